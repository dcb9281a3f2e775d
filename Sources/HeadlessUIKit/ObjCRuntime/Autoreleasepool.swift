#if !canImport(ObjectiveC)
  /// Runs `body` and returns its result: Foundation's `autoreleasepool` where there is no
  /// Objective-C runtime, and so nothing is autoreleased. Code written for Apple platforms, and
  /// tests that check a release inside a pool, compile unchanged.
  ///
  /// ```swift
  /// weak var weakStore: LoginStore?
  /// autoreleasepool { weakStore = LoginScreenModule.createScreen().store }
  /// XCTAssertNil(weakStore)
  /// ```
  public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
  }
#endif

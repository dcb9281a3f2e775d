import Lasso

/// Finding a flow's controllers inside containers, for flow tests.
extension UIViewController {
  /// The first controller of type `Child` among this controller's children, their children
  /// and so on, nearest first (a navigation controller's stack bottom up, a tab bar
  /// controller's tabs in order); `nil` when there is none.
  ///
  /// The type is always named: without an argument, `firstChildOfType()` is the original's
  /// throwing form below, also where the result is assigned to an optional (an implicitly
  /// unwrapped property of a test case), as on iOS with the original Lasso.
  ///
  /// ```swift
  /// let navigation: UINavigationController = try await assertPresentation(on: root) { … }
  /// let welcome = try #require(navigation.firstChildOfType(TutorialViewController.self))
  /// ```
  public func firstChildOfType<Child: UIViewController>(
    _ type: Child.Type
  )
    -> Child?
  {
    var level = children
    while !level.isEmpty {
      if let match = level.lazy.compactMap({ $0 as? Child }).first { return match }
      level = level.flatMap(\.children)
    }
    return nil
  }

  /// The original Lasso's form: the first of this controller's direct children that is an `A`
  /// (a controller type or a protocol); when there is none, the test fails at `file`/`line` and
  /// the ``TestFailureAction`` that ``log`` returns is thrown.
  ///
  /// ```swift
  /// let cards: CardsViewController = try myDayController.firstChildOfType()
  /// ```
  public func firstChildOfType<A>(file: StaticString = #filePath, line: UInt = #line) throws -> A {
    guard let child = children.first(where: { $0 is A }) as? A else {
      throw log(
        FailedTest(
          error: FlowAssertionError(
            message: "Expected \(Misuse.name(of: type(of: self))) to have a child of type"
              + " \(A.self); its children: \(children.map { Misuse.name(of: type(of: $0)) })."
              + " Fix: add the child first, or look one level deeper."),
          file: file, line: line))
    }
    return child
  }
}

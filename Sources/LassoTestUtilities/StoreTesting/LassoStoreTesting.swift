import Lasso

/// Given-when-then tests for one store type: conform a test suite (or `XCTestCase`) and declare
/// its ``test`` factory; each test reads as a sentence.
///
/// ```swift
/// @MainActor @Suite struct LoginStoreTests: LassoStoreTesting {
///   let test = TestFactory<LoginStore>(
///     initialState: .init(), setUpStore: { $0.logIn = { _ in true } }, tearDown: {})
///
///   @Test func login() async {
///     await test
///       .given { $0.username = "ada" }
///       .when(actions(.didTapLogin))
///       .then(outputs(.userDidLogin), update { $0.isLoading = false })
///       .execute()
///   }
/// }
/// ```
///
/// The statements (`actions(…)`, `sideEffects { … }`) and assertions (`state(…)`,
/// `update { … }`, `singleState(…)`, `singleUpdate { … }`, `outputs(…)`,
/// `assert { emitted in … }`, `sideEffects { … }`) are methods of the conforming type, so they
/// know its store's types. A failed assertion points at the line of the assertion in the test.
///
/// Under XCTest, conform an `XCTestCase` subclass: the conformance makes it `@MainActor`, so its
/// test methods must be `async` (XCTest on Linux cannot launch synchronous main-actor tests).
@preconcurrency @MainActor public protocol LassoStoreTesting {
  /// The store under test.
  associatedtype Store: ConcreteStoreProtocol
  where Store.State: Equatable, Store.Output: Equatable
  /// The store's state, so that a test can write `State(…)`.
  typealias State = Store.State
  /// The store's actions, so that a test's helpers can write `WhenStatement<Action>`.
  typealias Action = Store.Action
  /// The store's outputs.
  typealias Output = Store.Output
  /// Creates the store of each test, and the chains that test it.
  var test: TestFactory<Store> { get }
}

extension LassoStoreTesting {
  // MARK: Statements

  /// Dispatches `actions` in order.
  ///
  /// ```swift
  /// .when(actions(.didUpdateUsername("ada"), .didTapLogin))
  /// ```
  public func actions(
    _ actions: Store.Action..., fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Statement<Store> {
    Statement(
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      dispatching(actions))
  }

  /// Runs `body`: what happens outside the store, such as a mock service answering.
  ///
  /// ```swift
  /// .when(actions(.didTapLogin), sideEffects { service.complete(with: .success) })
  /// ```
  public func sideEffects(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, _ body: @escaping @MainActor () -> Void
  ) -> Statement<Store> {
    Statement(
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      { _ in body() })
  }

  // MARK: Assertions

  /// Asserts that the state after the statements is `expected`.
  ///
  /// ```swift
  /// .then(state(.init(username: "ada")))
  /// ```
  public func state(
    _ expected: Store.State, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Assertion<Store> {
    Assertion(SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)) {
      emitted, location in
      if emitted.state != expected {
        location.report(
          failure("The state is not the expected state:", expected: expected, actual: emitted.state)
        )
      }
    }
  }

  /// Asserts that the state after the statements is the state before them changed by `change`.
  ///
  /// ```swift
  /// .then(update { $0.isLoading = true })
  /// ```
  public func update(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, _ change: @escaping (inout Store.State) -> Void
  ) -> Assertion<Store> {
    Assertion(SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)) {
      emitted, location in
      var expected = emitted.previousState
      change(&expected)
      if emitted.state != expected {
        location.report(
          failure(
            "The state is not the expected update of the previous state:", expected: expected,
            actual: emitted.state))
      }
    }
  }

  /// Asserts that the statements made exactly one new state, equal to `expected`.
  ///
  /// ```swift
  /// .then(singleState(.init(username: "ada")))
  /// ```
  public func singleState(
    _ expected: Store.State, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Assertion<Store> {
    Assertion(SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)) {
      emitted, location in
      emitted.checkSingleState(expected, at: location)
    }
  }

  /// Asserts that the statements made exactly one new state: the state before them changed by
  /// `change`.
  ///
  /// ```swift
  /// .then(singleUpdate { $0.username = "ada" })
  /// ```
  public func singleUpdate(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, _ change: @escaping (inout Store.State) -> Void
  ) -> Assertion<Store> {
    Assertion(SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)) {
      emitted, location in
      var expected = emitted.previousState
      change(&expected)
      emitted.checkSingleState(expected, at: location)
    }
  }

  /// Asserts that the statements emitted exactly `expected`, in order (none when empty).
  ///
  /// ```swift
  /// .then(outputs(.userDidLogin))
  /// ```
  public func outputs(
    _ expected: Store.Output..., fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Assertion<Store> {
    outputs(
      expected,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// ``outputs(_:fileID:filePath:line:column:)`` of an array.
  func outputs(_ expected: [Store.Output], at location: SourceLocation) -> Assertion<Store> {
    Assertion(location) { emitted, location in
      if emitted.outputs != expected {
        location.report(
          failure(
            "The outputs are not the expected outputs:", expected: expected,
            actual: emitted.outputs))
      }
    }
  }

  /// Runs your own checks on what the statements emitted.
  ///
  /// ```swift
  /// .then(assert { emitted in #expect(emitted.states.map(\.isLoading) == [true, false]) })
  /// ```
  public func assert(_ body: @escaping @MainActor (Emitted<Store>) -> Void) -> Assertion<Store> {
    Assertion(nil) { emitted, _ in body(emitted) }
  }

  /// Runs checks of what happened outside the store, such as calls a mock recorded.
  ///
  /// ```swift
  /// .then(sideEffects { #expect(service.loginRequests == ["ada"]) })
  /// ```
  public func sideEffects(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, _ body: @escaping @MainActor () -> Void
  ) -> Assertion<Store> {
    Assertion(SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)) {
      _, _ in body()
    }
  }
}

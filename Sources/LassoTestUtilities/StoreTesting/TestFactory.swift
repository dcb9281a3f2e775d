import Lasso

/// Creates the store of each given-when-then test of a ``LassoStoreTesting`` suite: from
/// `initialState` (changed by the test's `given`), prepared by `setUpStore`; `tearDown` runs after
/// each test.
///
/// ```swift
/// let test = TestFactory<LoginStore>(
///   initialState: .init(),
///   setUpStore: { store in store.logIn = { _ in true } },
///   tearDown: { })
///
/// test.given { $0.username = "ada" }
///   .when(actions(.didTapLogin))
///   .then(update { $0.isLoading = true })
///   .execute()
/// ```
///
/// Its initializer is not isolated, so it can initialize a stored property of an `XCTestCase`.
public struct TestFactory<Store: ConcreteStoreProtocol>
where Store.State: Equatable, Store.Output: Equatable {
  /// The state each test starts from, before its `given`.
  ///
  /// ```swift
  /// .then(state(test.initialState))
  /// ```
  public let initialState: Store.State
  let setUpStore: @MainActor (Store) -> Void
  let tearDown: @MainActor () -> Void

  /// Creates a factory of tests that start in `initialState`.
  public init(
    initialState: Store.State, setUpStore: @escaping @MainActor (Store) -> Void = { _ in },
    tearDown: @escaping @MainActor () -> Void = {}
  ) {
    self.initialState = initialState
    self.setUpStore = setUpStore
    self.tearDown = tearDown
  }

  /// Starts a test from the initial state changed by `change`: continue it with `when`, or run
  /// it as it is (the store created, set up and torn down) with `execute()`.
  ///
  /// ```swift
  /// test.given { $0.username = "ada" }
  /// ```
  @preconcurrency @MainActor public func given(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, _ change: (inout Store.State) -> Void
  ) -> Given<Store> {
    var state = initialState
    change(&state)
    return given(state, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Starts a test from `state`.
  ///
  /// ```swift
  /// test.given(.init(username: "ada"))
  /// ```
  @preconcurrency @MainActor public func given(
    _ state: Store.State, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Given<Store> {
    Then(
      factory: self, state: state, steps: [],
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Starts a test from the initial state with `statements`.
  ///
  /// ```swift
  /// test.when(actions(.didTapHelp)).then(outputs(.showHelp)).execute()
  /// ```
  @preconcurrency @MainActor public func when(_ statements: Statement<Store>...) -> When<Store> {
    When(factory: self, state: initialState, steps: [], statements: statements)
  }
}

/// The start of a test: the state the store is created in, made by
/// ``TestFactory/given(fileID:filePath:line:column:_:)``. It is a ``Then`` without steps yet:
/// continue it with ``Then/when(_:)``.
///
/// ```swift
/// let loggedIn: Given<LoginStore> = test.given { $0.user = "ada" }
/// loggedIn.when(actions(.didTapLogout)).then(outputs(.didLogOut)).execute()
/// ```
public typealias Given<Store: ConcreteStoreProtocol> = Then<Store>
where Store.State: Equatable, Store.Output: Equatable

/// A test's statements, waiting for the assertions of their
/// `then(_:fileID:filePath:line:column:)`.
public struct When<Store: ConcreteStoreProtocol>
where Store.State: Equatable, Store.Output: Equatable {
  let factory: TestFactory<Store>
  let state: Store.State
  let steps: [Then<Store>.Step]
  let statements: [Statement<Store>]

  /// What must hold after the statements. Nothing runs until ``Then/execute()-()->()``; a `then`
  /// that is never executed (nor continued with another `when`) is reported as a test failure.
  ///
  /// ```swift
  /// .then(outputs(.userDidLogin), update { $0.isLoading = false })
  /// ```
  @discardableResult
  @preconcurrency @MainActor public func then(
    _ assertions: Assertion<Store>..., fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Then<Store> {
    then(
      assertions,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// ``then(_:fileID:filePath:line:column:)`` of an array, written at `location`.
  @MainActor func then(_ assertions: [Assertion<Store>], at location: SourceLocation) -> Then<Store>
  {
    Then(
      factory: factory, state: state,
      steps: steps + [.init(statements: statements, assertions: assertions)], location: location)
  }
}

/// A test so far: the given state and each `when` with its `then`. Run it with
/// ``execute()-()->()``, or continue it with another ``when(_:)``. A ``Given`` is one without
/// steps yet.
public final class Then<Store: ConcreteStoreProtocol>
where Store.State: Equatable, Store.Output: Equatable {
  struct Step {
    let statements: [Statement<Store>]
    let assertions: [Assertion<Store>]
  }

  let factory: TestFactory<Store>
  let state: Store.State
  let steps: [Step]
  let location: SourceLocation
  private var isUsed = false

  init(factory: TestFactory<Store>, state: Store.State, steps: [Step], location: SourceLocation) {
    self.factory = factory
    self.state = state
    self.steps = steps
    self.location = location
  }

  /// More statements, on the same store, after the assertions so far.
  ///
  /// ```swift
  /// .when(actions(.didTapLogin)).then(update { $0.isLoading = true })
  /// .when(sideEffects { service.succeed() }).then(outputs(.userDidLogin))
  /// ```
  @preconcurrency @MainActor public func when(_ statements: Statement<Store>...) -> When<Store> {
    isUsed = true
    return When(factory: factory, state: state, steps: steps, statements: statements)
  }

  /// Runs the test: creates the store in the given state, prepares it with `setUpStore`, runs
  /// each `when` and checks its `then`, then calls `tearDown`. Tasks the store starts are not
  /// awaited; in an `async` test, `await execute()` awaits them.
  @preconcurrency @MainActor public func execute() {
    let (store, tearDown) = start()
    for step in steps {
      let before = mark(store)
      run(step.statements, on: store)
      check(step.assertions, on: store, since: before)
    }
    tearDown()
  }

  /// Runs the test as ``execute()`` does, and after each `when` awaits the tasks the store
  /// started until each has finished or sleeps on a ``TestClock``.
  ///
  /// ```swift
  /// await test.when(actions(.didTapLogin)).then(outputs(.userDidLogin)).execute()
  /// ```
  @preconcurrency @MainActor public func execute() async {
    let (store, tearDown) = start()
    for step in steps {
      let before = mark(store)
      run(step.statements, on: store)
      if let location = step.statements.last?.location ?? step.assertions.first?.location {
        await store.settle(
          fileID: location.fileID, filePath: location.filePath, line: location.line,
          column: location.column)
      } else {
        await store.settle()
      }
      check(step.assertions, on: store, since: before)
    }
    tearDown()
  }

  deinit {
    if !isUsed, !steps.isEmpty {
      location.report(
        "This test's `then` never executed. Fix: end the chain with `.execute()`"
          + " (`await ….execute()` in an async test).")
    }
  }

  @MainActor private func start() -> (TestableStore<Store>, @MainActor () -> Void) {
    isUsed = true
    let factory = self.factory
    let state = self.state
    let store = location.reportingMisuse {
      TestableStore(
        {
          let store = Store(with: state)
          factory.setUpStore(store)
          return store
        }())
    }
    return (store, factory.tearDown)
  }

  @MainActor private func mark(_ store: TestableStore<Store>) -> (state: Store.State, count: Int) {
    store.resetOutputs()
    return (store.state, store.states.count)
  }

  @MainActor private func run(_ statements: [Statement<Store>], on store: TestableStore<Store>) {
    for statement in statements {
      statement.location.reportingMisuse { statement.run(store) }
    }
  }

  @MainActor private func check(
    _ assertions: [Assertion<Store>], on store: TestableStore<Store>,
    since before: (state: Store.State, count: Int)
  ) {
    let emitted = Emitted<Store>(
      previousState: before.state, states: Array(store.states[before.count...]),
      outputs: store.outputs, state: store.state)
    for assertion in assertions {
      assertion.check(emitted, assertion.location ?? location)
    }
  }
}

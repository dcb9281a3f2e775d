import Lasso

// The given-when-then names of the original Lasso, so that its tests read and compile as they
// were written: `when` with a closure that dispatches actions, `then` with closures that check
// what was emitted, and the types that name the steps of a chain. Each is another spelling of
// this module's own (`Statement`, `Assertion`, `Emitted`, `When`, `Then`), with one
// implementation under both.

/// What a given-when-then test's statement does to the store, as a closure: it receives the
/// store's `dispatchAction`, and may act outside the store too.
/// ``Then/when(_:fileID:filePath:line:column:)`` takes one; `actions(…)` and
/// `sideEffects { … }` make them.
///
/// ```swift
/// .when({ dispatchAction in
///   dispatchAction(.didTapLogin)
///   service.complete(with: .success)
/// })
/// ```
public typealias WhenStatement<Action> = @MainActor (_ dispatchAction: (Action) -> Void) -> Void

/// What the statements of one `when` made the store do: the original Lasso's name of
/// ``Emitted``.
///
/// ```swift
/// .then(assert { (emitted: EmittedValues<LoginStore>) in
///   #expect(emitted.outputs == [.userDidLogin])
/// })
/// ```
public typealias EmittedValues<Store: AbstractStore> = Emitted<Store>
where Store.State: Equatable, Store.Output: Equatable

/// A check of what the statements of a `when` did, as a closure: it receives what they emitted,
/// and the file and line of the `then`, to report failures there.
/// `When.then(_:)` takes them; the assertion methods of ``LassoStoreTesting``
/// (`update { … }`, `outputs(…)`, …) make them where one is expected.
///
/// ```swift
/// func isLoading() -> ThenAssertion<LoginStore> {
///   { emitted, file, line in
///     XCTAssertEqual(emitted.states.last?.isLoading, true, file: file, line: line)
///   }
/// }
/// ```
public typealias ThenAssertion<Store: AbstractStore> =
  @MainActor (_ emitted: EmittedValues<Store>, _ file: StaticString, _ line: UInt) -> Void
where Store.State: Equatable, Store.Output: Equatable

/// The steps of a given-when-then chain, by the original Lasso's names: a ``When`` node is where
/// a chain continues with `when` (what `given` and each `then` return, this module's ``Then``),
/// and a ``Then`` node waits for its `then` (what `when` returns, this module's ``When``).
///
/// ```swift
/// func loading() -> TestNode<SearchStore>.When {
///   test.given { $0.query = "a" }
///     .when(actions(.viewWillAppear))
///     .then(update { $0.isLoading = true })
/// }
/// ```
public enum TestNode<Store: ConcreteStoreProtocol>
where Store.State: Equatable, Store.Output: Equatable {
  /// A chain that continues with `when`, or runs with `execute()`: this module's
  /// ``LassoTestUtilities/Then``.
  public typealias When = LassoTestUtilities.Then<Store>
  /// A chain whose statements wait for their `then`: this module's
  /// ``LassoTestUtilities/When``.
  public typealias Then = LassoTestUtilities.When<Store>
}

extension TestFactory {
  /// Starts a test from the initial state with `statement`, a closure that gets the store's
  /// `dispatchAction`.
  ///
  /// ```swift
  /// test.when({ dispatchAction in dispatchAction(.didTapHelp) }).then(outputs(.showHelp))
  /// ```
  @preconcurrency @MainActor public func when(
    _ statement: @escaping WhenStatement<Store.Action>, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> When<Store> {
    when(
      Statement(
        location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        statement))
  }
}

extension Then {
  /// More statements, as one closure that gets the store's `dispatchAction` and may act outside
  /// the store too (the tasks the store starts meanwhile are awaited by `await execute()`).
  ///
  /// ```swift
  /// .when({ dispatchAction in
  ///   dispatchAction(.viewWillAppear)
  ///   requests[0].completion(.success(items))
  /// })
  /// ```
  @preconcurrency @MainActor public func when(
    _ statement: @escaping WhenStatement<Store.Action>, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> When<Store> {
    when(
      Statement(
        location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        statement))
  }
}

extension When {
  /// What must hold after the statements, as closures that get what they emitted and the file
  /// and line of this `then`: the original Lasso's form of
  /// `then(_:fileID:filePath:line:column:)`, which runs them the same way. (Disfavored, so that
  /// a `then()` without assertions stays the other one.)
  ///
  /// ```swift
  /// .then({ emitted, file, line in
  ///   XCTAssertEqual(emitted.outputs, [.userDidLogin], file: file, line: line)
  /// })
  /// ```
  @_disfavoredOverload @discardableResult
  @preconcurrency @MainActor public func then(
    _ assertions: ThenAssertion<Store>..., fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Then<Store> {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let steps = assertions.map { assertion in
      Assertion<Store>(location) { emitted, location in
        ThenLocation.$current.withValue(location) {
          assertion(emitted, location.filePath, location.line)
        }
      }
    }
    return then(steps, at: location)
  }
}

// The assertion and statement methods again, as the closures the original Lasso's functions
// returned, for a test's own helpers declared to return them
// (`func loading() -> ThenAssertion<Store> { update { $0.isLoading = true } }`) and for mixing
// them with such helpers in one `then`. As the original's, they report a failure at the `then`
// that runs them, so that a helper's failure points at the test that used it. Disfavored, so
// that where either fits (`.then(update { … })`) the chain takes the method's `Assertion` or
// `Statement` and the compiler needs no hint.
extension LassoStoreTesting {
  /// ``actions(_:fileID:filePath:line:column:)`` as a ``WhenStatement``.
  ///
  /// ```swift
  /// func logIn() -> WhenStatement<LoginStore.Action> { actions(.didTapLogin) }
  /// ```
  @_disfavoredOverload
  public func actions(_ actions: Store.Action...) -> WhenStatement<Store.Action> {
    dispatching(actions)
  }

  /// The statement `sideEffects { … }` as a ``WhenStatement``.
  ///
  /// ```swift
  /// func serviceAnswers() -> WhenStatement<LoginStore.Action> {
  ///   sideEffects { service.succeed() }
  /// }
  /// ```
  @_disfavoredOverload
  public func sideEffects(
    _ body: @escaping @MainActor () -> Void
  ) -> WhenStatement<Store.Action> {
    { _ in body() }
  }

  /// `state(_:fileID:filePath:line:column:)` as a ``ThenAssertion``.
  ///
  /// ```swift
  /// func isIdle() -> ThenAssertion<SearchStore> { state(.idle) }
  /// ```
  @_disfavoredOverload
  public func state(
    _ expected: Store.State, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ThenAssertion<Store> {
    let assertion: Assertion<Store> = state(
      expected, fileID: fileID, filePath: filePath, line: line, column: column)
    return assertion.closure
  }

  /// `update(fileID:filePath:line:column:_:)` as a ``ThenAssertion``.
  ///
  /// ```swift
  /// func loading() -> ThenAssertion<SearchStore> { update { $0.isLoading = true } }
  /// ```
  @_disfavoredOverload
  public func update(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, _ change: @escaping (inout Store.State) -> Void
  ) -> ThenAssertion<Store> {
    let assertion: Assertion<Store> = update(
      fileID: fileID, filePath: filePath, line: line, column: column, change)
    return assertion.closure
  }

  /// `singleState(_:fileID:filePath:line:column:)` as a ``ThenAssertion``.
  ///
  /// ```swift
  /// func onlyIdle() -> ThenAssertion<SearchStore> { singleState(.idle) }
  /// ```
  @_disfavoredOverload
  public func singleState(
    _ expected: Store.State, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ThenAssertion<Store> {
    let assertion: Assertion<Store> = singleState(
      expected, fileID: fileID, filePath: filePath, line: line, column: column)
    return assertion.closure
  }

  /// `singleUpdate(fileID:filePath:line:column:_:)` as a ``ThenAssertion``.
  ///
  /// ```swift
  /// func onlyLoading() -> ThenAssertion<SearchStore> { singleUpdate { $0.isLoading = true } }
  /// ```
  @_disfavoredOverload
  public func singleUpdate(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, _ change: @escaping (inout Store.State) -> Void
  ) -> ThenAssertion<Store> {
    let assertion: Assertion<Store> = singleUpdate(
      fileID: fileID, filePath: filePath, line: line, column: column, change)
    return assertion.closure
  }

  /// `outputs(_:fileID:filePath:line:column:)` as a ``ThenAssertion``.
  ///
  /// ```swift
  /// func loggedIn() -> ThenAssertion<LoginStore> { outputs(.userDidLogin) }
  /// ```
  @_disfavoredOverload
  public func outputs(
    _ expected: Store.Output..., fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> ThenAssertion<Store> {
    outputs(
      expected,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ).closure
  }

  /// `assert(_:)` as a ``ThenAssertion``.
  ///
  /// ```swift
  /// func noOutputs() -> ThenAssertion<LoginStore> { assert { #expect($0.outputs.isEmpty) } }
  /// ```
  @_disfavoredOverload
  public func assert(
    _ body: @escaping @MainActor (EmittedValues<Store>) -> Void
  ) -> ThenAssertion<Store> {
    { emitted, _, _ in body(emitted) }
  }

  /// The assertion `sideEffects { … }` as a ``ThenAssertion``.
  ///
  /// ```swift
  /// func requested() -> ThenAssertion<LoginStore> { sideEffects { #expect(requests.count == 1) } }
  /// ```
  @_disfavoredOverload
  public func sideEffects(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, _ body: @escaping @MainActor () -> Void
  ) -> ThenAssertion<Store> {
    let assertion: Assertion<Store> = sideEffects(
      fileID: fileID, filePath: filePath, line: line, column: column, body)
    return assertion.closure
  }
}

extension Assertion {
  /// The assertion as a ``ThenAssertion``. As the original's, it reports a failure at the `then`
  /// that runs it (so a test's helper points at the test); called elsewhere, at its own location.
  @MainActor var closure: ThenAssertion<Store> {
    { emitted, file, line in
      let location =
        ThenLocation.current ?? location
        ?? SourceLocation(fileID: file, filePath: file, line: line, column: 1)
      check(emitted, location)
    }
  }
}

/// The location of the `then` whose ``ThenAssertion`` closures are running: it has more than the
/// file and line they are given (the file's ID and the column, for Swift Testing).
enum ThenLocation {
  @TaskLocal static var current: SourceLocation?
}

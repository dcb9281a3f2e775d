#if canImport(XCTest)
  import Lasso
  import XCTest

  /// An `XCTestCase` for one store type: ``store`` records states and outputs from its creation,
  /// and the assertions compare with a `−`/`+` diff, pointing at the test's line.
  ///
  /// Under Swift 6 the class is `@MainActor`: write test methods `async` (XCTest on Linux cannot
  /// launch synchronous main-actor test methods) and leave `setUp`/`tearDown` alone for the
  /// store. The store is created by ``createStore()`` on the first access to ``store`` inside a
  /// test; override it, or call ``setUpStore(_:)`` first to use another store for this test.
  ///
  /// ```swift
  /// final class LoginStoreTests: LassoStoreTestCase<LoginStore> {
  ///   override func createStore() -> LoginStore {
  ///     LoginStore(with: .init())
  ///   }
  ///
  ///   func test_username() async {
  ///     store.dispatchAction(.didUpdateUsername("ada"))
  ///     XCTAssertStateEquals(updatedMarker { $0.username = "ada" })
  ///   }
  ///
  ///   func test_login() async {
  ///     store.dispatchAction(.didTapLogin)
  ///     await store.settle()
  ///     XCTAssertLastOutput(.userDidLogin)
  ///   }
  /// }
  /// ```
  @MainActor open class LassoStoreTestCase<Store: AbstractStore>: XCTestCase
  where Store.State: Equatable, Store.Output: Equatable {
    /// The store's state.
    public typealias State = Store.State
    /// The store's actions.
    public typealias Action = Store.Action
    /// The store's outputs.
    public typealias Output = Store.Output

    private var testableStore: TestableStore<Store>?

    /// The store under test, created by ``createStore()`` on first access in each test.
    public var store: TestableStore<Store> {
      if let testableStore { return testableStore }
      let created = TestableStore(createStore())
      testableStore = created
      return created
    }

    /// Creates the store each test starts with. Override it:
    ///
    /// ```swift
    /// override func createStore() -> LoginStore { LoginStore(with: .init(username: "ada")) }
    /// ```
    open func createStore() -> Store {
      fatalError(
        "\(Misuse.name(of: type(of: self))) uses its store, but does not override createStore()."
          + " Fix: override `createStore() -> \(Misuse.name(of: Store.self))`, or call"
          + " `setUpStore(_:)` at the start of the test.")
    }

    /// Uses `store` for this test instead of ``createStore()``'s: call it before the first
    /// access to ``store``, e.g. to start from another state.
    ///
    /// ```swift
    /// setUpStore(LoginStore(with: .init(username: "ada")))
    /// ```
    public func setUpStore(_ makeStore: @autoclosure () -> Store) {
      testableStore = TestableStore(makeStore())
    }

    /// The state at the last sync point: the start, ``syncState()``, or a state assertion.
    public var markerState: State { store.markerState }

    /// ``markerState`` changed by `update`.
    ///
    /// ```swift
    /// XCTAssertStateEquals(updatedMarker { $0.count = 1 })
    /// ```
    public func updatedMarker(_ update: (inout State) -> Void) -> State {
      store.updatedMarker(update)
    }

    /// Makes the current state the marker.
    public func syncState() {
      store.syncState()
    }

    /// Every distinct state since the store was created, oldest first.
    public var states: [State] { store.states }

    /// Every output since the store was created or ``resetOutputs()``.
    public var outputs: [Output] { store.outputs }

    /// Forgets the outputs recorded so far.
    public func resetOutputs() {
      store.resetOutputs()
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Asserts that the state equals `expected`, then makes it the marker.
    ///
    /// ```swift
    /// store.dispatchAction(.increment)
    /// XCTAssertStateEquals(updatedMarker { $0.count = 1 })
    /// ```
    public func XCTAssertStateEquals(
      _ expected: State, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) {
      LassoAssertEqual(
        store.state, expected, "The state is not the expected state", fileID: fileID,
        filePath: filePath, line: line, column: column)
      store.syncState()
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Asserts that the store went through exactly `expected` since it was created (its first
    /// state included), then makes the current state the marker.
    ///
    /// ```swift
    /// XCTAssertStates([markerState, updatedMarker { $0.isLoading = true }])
    /// ```
    public func XCTAssertStates(
      _ expected: [State], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) {
      LassoAssertEqual(
        store.states, expected, "The states are not the expected states", fileID: fileID,
        filePath: filePath, line: line, column: column)
      store.syncState()
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Asserts that the store emitted exactly `expected` since it was created or
    /// ``resetOutputs()``.
    ///
    /// ```swift
    /// XCTAssertOutputs([.userDidLogin])
    /// ```
    public func XCTAssertOutputs(
      _ expected: [Output], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) {
      LassoAssertEqual(
        store.outputs, expected, "The outputs are not the expected outputs", fileID: fileID,
        filePath: filePath, line: line, column: column)
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Asserts that the last output is `expected`.
    ///
    /// ```swift
    /// XCTAssertLastOutput(.userDidLogin)
    /// ```
    public func XCTAssertLastOutput(
      _ expected: Output, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) {
      let location = SourceLocation(
        fileID: fileID, filePath: filePath, line: line, column: column)
      guard let last = store.outputs.last else {
        return location.report("Expected the last output to be \(dumped(expected)); none.")
      }
      LassoAssertEqual(
        last, expected, "The last output is not the expected output", fileID: fileID,
        filePath: filePath, line: line, column: column)
    }
  }
#endif

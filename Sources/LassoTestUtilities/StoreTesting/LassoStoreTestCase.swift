#if canImport(XCTest)
  import Lasso
  import XCTest

  /// An `XCTestCase` for one store: adopt the protocol, declare a ``TestableStore``, set `store`,
  /// and assert with the marker state; failures show a `−`/`+` diff at the test's line.
  ///
  /// ```swift
  /// final class LoginStoreTests: XCTestCase, LassoStoreTestCase {
  ///   let testableStore = TestableStore<LoginStore>()
  ///
  ///   override func setUp() async throws {
  ///     store = LoginStore(with: .init())
  ///   }
  ///
  ///   func test_username() async {
  ///     store.dispatchAction(.didUpdateUsername("ada"))
  ///     XCTAssertStateEquals(updatedMarker { $0.username = "ada" })
  ///   }
  ///
  ///   func test_login() async {
  ///     store.dispatchAction(.didTapLogin)
  ///     await testableStore.settle()
  ///     XCTAssertLastOutput(.userDidLogin)
  ///   }
  /// }
  /// ```
  ///
  /// `Store` is a store class or a module's type-erased `Store`
  /// (`TestableStore<LoginScreenModule.Store>()`, then `store = LoginScreenModule.createScreen().store`).
  ///
  /// Under Swift 6 the protocol is `@MainActor`, so a test case that adopts it is too. Write its
  /// test methods `async` (XCTest on Linux cannot launch synchronous main-actor test methods),
  /// and set the store in `setUp() async throws`, which runs on the main actor, or at the start
  /// of each test: the synchronous `setUp()` is not isolated and cannot touch the store. In the
  /// Swift 5 mode that isolation is `@preconcurrency`: the original's synchronous `setUp()` and
  /// test methods compile and run as written, on Linux too.
  @preconcurrency @MainActor public protocol LassoStoreTestCase: XCTestCase {
    /// The store under test: a store class, or a module's type-erased `Store`.
    associatedtype Store: AbstractStore where Store.State: Equatable, Store.Output: Equatable

    /// The store's state.
    typealias State = Store.State
    /// The store's actions.
    typealias Action = Store.Action
    /// The store's outputs.
    typealias Output = Store.Output

    /// Records the store's states and outputs:
    /// `let testableStore = TestableStore<LoginStore>()`.
    var testableStore: TestableStore<Store> { get }
  }

  extension LassoStoreTestCase {
    /// The store under test. Setting it (in `setUp() async throws`, or in a test) starts the
    /// recording afresh.
    public var store: Store! {
      get { testableStore.store }
      set { testableStore.store = newValue }
    }

    /// The state the test expects: the store's first state, changed by ``updatedMarker(_:)``,
    /// reset to the store's state by ``syncState()`` and by ``XCTAssertStateEquals(_:fileID:filePath:line:column:)``.
    public var markerState: State! { testableStore.markerState }

    /// Every distinct state of the store since it was set or ``syncState()``, oldest first.
    public var states: [State] { testableStore.states }

    /// Every output of the store since it was set or ``resetOutputs()``.
    public var outputs: [Output] { testableStore.outputs }

    /// Changes ``markerState`` by `update` and returns it.
    ///
    /// ```swift
    /// store.dispatchAction(.didUpdateUsername("ada"))
    /// XCTAssertStateEquals(updatedMarker { $0.username = "ada" })
    /// ```
    @discardableResult public func updatedMarker(_ update: (inout State) -> Void) -> State {
      testableStore.updatedMarker(update)
    }

    /// Resets ``markerState`` to the store's state and ``states`` to that state alone, as if the
    /// store had just been created (after set-up actions, say).
    public func syncState() {
      testableStore.syncState()
    }

    /// Forgets the outputs recorded so far.
    public func resetOutputs() {
      testableStore.resetOutputs()
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Asserts that the state equals `expected`, then makes the state the marker.
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
        testableStore.state, expected, "The state is not the expected state", fileID: fileID,
        filePath: filePath, line: line, column: column)
      testableStore.moveMarkerToState()
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Asserts that the store went through exactly `expected` since it was set or
    /// ``syncState()`` (its first state included).
    ///
    /// ```swift
    /// XCTAssertStates([markerState, updatedMarker { $0.isLoading = true }])
    /// ```
    public func XCTAssertStates(
      _ expected: [State], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) {
      LassoAssertEqual(
        states, expected, "The states are not the expected states", fileID: fileID,
        filePath: filePath, line: line, column: column)
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Asserts that the store emitted exactly `expected` since it was set or
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
        outputs, expected, "The outputs are not the expected outputs", fileID: fileID,
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
      guard let last = outputs.last else {
        return location.report("Expected the last output to be \(dumped(expected)); none.")
      }
      LassoAssertEqual(
        last, expected, "The last output is not the expected output", fileID: fileID,
        filePath: filePath, line: line, column: column)
    }
  }
#endif

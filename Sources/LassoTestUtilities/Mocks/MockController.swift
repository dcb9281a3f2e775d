import Lasso

/// A view controller that renders nothing: a `LassoView` of `store`, for testing a flow with the
/// screens' real stores and without their views. A test reaches the store from the controller a
/// flow assertion returns, reads its state and dispatches actions as the view would.
///
/// ``Lasso/ScreenModule/mockControllerScreenFactory(configure:)`` makes screens of it; a
/// module's ``Lasso/ScreenModule/MockController`` names it for that module.
///
/// ```swift
/// flow.searchScreens = SearchScreenModule.mockControllerScreenFactory { store in
///   store.search = { query, completion in requests.append((query, completion)) }
/// }
/// let search: SearchScreenModule.MockController = try await assertPresentation(on: root) {
///   flow.start(with: presented(on: root))
/// }
/// search.store.dispatchAction(.viewWillAppear)
/// ```
public class MockController<ViewState, ViewAction>: UIViewController, LassoView {
  /// The view store the controller was created with.
  ///
  /// ```swift
  /// #expect(controller.store.state.isLoading)
  /// controller.store.dispatchAction(.didTapRetry)
  /// ```
  public let store: AnyViewStore<ViewState, ViewAction>

  /// A controller of `store`.
  ///
  /// ```swift
  /// let controller = MockController(store: searchStore.asViewStore())
  /// ```
  public init(store: AnyViewStore<ViewState, ViewAction>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  /// Not supported: mock controllers are created in code.
  public required init?(coder: NSCoder) {
    fatalError("\(Self.self) is created in code: use init(store:)")
  }
}

extension ScreenModule {
  /// The ``LassoTestUtilities/MockController`` of this module's screens: a controller of a view
  /// store of the module's `State` and `Action`, as
  /// ``mockControllerScreenFactory(configure:)`` makes.
  ///
  /// ```swift
  /// let search: SearchScreenModule.MockController = try await assertPushed(after: root) { … }
  /// ```
  public typealias MockController = LassoTestUtilities.MockController<State, Action>
}

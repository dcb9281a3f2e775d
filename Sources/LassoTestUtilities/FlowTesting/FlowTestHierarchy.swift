import Lasso

/// What a flow test starts from: a visible key window whose root is a navigation controller with
/// one root controller. ``FlowTestCase`` makes one per XCTest test; a Swift Testing suite keeps
/// one as a property (a new suite value, so a new hierarchy, per test).
///
/// ```swift
/// @MainActor @Suite struct TutorialFlowTests {
///   let hierarchy = FlowTestHierarchy()
///
///   @Test func start() async throws {
///     let flow = TutorialFlow()
///     let welcome: TutorialViewController = try await assertPushed(after: hierarchy.root) {
///       flow.start(with: pushed(in: hierarchy.navigationController))
///     }
///   }
/// }
/// ```
@preconcurrency @MainActor
public final class FlowTestHierarchy {
  /// The visible key window.
  ///
  /// ```swift
  /// hierarchy.window.visibleViewController
  /// ```
  public let window: UIWindow
  /// The window's root controller, whose stack starts with ``root``.
  ///
  /// ```swift
  /// flow.start(with: pushed(in: hierarchy.navigationController))
  /// ```
  public let navigationController: UINavigationController
  /// The bottom of the navigation stack, to push and present on.
  ///
  /// ```swift
  /// try await assertPushed(after: hierarchy.root) { … }
  /// ```
  public let root: UIViewController
  /// Records what happens to ``window``'s hierarchy in the actions it is given.
  ///
  /// ```swift
  /// hierarchy.recorder.record { flow.start(with: pushed(in: hierarchy.navigationController)) }
  /// ```
  public let recorder: HierarchyRecorder

  /// Creates the window and shows it, with a navigation controller whose root is `root`.
  ///
  /// ```swift
  /// let hierarchy = FlowTestHierarchy(root: HomeViewController())
  /// ```
  public init(root: UIViewController = UIViewController()) {
    self.root = root
    window = UIWindow()
    navigationController = UINavigationController(rootViewController: root)
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
    recorder = HierarchyRecorder(window: window)
  }

  /// Lets the transitions in progress end, dismisses what is presented, hides the window and
  /// empties it, so its controllers (and the flows and stores they hold) can be released.
  ///
  /// ```swift
  /// await hierarchy.tearDown()
  /// ```
  public func tearDown() async {
    let location = SourceLocation(
      fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    await waitForEvents(
      in: { [window] }, rounds: 1, timeout: LassoTimeouts.defaultTimeout, at: location)
    if navigationController.presentedViewController != nil {
      navigationController.dismiss(animated: false)
      await waitForEvents(
        in: { [window] }, rounds: 1, timeout: LassoTimeouts.defaultTimeout, at: location)
    }
    window.isHidden = true
    window.rootViewController = nil
  }
}

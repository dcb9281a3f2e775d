#if canImport(XCTest)
  import Lasso
  import XCTest

  /// An `XCTestCase` for flows: each test has a visible window whose root is a navigation
  /// controller with a root controller (``root``), and the flow assertions (free functions,
  /// usable in Swift Testing too) read as in the original Lasso:
  ///
  /// ```swift
  /// final class TutorialFlowTests: FlowTestCase {
  ///   func test_start() async throws {
  ///     let flow = TutorialFlow()
  ///     let welcome: TutorialViewController = try await assertPushed(
  ///       after: root, when: { flow.start(with: pushed(in: navigationController)) })
  ///     let finish: TutorialViewController = try await assertPushed(
  ///       after: welcome, when: { welcome.store.dispatchAction(.didPressButton(index: 1)) })
  ///     flow.assert(
  ///       when: { finish.store.dispatchAction(.didPressButton(index: 0)) }, outputs: .didFinish)
  ///   }
  /// }
  /// ```
  ///
  /// Under Swift 6 the class is `@MainActor`, and XCTest on Linux cannot launch a synchronous
  /// main-actor test method: write test methods `async` (they run on the main actor). `setUp()`
  /// and `tearDown()` cannot touch main-actor state, so the hierarchy is created on the first
  /// access to ``window``, ``navigationController``, ``root`` or ``hierarchy`` inside a test, and
  /// torn down by a teardown block after it (its window hidden and emptied). Override
  /// ``createRootController()`` for another root.
  @preconcurrency @MainActor open class FlowTestCase: XCTestCase {
    private var storedHierarchy: FlowTestHierarchy?

    /// The test's window, navigation controller and root controller; created on first access.
    ///
    /// ```swift
    /// hierarchy.recorder.record { flow.start(with: pushed(in: navigationController)) }
    /// ```
    public var hierarchy: FlowTestHierarchy {
      if let storedHierarchy { return storedHierarchy }
      let created = FlowTestHierarchy(root: createRootController())
      storedHierarchy = created
      addTeardownBlock { await created.tearDown() }
      return created
    }

    /// The visible key window, whose root is ``navigationController``.
    ///
    /// ```swift
    /// #expect(window.visibleViewController is TutorialViewController)
    /// ```
    public var window: UIWindow { hierarchy.window }

    /// The window's navigation controller, whose stack starts with ``root``.
    ///
    /// ```swift
    /// flow.start(with: pushed(in: navigationController))
    /// ```
    public var navigationController: UINavigationController { hierarchy.navigationController }

    /// The bottom of the navigation stack, to push after and present on.
    ///
    /// ```swift
    /// let welcome: TutorialViewController = try await assertPushed(after: root) { … }
    /// ```
    public var root: UIViewController { hierarchy.root }

    /// Lasso's `root(of:animated:)` placer. Declared here because the ``root`` property would
    /// hide the global function inside a test case (the original's `FlowTestCase` had no `root`,
    /// so its tests write `flow.start(with: root(of: navigationController))`).
    ///
    /// ```swift
    /// flow.start(with: root(of: navigationController))
    /// ```
    public func root<NavigationController: UINavigationController>(
      of navigationController: NavigationController, animated: Bool = false
    ) -> ScreenPlacer<NavigationController> {
      Lasso.root(of: navigationController, animated: animated)
    }

    /// Lasso's `root(of:using:)` placer for a window, for the same reason as
    /// ``root(of:animated:)``.
    ///
    /// ```swift
    /// flow.start(with: root(of: window))
    /// ```
    public func root(
      of window: UIWindow, using transition: WindowTransition? = nil
    ) -> ScreenPlacer<UIViewController> {
      Lasso.root(of: window, using: transition)
    }

    /// The original Lasso's name for ``root``.
    ///
    /// ```swift
    /// try await assertPresentation(on: rootController) { … }
    /// ```
    public var rootController: UIViewController { root }

    /// Creates the root controller of each test's navigation controller: a plain
    /// `UIViewController` unless overridden.
    ///
    /// ```swift
    /// override func createRootController() -> UIViewController { HomeViewController() }
    /// ```
    open func createRootController() -> UIViewController {
      UIViewController()
    }

    /// Asserts that `action` does exactly `expected` to the test's window hierarchy; see
    /// ``assertHierarchyEvents(in:when:_:fileID:filePath:line:column:)``.
    ///
    /// ```swift
    /// try await assertEvents(when: { flow.start(with: pushed(in: navigationController)) }, [
    ///   .pushed(ControllerSummary(TutorialViewController.self, state: TutorialState.welcome)),
    /// ])
    /// ```
    public func assertEvents(
      when action: () throws -> Void, _ expected: [HierarchyEvent],
      fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
      column: UInt = #column
    ) async throws {
      try await assertHierarchyEvents(
        in: window, when: action, expected, fileID: fileID, filePath: filePath, line: line,
        column: column)
    }
  }
#endif

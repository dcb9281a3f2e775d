#if canImport(XCTest)
  import Lasso
  import XCTest

  /// An `XCTestCase` for flows: each test has a visible window whose root is a navigation
  /// controller with a root controller (``root``), and the flow assertions (free functions,
  /// usable in Swift Testing too) read as in the original Lasso:
  ///
  /// ```swift
  /// @MainActor final class TutorialFlowTests: FlowTestCase {
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
  /// The class is not isolated, as the original's was not, and its members are
  /// `@preconcurrency @MainActor`, as UIKit's are: a subclass's synchronous test methods, which
  /// XCTest runs on the main thread, use them as the original's tests did (in the Swift 6 mode,
  /// inside `MainActor.assumeIsolated { … }`). Mark a subclass `@MainActor` for `async` test
  /// methods that run on the main actor; not one with synchronous test methods, which XCTest on
  /// Linux cannot launch (docs/MIGRATION.md). The hierarchy is created on the first access to
  /// ``window``, ``navigationController``, ``root`` or ``hierarchy`` inside a test, and torn down
  /// by a teardown block after it (its window hidden and emptied). Override
  /// ``createRootController()`` for another root.
  open class FlowTestCase: XCTestCase {
    @MainActor private var storedHierarchy: FlowTestHierarchy?

    /// The test's window, navigation controller and root controller; created on first access.
    ///
    /// ```swift
    /// hierarchy.recorder.record { flow.start(with: pushed(in: navigationController)) }
    /// ```
    @preconcurrency @MainActor public var hierarchy: FlowTestHierarchy {
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
    @preconcurrency @MainActor public var window: UIWindow { hierarchy.window }

    /// The window's navigation controller, whose stack starts with ``root``.
    ///
    /// ```swift
    /// flow.start(with: pushed(in: navigationController))
    /// ```
    @preconcurrency @MainActor public var navigationController: UINavigationController {
      hierarchy.navigationController
    }

    /// The bottom of the navigation stack, to push after and present on.
    ///
    /// ```swift
    /// let welcome: TutorialViewController = try await assertPushed(after: root) { … }
    /// ```
    @preconcurrency @MainActor public var root: UIViewController { hierarchy.root }

    /// Lasso's `root(of:animated:)` placer. Declared here because the ``root`` property would
    /// hide the global function inside a test case (the original's `FlowTestCase` had no `root`,
    /// so its tests write `flow.start(with: root(of: navigationController))`).
    ///
    /// ```swift
    /// flow.start(with: root(of: navigationController))
    /// ```
    @preconcurrency @MainActor public func root<NavigationController: UINavigationController>(
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
    @preconcurrency @MainActor public func root(
      of window: UIWindow, using transition: WindowTransition? = nil
    ) -> ScreenPlacer<UIViewController> {
      Lasso.root(of: window, using: transition)
    }

    /// The original Lasso's name for ``root``.
    ///
    /// ```swift
    /// try await assertPresentation(on: rootController) { … }
    /// ```
    @preconcurrency @MainActor public var rootController: UIViewController { root }

    /// Creates the root controller of each test's navigation controller: a plain
    /// `UIViewController` unless overridden.
    ///
    /// ```swift
    /// override func createRootController() -> UIViewController { HomeViewController() }
    /// ```
    @preconcurrency @MainActor open func createRootController() -> UIViewController {
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
    @preconcurrency @MainActor public func assertEvents(
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

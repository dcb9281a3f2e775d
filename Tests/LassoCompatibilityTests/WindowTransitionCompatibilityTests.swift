import Foundation
import HeadlessUIKit
import Lasso
import LassoTestUtilities
import TestSupport
import XCTest

// The original Lasso's `UIWindow.Transition` and `setRootViewController(_:with:completion:)`, in
// its style, next to this package's `WindowTransition` and `root(of:using:)`: one type, one
// implementation, the same behaviour under both names.

/// A controller that records its appearance callbacks.
final class AppearanceRecordingController: UIViewController {
  var events: [String] = []

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    events.append("viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    events.append("viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    events.append("viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    events.append("viewDidDisappear")
  }
}

@MainActor final class WindowTransitionCompatibilityTests: XCTestCase {
  func test_presetsAndFactories() async {
    XCTAssertEqual(UIWindow.Transition.crossfade, .fade())
    XCTAssertEqual(UIWindow.Transition.push, .slide(from: .right))
    XCTAssertEqual(UIWindow.Transition.pop, .slide(from: .left))
    XCTAssertEqual(UIWindow.Transition.present, .cover(from: .bottom))
    XCTAssertEqual(UIWindow.Transition.dismiss, .reveal(from: .top))
    XCTAssertNotEqual(UIWindow.Transition.push, .pop)
    XCTAssertEqual(UIWindow.Transition.standardDuration, 0.33)
    XCTAssertEqual(UIWindow.Transition.standardBackgroundColorOpacity, 1.0)

    let custom = UIWindow.Transition.cover(
      from: .top, duration: 1, easing: .linear, backgroundColorOpacity: 0.5)
    XCTAssertEqual(custom.style, .cover)
    XCTAssertEqual(custom.direction, .top)
    XCTAssertEqual(custom.duration, 1)
    XCTAssertEqual(custom.easing, .linear)
    XCTAssertEqual(custom.backgroundColorOpacity, 0.5)
    XCTAssertNil(UIWindow.Transition.fade(backgroundColorOpacity: nil).backgroundColorOpacity)
    XCTAssertNil(UIWindow.Transition.crossfade.direction)
  }

  func test_theOriginalsNamesAreThisPackagesTypes() async {
    let transition: UIWindow.Transition = .push
    let ours: WindowTransition = transition
    let type: UIWindow.TransitionType = ours.style
    let direction: UIWindow.TransitionDirection? = ours.direction
    let easing: UIWindow.TransitionEasing = ours.easing
    XCTAssertEqual(type, WindowTransition.Style.slide)
    XCTAssertEqual(direction, WindowTransition.Direction.right)
    XCTAssertEqual(easing, WindowTransition.Easing.easeInOut)
    // This package's spellings keep working, with the standard duration.
    XCTAssertEqual(WindowTransition.slide(), .push)
    XCTAssertEqual(WindowTransition.fade(duration: 0.2).duration, 0.2)
    XCTAssertEqual(WindowTransition(style: .reveal, duration: 0.5), .reveal(duration: 0.5))
  }

  /// The root is set before the call returns; no appearance callback runs inside it; the
  /// completion runs later, once the old root disappeared and the new one appeared.
  func test_setRootViewController_setsTheRootAtOnceAndCompletesLater() async {
    let window = UIWindow()
    let old = AppearanceRecordingController()
    window.rootViewController = old
    window.makeKeyAndVisible()
    await waitForEvents(in: window)
    XCTAssertEqual(old.events, ["viewWillAppear", "viewDidAppear"])

    let new = AppearanceRecordingController()
    let completed = expectation(description: "the transition's completion")
    var completions = 0
    window.setRootViewController(new, with: .push) {
      completions += 1
      XCTAssertEqual(new.events, ["viewWillAppear", "viewDidAppear"])
      XCTAssertEqual(
        old.events, ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
      completed.fulfill()
    }
    XCTAssertTrue(window.rootViewController === new)
    XCTAssertTrue(window.isKeyWindow)
    XCTAssertEqual(completions, 0, "the completion never runs inside the call")
    XCTAssertEqual(new.events, [], "no appearance callback runs inside the call")
    await fulfillment(of: [completed], timeout: 5)
    await waitForEvents(in: window)
    XCTAssertEqual(completions, 1)
  }

  #if !canImport(UIKit)
    /// Headless: the change is an animated transition of the window, in the package's timing:
    /// its coordinator exists from the call to the end and reports
    /// `Headless.animatedTransitionDuration`, and the transition is still running on the
    /// turn after the call, where a non-animated one has ended (uikit-timing.md). Ordered in
    /// main-queue turns, not timed: the duration is long enough that no machine turns the queue
    /// that slowly.
    func test_headless_theChangeLastsTheAnimatedTransitionDuration() async {
      let saved = Headless.animatedTransitionDuration
      Headless.animatedTransitionDuration = 1
      defer { Headless.animatedTransitionDuration = saved }
      let window = UIWindow()
      window.rootViewController = UIViewController()
      window.makeKeyAndVisible()
      await waitForEvents(in: window)

      let new = AppearanceRecordingController()
      var completions = 0
      let completed = expectation(description: "the transition's completion")
      window.setRootViewController(new, with: .crossfade) {
        completions += 1
        XCTAssertNil(new.transitionCoordinator, "the transition has ended")
        completed.fulfill()
      }
      XCTAssertEqual(new.transitionCoordinator?.isAnimated, true)
      XCTAssertEqual(new.transitionCoordinator?.transitionDuration, 1)
      XCTAssertTrue(window.headless.isTransitioning)
      await nextMainQueueTurn()
      XCTAssertEqual(completions, 0, "an animated change outlasts the next turn")
      XCTAssertTrue(window.headless.isTransitioning)
      XCTAssertEqual(new.events, ["viewWillAppear"])
      await fulfillment(of: [completed], timeout: 10)
      XCTAssertEqual(completions, 1)
      XCTAssertEqual(new.events, ["viewWillAppear", "viewDidAppear"])
    }
  #endif

  /// A hidden window is shown and made key, as the original did.
  func test_setRootViewController_showsAHiddenWindow() async {
    let window = UIWindow()
    let root = AppearanceRecordingController()
    let completed = expectation(description: "the transition's completion")
    window.setRootViewController(root, with: .fade(duration: 0.1)) {
      XCTAssertEqual(root.events, ["viewWillAppear", "viewDidAppear"])
      completed.fulfill()
    }
    XCTAssertTrue(window.rootViewController === root)
    XCTAssertTrue(window.isKeyWindow)
    XCTAssertFalse(window.isHidden)
    XCTAssertEqual(root.events, [])
    await fulfillment(of: [completed], timeout: 5)
  }

  /// The placer with a transition and the original's method do the same, in the same time.
  func test_bothSpellingsBehaveTheSame() async {
    func run(_ replace: (UIWindow, UIViewController) -> Void) async -> [String] {
      let window = UIWindow()
      let old = AppearanceRecordingController()
      window.rootViewController = old
      window.makeKeyAndVisible()
      await waitForEvents(in: window)
      old.events = []
      let new = AppearanceRecordingController()
      replace(window, new)
      var log = ["root replaced: \(window.rootViewController === new)"]
      log += new.events.map { "in the call: new \($0)" }
      log.append("transitioning: \(isTransitioning(window))")
      await waitForEvents(in: window)
      log += old.events.map { "old \($0)" } + new.events.map { "new \($0)" }
      log.append("transitioning: \(isTransitioning(window))")
      return log
    }
    let placed = await run { window, controller in
      controller.place(with: root(of: window, using: .push))
    }
    let set = await run { window, controller in
      window.setRootViewController(controller, with: .push)
    }
    XCTAssertEqual(placed, set)
    #if !canImport(UIKit)
      XCTAssertEqual(
        set,
        [
          "root replaced: true", "transitioning: true", "old viewWillDisappear",
          "old viewDidDisappear", "new viewWillAppear", "new viewDidAppear", "transitioning: false",
        ])
    #endif
  }

  func test_theApplicationWindowPlacerTakesTheOriginalsTransitions() async throws {
    let window = UIWindow()
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    let controller = UIViewController()
    let placer = try XCTUnwrap(rootOfApplicationWindow(using: UIWindow.Transition.pop))
    controller.place(with: placer)
    XCTAssertTrue(window.rootViewController === controller)
    await waitForEvents(in: window)
    window.isHidden = true
  }
}

/// Whether the window's controllers are in a transition: known to the headless UIKit only.
@MainActor private func isTransitioning(_ window: UIWindow) -> String {
  #if canImport(UIKit)
    return "unknown"
  #else
    return "\(window.headless.isTransitioning)"
  #endif
}

import Foundation
import Lasso

/// A change in a controller's life that a flow test can assert: see
/// ``assertControllerEvent(_:on:when:timeout:fileID:filePath:line:column:)``.
///
/// ```swift
/// try await assertControllerEvent(.viewDidDisappear, on: root) { flow.start(with: pushed(in: nav)) }
/// ```
public enum ControllerEvent: String, Equatable, Sendable, CaseIterable {
  /// Its view was loaded (`viewDidLoad` ran).
  case viewDidLoad
  /// It entered a visible window's visible hierarchy (`viewDidAppear` ran).
  case viewDidAppear
  /// It left a visible window's visible hierarchy (`viewDidDisappear` ran).
  case viewDidDisappear
}

/// What flow tests can see of a controller's life: whether its view is loaded and whether it is
/// shown in a visible window.
struct ControllerLifecycle: Equatable {
  var isViewLoaded: Bool
  var isVisible: Bool

  @MainActor init(_ controller: UIViewController) {
    isViewLoaded = controller.isViewLoaded
    isVisible = controller.viewIfLoaded?.window.map { !$0.isHidden } ?? false
  }

  init(isViewLoaded: Bool, isVisible: Bool) {
    self.isViewLoaded = isViewLoaded
    self.isVisible = isVisible
  }

  /// Whether going from `self` to `after` is `event`.
  func happened(_ event: ControllerEvent, becoming after: Self) -> Bool {
    switch event {
    case .viewDidLoad: !isViewLoaded && after.isViewLoaded
    case .viewDidAppear: !isVisible && after.isVisible
    case .viewDidDisappear: isVisible && !after.isVisible
    }
  }

  /// The lifecycle after `event`, from `self`.
  func after(_ event: ControllerEvent) -> Self {
    switch event {
    case .viewDidLoad: Self(isViewLoaded: true, isVisible: isVisible)
    case .viewDidAppear: Self(isViewLoaded: true, isVisible: true)
    case .viewDidDisappear: Self(isViewLoaded: isViewLoaded, isVisible: false)
    }
  }
}

/// Asserts that `action` causes `event` in `controller`'s life, judged by its state before the
/// action (once the transitions in progress ended) and after the transitions the action started
/// ended, waiting at most `timeout` seconds (five by default); a controller that appears and
/// disappears within the action shows neither.
/// A failure is reported at the caller's line with a `−`/`+` diff of the controller's state and
/// the hierarchy, then thrown as a ``FlowAssertionError``.
///
/// ```swift
/// try await assertControllerEvent(.viewDidAppear, on: root) {
///   navigationController.headless.tapBackButton()
/// }
/// ```
@preconcurrency @MainActor public func assertControllerEvent(
  _ event: ControllerEvent, on controller: UIViewController, when action: () throws -> Void,
  timeout: TimeInterval? = nil, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async throws {
  _ = try await controllerEventAssertion(event, on: controller).run(
    .init(timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column),
    when: action)
}

/// What ``assertControllerEvent(_:on:when:timeout:fileID:filePath:line:column:)`` checks: once the
/// transitions ended.
@MainActor
func controllerEventAssertion(
  _ event: ControllerEvent, on controller: UIViewController
) -> FlowAssertion<UIViewController, UIViewController> {
  FlowAssertion(
    name: "assertControllerEvent(_:on:)", subject: controller, anchors: [controller]
  ) { location in
    let before = ControllerLifecycle(controller)
    return .afterTransitions(controller) {
      let after = ControllerLifecycle(controller)
      if before.happened(event, becoming: after) { return }
      try location.fail(
        flowFailure(
          "Expected \(event.rawValue) in \(Misuse.name(of: type(of: controller))); it was"
            + " \(dumped(before).replacingOccurrences(of: "\n", with: " ")) before the action:",
          expected: before.after(event), actual: after, around: controller,
          marking: [controller]))
    }
  }
}

/// Lets the work that an action scheduled on the main actor run: blocks queued on the main
/// queue (`LassoStore.enqueueAction(_:)`, `DispatchQueue.main.async`) and tasks ready to
/// run on the main actor, for a few rounds; then waits for the controller transitions in
/// progress in every window of the application to end (at most `timeout` seconds, five by
/// default; longer fails the test). Work that waits for time or I/O needs that awaited (a
/// `TestClock`, a store's `settle()`) instead. Tests that run in parallel, each with its own
/// window, wait on their own: ``waitForEvents(in:rounds:timeout:fileID:filePath:line:column:)``.
///
/// ```swift
/// store.enqueueAction(.didTapLogin)
/// await waitForEvents()
/// let home: HomeViewController = try await assertPushed(after: login) {}
/// ```
@preconcurrency @MainActor public func waitForEvents(
  rounds: Int = 3, timeout: TimeInterval? = nil, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async {
  await waitForEvents(
    in: applicationWindows, rounds: rounds, timeout: timeout ?? LassoTimeouts.defaultTimeout,
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// As ``waitForEvents(rounds:timeout:fileID:filePath:line:column:)``, for the transitions of
/// `window` only: what a test waits for when other tests, running in parallel, have windows of
/// their own.
///
/// ```swift
/// hierarchy.navigationController.popToRootViewController(animated: true)
/// await waitForEvents(in: hierarchy.window)
/// ```
@preconcurrency @MainActor public func waitForEvents(
  in window: UIWindow, rounds: Int = 3, timeout: TimeInterval? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) async {
  await waitForEvents(
    in: { [window] }, rounds: rounds, timeout: timeout ?? LassoTimeouts.defaultTimeout,
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Lets queued main-actor work run for `rounds`, then waits for the transitions of the windows
/// `windows` returns; reports a timeout at `location`.
@MainActor func waitForEvents(
  in windows: () -> [UIWindow], rounds: Int, timeout: TimeInterval, at location: SourceLocation
) async {
  if let pending = await pendingAfterEvents(in: windows, rounds: rounds, timeout: timeout) {
    location.report(eventsTimeoutMessage("waitForEvents", timeout: timeout, pending: pending))
  }
}

/// Lets queued main-actor work run for `rounds`, then waits for the transitions of the windows
/// `windows` returns; `nil`, or what was still in progress after `timeout`.
@MainActor func pendingAfterEvents(
  in windows: () -> [UIWindow], rounds: Int, timeout: TimeInterval
) async -> String? {
  for _ in 0..<max(rounds, 1) {
    await hopThroughMainQueue()
    await Task.yield()
  }
  return await waitForTransitions(in: windows, timeout: timeout)
}

/// The failure of a wait named `wait` that gave up after `timeout` with `pending` in progress.
func eventsTimeoutMessage(_ wait: String, timeout: TimeInterval, pending: String) -> String {
  "\(wait) waited \(timeout) s for the transitions in progress; still in progress: \(pending)."
    + " Fix: let transitions end, or give a longer timeout. (\(timeoutScaleNote))"
}

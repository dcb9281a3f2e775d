import Foundation
import Lasso

/// A change in a controller's life that a flow test can assert: see
/// ``assertControllerEvent(_:on:when:fileID:filePath:line:column:)``.
///
/// ```swift
/// try assertControllerEvent(.viewDidDisappear, on: root) { flow.start(with: pushed(in: nav)) }
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

/// Asserts that `action` causes `event` in `controller`'s life, judged by its state before and
/// after the action (a controller that appears and disappears within the action shows neither).
/// A failure is reported at the caller's line with a `−`/`+` diff of the controller's state and
/// the hierarchy, then thrown as a ``FlowAssertionError``.
///
/// ```swift
/// try assertControllerEvent(.viewDidAppear, on: root) {
///   navigationController.simulateUserTapBackButton()
/// }
/// ```
@MainActor public func assertControllerEvent(
  _ event: ControllerEvent, on controller: UIViewController, when action: () throws -> Void,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) throws {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let before = ControllerLifecycle(controller)
  try location.perform(action)
  let after = ControllerLifecycle(controller)
  if before.happened(event, becoming: after) { return }
  try location.fail(
    flowFailure(
      "Expected \(event.rawValue) in \(Misuse.name(of: type(of: controller))); it was"
        + " \(dumped(before).replacingOccurrences(of: "\n", with: " ")) before the action:",
      expected: before.after(event), actual: after, around: controller, marking: [controller]))
}

/// Lets the work that an action scheduled on the main actor run: blocks queued on the main
/// queue (`LassoStore.enqueueAction(_:)`, `DispatchQueue.main.async`) and tasks ready to
/// run on the main actor, for a few rounds. It never sleeps: UIKit animations complete at once
/// here, and work that waits for time or I/O needs that awaited (a `TestClock`, a store's
/// `settle()`) instead.
///
/// ```swift
/// store.enqueueAction(.didTapLogin)
/// await waitForEvents()
/// let home: HomeViewController = try assertPushed(after: login) {}
/// ```
@MainActor public func waitForEvents(rounds: Int = 3) async {
  for _ in 0..<max(rounds, 1) {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { continuation.resume() }
    }
    await Task.yield()
  }
}

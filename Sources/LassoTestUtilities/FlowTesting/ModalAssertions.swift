import Lasso

// Modal assertions: each waits for the transitions in progress, runs an action, checks what it
// did to the presentations above a controller (a presentation as UIKit sets it when the call
// returns, a dismissal once it ended), waits for the transitions it started (the hooks run on
// the way) and returns the controller it expected, typed as the caller asks. A failure is
// reported at the test's line, with a `−`/`+` diff of the expected and actual presentation
// chains and the whole hierarchy, then thrown as a `FlowAssertionError` to stop the test.

/// Asserts that `action` presents a new controller of type `Controller` on `presenting` (or on
/// the ancestor that presents for it, as UIKit does), waits for the presentation to end (at most
/// `timeout` seconds, five by default), and returns it. The hooks run once its view is loaded,
/// once the will-callbacks may have run and once the presentation ended.
///
/// ```swift
/// let navigation: UINavigationController = try await assertPresentation(on: root) {
///   flow.start(with: presented(on: root).withNavigationEmbedding())
/// }
/// ```
@preconcurrency @MainActor
public func assertPresentation<Presenting: UIViewController, Controller: UIViewController>(
  on presenting: Presenting, when action: () throws -> Void, timeout: TimeInterval? = nil,
  onViewDidLoad: (Controller) -> Void = { _ in },
  onViewWillAppear: (Controller) -> Void = { _ in },
  onViewDidAppear: (Controller) -> Void = { _ in },
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) async throws -> Controller {
  try await presentationAssertion(on: presenting, fullScreen: false).run(
    .init(timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column),
    when: action, onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
    onViewDidAppear: onViewDidAppear)
}

/// Asserts that `action` presents a new controller of type `Controller` full screen
/// (`.fullScreen` or `.overFullScreen`) on `presenting`, waits for the presentation to end, and
/// returns it; see ``assertPresentation(on:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:fileID:filePath:line:column:)``.
///
/// ```swift
/// let player: PlayerViewController = try await assertFullScreenPresentation(on: root) {
///   flow.start(with: presented(on: root))
/// }
/// ```
@preconcurrency @MainActor
public func assertFullScreenPresentation<
  Presenting: UIViewController, Controller: UIViewController
>(
  on presenting: Presenting, when action: () throws -> Void, timeout: TimeInterval? = nil,
  onViewDidLoad: (Presenting, Controller) -> Void = { _, _ in },
  onViewWillAppear: (Presenting, Controller) -> Void = { _, _ in },
  onViewDidAppear: (Presenting, Controller) -> Void = { _, _ in },
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) async throws -> Controller {
  try await presentationAssertion(on: presenting, fullScreen: true).run(
    .init(timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column),
    when: action, onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
    onViewDidAppear: onViewDidAppear)
}

/// Asserts that `action` dismisses `presented` (and whatever it presents) so that `presenting`
/// presents nothing any more once the dismissal ended (UIKit keeps `presentedViewController` set
/// until then), waiting for it at most `timeout` seconds (five by default); returns
/// `presenting`. The hooks run once the will-callbacks may have run and once it ended.
///
/// ```swift
/// let root: UIViewController = try await assertDismissal(from: modal, to: root) {
///   modal.store.dispatchAction(.didTapClose)
/// }
/// ```
@preconcurrency @MainActor @discardableResult
public func assertDismissal<
  Presented: UIViewController, Controller: UIViewController
>(
  from presented: Presented, to presenting: Controller, when action: () throws -> Void,
  timeout: TimeInterval? = nil, onViewWillAppear: (Presented) -> Void = { _ in },
  onViewDidAppear: (Presented) -> Void = { _ in },
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) async throws -> Controller {
  try await dismissalAssertion(from: presented, to: presenting, fullScreen: false).run(
    .init(timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column),
    when: action, onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
}

/// Asserts that `action` dismisses `presented`, which was presented full screen, so that
/// `presenting` presents nothing any more once the dismissal ended; returns `presenting`. See
/// ``assertDismissal(from:to:when:timeout:onViewWillAppear:onViewDidAppear:fileID:filePath:line:column:)``.
///
/// ```swift
/// try await assertFullScreenDismissal(from: player, to: root) { player.dismiss(animated: true) }
/// ```
@preconcurrency @MainActor @discardableResult
public func assertFullScreenDismissal<
  Presented: UIViewController, Controller: UIViewController
>(
  from presented: Presented, to presenting: Controller, when action: () throws -> Void,
  timeout: TimeInterval? = nil,
  onViewWillAppear: (Presented, Controller) -> Void = { _, _ in },
  onViewDidAppear: (Presented, Controller) -> Void = { _, _ in },
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) async throws -> Controller {
  try await dismissalAssertion(from: presented, to: presenting, fullScreen: true).run(
    .init(timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column),
    when: action, onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
}

/// What the presentation assertions check.
@MainActor
func presentationAssertion<Presenting: UIViewController, Controller: UIViewController>(
  on presenting: Presenting, fullScreen: Bool
) -> FlowAssertion<Presenting, Controller> {
  let assertion = fullScreen ? "assertFullScreenPresentation(on:)" : "assertPresentation(on:)"
  return FlowAssertion(name: assertion, subject: presenting, anchors: [presenting]) {
    location in
    let before = presenting.presentedViewController
    return .atOnce {
      let after = presenting.presentedViewController
      if let presented = after as? Controller, presented !== before,
        !fullScreen || presented.isFullScreen
      {
        return presented
      }
      let expected = "\(expectedEntry(Controller.self, matching: after))"
      try location.fail(
        flowFailure(
          "Expected a new \(Misuse.name(of: Controller.self)) presented"
            + "\(fullScreen ? " full screen" : "") on \(Misuse.name(of: type(of: presenting))):",
          expected: [fullScreen ? "\(expected) .fullScreen" : expected],
          actual: presentationEntries(above: presenting, before: before, showingStyle: fullScreen),
          around: presenting, marking: [presenting]))
    }
  }
}

/// What the dismissal assertions check: once the dismissal ended, as UIKit keeps the dismissed
/// controller presented until then (uikit-timing.md 2.4).
@MainActor
func dismissalAssertion<Presented: UIViewController, Controller: UIViewController>(
  from presented: Presented, to presenting: Controller, fullScreen: Bool
) -> FlowAssertion<Presented, Controller> {
  let assertion = fullScreen ? "assertFullScreenDismissal(from:to:)" : "assertDismissal(from:to:)"
  return FlowAssertion(name: assertion, subject: presented, anchors: [presenting, presented]) {
    location in
    guard presented.presentingViewController != nil, presenting.presentedViewController != nil
    else {
      try location.fail(
        "\(assertion) needs \(Misuse.name(of: type(of: presented))) presented above"
          + " \(Misuse.name(of: Controller.self)) before the action.\n\nHierarchy:\n"
          + hierarchyDescription(of: presenting, marking: [presented, presenting]).indented)
    }
    if fullScreen, !presented.presentedContainerIsFullScreen {
      try location.fail(
        flowFailure(
          "\(assertion) expected \(Misuse.name(of: type(of: presented))) presented full screen:",
          expected: ".fullScreen", actual: presented.presentedContainerStyle,
          around: presenting, marking: [presented]))
    }
    let before = presenting.presentedViewController
    return .afterTransitions(presenting) {
      if presenting.presentedViewController == nil, presented.presentingViewController == nil {
        return
      }
      try location.fail(
        flowFailure(
          "Expected \(Misuse.name(of: type(of: presented))) dismissed, so that"
            + " \(Misuse.name(of: Controller.self)) presents nothing:",
          expected: [String](),
          actual: presentationEntries(above: presenting, before: before, showingStyle: false),
          around: presenting, marking: [presenting]))
    }
  }
}

/// The chain of controllers presented above `presenting`, as type names, the first marked
/// `(new)` when it is not `before`.
@MainActor
private func presentationEntries(
  above presenting: UIViewController, before: UIViewController?, showingStyle: Bool
) -> [String] {
  var entries: [String] = []
  var next = presenting.presentedViewController
  while let controller = next {
    var entry = Misuse.name(of: type(of: controller))
    if entries.isEmpty, controller !== before { entry += " (new)" }
    if showingStyle { entry += " .\(controller.modalPresentationStyle)" }
    entries.append(entry)
    next = controller.ownPresented
  }
  return entries
}

extension UIViewController {
  /// Whether it is presented (or would be) covering the whole screen.
  fileprivate var isFullScreen: Bool {
    modalPresentationStyle == .fullScreen || modalPresentationStyle == .overFullScreen
  }

  /// The presented ancestor of this controller (itself, or the container it is in).
  fileprivate var presentedContainer: UIViewController {
    var current = self
    while current.presentingViewController?.ownPresented !== current, let parent = current.parent {
      current = parent
    }
    return current
  }

  fileprivate var presentedContainerIsFullScreen: Bool { presentedContainer.isFullScreen }

  fileprivate var presentedContainerStyle: String {
    ".\(presentedContainer.modalPresentationStyle)"
  }
}

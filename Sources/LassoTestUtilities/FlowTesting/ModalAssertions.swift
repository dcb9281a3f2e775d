import Lasso

// Modal assertions: each runs an action, checks what it did to the presentations above a
// controller, and returns the controller it expected, typed as the caller asks. A failure is
// reported at the test's line, with a `−`/`+` diff of the expected and actual presentation
// chains and the whole hierarchy, then thrown as a `FlowAssertionError` to stop the test.

/// Asserts that `action` presents a new controller of type `Controller` on `presenting` (or on
/// the ancestor that presents for it, as UIKit does), and returns it.
///
/// ```swift
/// let navigation: UINavigationController = try assertPresentation(on: root) {
///   flow.start(with: presented(on: root).withNavigationEmbedding())
/// }
/// ```
@MainActor public func assertPresentation<Controller: UIViewController>(
  on presenting: UIViewController, when action: () throws -> Void,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) throws -> Controller {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  return try presentation(
    on: presenting, fullScreen: false, action: action, assertion: "assertPresentation(on:)",
    at: location)
}

/// Asserts that `action` presents a new controller of type `Controller` full screen
/// (`.fullScreen` or `.overFullScreen`) on `presenting`, and returns it.
///
/// ```swift
/// let player: PlayerViewController = try assertFullScreenPresentation(on: root) {
///   flow.start(with: presented(on: root))
/// }
/// ```
@MainActor public func assertFullScreenPresentation<Controller: UIViewController>(
  on presenting: UIViewController, when action: () throws -> Void,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) throws -> Controller {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  return try presentation(
    on: presenting, fullScreen: true, action: action,
    assertion: "assertFullScreenPresentation(on:)", at: location)
}

/// Asserts that `action` dismisses `presented` (and whatever it presents) so that `presenting`
/// presents nothing any more, and returns `presenting`.
///
/// ```swift
/// let root: UIViewController = try assertDismissal(from: modal, to: root) {
///   modal.store.dispatchAction(.didTapClose)
/// }
/// ```
@MainActor @discardableResult public func assertDismissal<Controller: UIViewController>(
  from presented: UIViewController, to presenting: Controller, when action: () throws -> Void,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) throws -> Controller {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  return try dismissal(
    from: presented, to: presenting, fullScreen: false, action: action,
    assertion: "assertDismissal(from:to:)", at: location)
}

/// Asserts that `action` dismisses `presented`, which was presented full screen, so that
/// `presenting` presents nothing any more, and returns `presenting`.
///
/// ```swift
/// try assertFullScreenDismissal(from: player, to: root) { player.dismiss(animated: true) }
/// ```
@MainActor @discardableResult public func assertFullScreenDismissal<Controller: UIViewController>(
  from presented: UIViewController, to presenting: Controller, when action: () throws -> Void,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) throws -> Controller {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  return try dismissal(
    from: presented, to: presenting, fullScreen: true, action: action,
    assertion: "assertFullScreenDismissal(from:to:)", at: location)
}

@MainActor
private func presentation<Controller: UIViewController>(
  on presenting: UIViewController, fullScreen: Bool, action: () throws -> Void,
  assertion: String, at location: SourceLocation
) throws -> Controller {
  let before = presenting.presentedViewController
  try location.perform(action)
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

@MainActor
private func dismissal<Controller: UIViewController>(
  from presented: UIViewController, to presenting: Controller, fullScreen: Bool,
  action: () throws -> Void, assertion: String, at location: SourceLocation
) throws -> Controller {
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
  try location.perform(action)
  if presenting.presentedViewController == nil, presented.presentingViewController == nil {
    return presenting
  }
  try location.fail(
    flowFailure(
      "Expected \(Misuse.name(of: type(of: presented))) dismissed, so that"
        + " \(Misuse.name(of: Controller.self)) presents nothing:",
      expected: [String](),
      actual: presentationEntries(above: presenting, before: before, showingStyle: false),
      around: presenting, marking: [presenting]))
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

import Lasso

// Navigation assertions: each waits for the transitions in progress, runs an action, checks what
// it did to a navigation stack (as UIKit sets it when the call returns), waits for the
// transitions it started (the hooks run on the way: view loaded, will-callbacks, did-callbacks)
// and returns the controller it expected, typed as the caller asks. A failure is reported at the
// test's line, with a `−`/`+` diff of the expected and actual stacks (new controllers marked
// `(new)`) and the whole hierarchy, then thrown as a `FlowAssertionError` to stop the test.

/// Asserts that `action` makes a new controller of type `Controller` the only one in
/// `navigationController`'s stack, waits for the transition (at most `timeout` seconds, five by
/// default), and returns it. The hooks run once its view is loaded, once the will-callbacks may
/// have run (a hop through the main queue) and once the transition ended.
///
/// ```swift
/// let welcome: TutorialViewController = try await assertRoot(of: navigationController) {
///   flow.start(with: root(of: navigationController))
/// }
/// ```
@preconcurrency @MainActor public func assertRoot<Controller: UIViewController>(
  of navigationController: UINavigationController, when action: () throws -> Void,
  timeout: TimeInterval? = nil, onViewDidLoad: (Controller) -> Void = { _ in },
  onViewWillAppear: (Controller) -> Void = { _ in },
  onViewDidAppear: (Controller) -> Void = { _ in },
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) async throws -> Controller {
  try await rootAssertion(of: navigationController).run(
    .init(timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column),
    when: action, onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
    onViewDidAppear: onViewDidAppear)
}

/// What ``assertRoot(of:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:fileID:filePath:line:column:)``
/// checks.
@MainActor
func rootAssertion<Controller: UIViewController>(
  of navigationController: UINavigationController
) -> FlowAssertion<UINavigationController, Controller> {
  FlowAssertion(
    name: "assertRoot(of:)", subject: navigationController, anchors: [navigationController]
  ) { location in
    let before = navigationController.viewControllers
    return .atOnce {
      let after = navigationController.viewControllers
      if after.count == 1, let root = after[0] as? Controller, !before.contains(root) {
        return root
      }
      try location.fail(
        flowFailure(
          "Expected a new \(Misuse.name(of: Controller.self)) as the root of the navigation"
            + " controller:",
          expected: [expectedEntry(Controller.self, matching: after.last)],
          actual: stackEntries(after, before: before), around: navigationController))
    }
  }
}

/// Asserts that `action` pushes a new controller of type `Controller` right after `previous`
/// (which must be in a navigation controller's stack), waits for the push to end (at most
/// `timeout` seconds, five by default), and returns it. The hooks run once its view is loaded,
/// once the will-callbacks may have run and once the push ended.
///
/// ```swift
/// let finish: TutorialViewController = try await assertPushed(after: welcome) {
///   welcome.store.dispatchAction(.didPressButton(index: 1))
/// }
/// ```
@preconcurrency @MainActor
public func assertPushed<Previous: UIViewController, Controller: UIViewController>(
  after previous: Previous, when action: () throws -> Void, timeout: TimeInterval? = nil,
  onViewDidLoad: (Previous, Controller) -> Void = { _, _ in },
  onViewWillAppear: (Previous, Controller) -> Void = { _, _ in },
  onViewDidAppear: (Previous, Controller) -> Void = { _, _ in },
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) async throws -> Controller {
  try await pushAssertion(after: previous).run(
    .init(timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column),
    when: action, onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
    onViewDidAppear: onViewDidAppear)
}

/// What ``assertPushed(after:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:fileID:filePath:line:column:)``
/// checks.
@MainActor
func pushAssertion<Previous: UIViewController, Controller: UIViewController>(
  after previous: Previous
) -> FlowAssertion<Previous, Controller> {
  FlowAssertion(name: "assertPushed(after:)", subject: previous, anchors: [previous]) {
    location in
    let (navigationController, before, index) = try stackPosition(
      of: previous, for: "assertPushed(after:)", at: location)
    return .atOnce {
      let after = navigationController.viewControllers
      let kept = Array(before[...index])
      if after.count == kept.count + 1, zip(kept, after).allSatisfy({ $0 === $1 }),
        let pushed = after.last as? Controller, !before.contains(pushed)
      {
        return pushed
      }
      try location.fail(
        flowFailure(
          "Expected a new \(Misuse.name(of: Controller.self)) pushed after"
            + " \(Misuse.name(of: type(of: previous))):",
          expected: stackEntries(kept, before: before)
            + [expectedEntry(Controller.self, matching: after.last)],
          actual: stackEntries(after, before: before), around: navigationController,
          marking: [previous]))
    }
  }
}

/// Asserts that `action` pops the navigation stack from `from` back to `to`: `to` is on top and
/// every controller above it is gone. Waits for the pop to end (at most `timeout` seconds, five
/// by default; the hooks run once the will-callbacks may have run and once it ended) and
/// returns `to`.
///
/// ```swift
/// let welcome: TutorialViewController = try await assertPopped(from: finish, to: welcome) {
///   navigationController.headless.tapBackButton()
/// }
/// ```
@preconcurrency @MainActor @discardableResult
public func assertPopped<
  From: UIViewController, Controller: UIViewController
>(
  from: From, to: Controller, when action: () throws -> Void, timeout: TimeInterval? = nil,
  onViewWillAppear: (From, Controller) -> Void = { _, _ in },
  onViewDidAppear: (From, Controller) -> Void = { _, _ in },
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) async throws -> Controller {
  try await popAssertion(from: from, to: to).run(
    .init(timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column),
    when: action, onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
}

/// What ``assertPopped(from:to:when:timeout:onViewWillAppear:onViewDidAppear:fileID:filePath:line:column:)``
/// checks.
@MainActor
func popAssertion<From: UIViewController, Controller: UIViewController>(
  from: From, to: Controller
) -> FlowAssertion<From, Controller> {
  FlowAssertion(name: "assertPopped(from:to:)", subject: from, anchors: [to, from]) {
    location in
    let (navigationController, before, index) = try stackPosition(
      of: to, for: "assertPopped(from:to:)", at: location)
    guard let fromIndex = before.firstIndex(where: { $0 === from }), fromIndex > index else {
      try location.fail(
        "assertPopped(from:to:) needs \(Misuse.name(of: type(of: from))) above"
          + " \(Misuse.name(of: Controller.self)) in the same navigation stack before the"
          + " action.\n\nHierarchy:\n"
          + hierarchyDescription(of: to, marking: [from, to]).indented)
    }
    return .atOnce {
      let after = navigationController.viewControllers
      let kept = Array(before[...index])
      if after.count == kept.count, zip(kept, after).allSatisfy({ $0 === $1 }) {
        return to
      }
      try location.fail(
        flowFailure(
          "Expected the navigation stack popped from \(Misuse.name(of: type(of: from))) to"
            + " \(Misuse.name(of: Controller.self)):",
          expected: stackEntries(kept, before: before),
          actual: stackEntries(after, before: before), around: navigationController,
          marking: [to]))
    }
  }
}

/// The navigation controller whose stack holds `controller`, its stack and the index of
/// `controller` in it; a failure when it is in no stack.
@MainActor
private func stackPosition(
  of controller: UIViewController, for assertion: String, at location: SourceLocation
) throws -> (UINavigationController, [UIViewController], Int) {
  if let navigationController = controller.navigationController {
    let stack = navigationController.viewControllers
    if let index = stack.firstIndex(where: { $0 === controller }) {
      return (navigationController, stack, index)
    }
  }
  try location.fail(
    "\(assertion) needs \(Misuse.name(of: type(of: controller))) in a navigation controller's"
      + " stack, but it is not in one.\n\nHierarchy:\n"
      + hierarchyDescription(of: controller, marking: [controller]).indented)
}

/// The stack as type names, the controllers not in `before` marked `(new)`.
@MainActor
func stackEntries(_ stack: [UIViewController], before: [UIViewController]) -> [String] {
  stack.map { controller in
    let name = Misuse.name(of: type(of: controller))
    return before.contains { $0 === controller } ? name : "\(name) (new)"
  }
}

/// The entry of the new controller an assertion expects: `Expected`'s name, or the actual
/// controller's name when it is an `Expected` (a subclass), so the diff shows only what differs.
@MainActor
func expectedEntry<Expected: UIViewController>(
  _ expected: Expected.Type, matching actual: UIViewController?
) -> String {
  guard let actual, actual is Expected else { return "\(Misuse.name(of: expected)) (new)" }
  return "\(Misuse.name(of: type(of: actual))) (new)"
}

import Lasso

/// Something that happened to a window's controller hierarchy during a recorded action, with the
/// controller it happened to (its type and, for a screen, its state afterwards).
///
/// ```swift
/// let events = try await recordHierarchyEvents(in: window) { flow.start(with: pushed(in: nav)) }
/// #expect(events == [.pushed(ControllerSummary(TutorialViewController.self, state: welcome))])
/// ```
///
/// A controller placed with contents (a presented navigation controller, a tab bar controller)
/// is followed by the events that describe them: `.root` and `.pushed` for a navigation
/// controller's stack, `.embedded` for other children, `.presented` for what it presents.
public enum HierarchyEvent: Equatable {
  /// Became a window's root controller.
  case windowRoot(ControllerSummary)
  /// Became the root (bottom) of a navigation controller's stack.
  case root(ControllerSummary)
  /// Was pushed onto a navigation controller's stack.
  case pushed(ControllerSummary)
  /// Left a navigation controller's stack.
  case popped(ControllerSummary)
  /// Was presented.
  case presented(ControllerSummary)
  /// Was dismissed (with whatever it presented).
  case dismissed(ControllerSummary)
  /// Became a child of a container other than a navigation controller (a tab, a page …).
  case embedded(ControllerSummary, in: ControllerSummary)
  /// Stopped being a child of a container other than a navigation controller.
  case removed(ControllerSummary, from: ControllerSummary)
}

/// The events that turn the hierarchy `old` into `new` (window roots; `nil` when none).
@MainActor
func hierarchyEvents(from old: HierarchyNode?, to new: HierarchyNode?) -> [HierarchyEvent] {
  var events: [HierarchyEvent] = []
  switch (old, new) {
  case (let old?, let new?) where old.controller === new.controller:
    compare(old, new, into: &events)
  case (_, let new?):
    events.append(.windowRoot(new.summary))
    describeNew(new, into: &events)
  default:
    break
  }
  return events
}

@MainActor
private func compare(
  _ old: HierarchyNode, _ new: HierarchyNode, into events: inout [HierarchyEvent]
) {
  let leaving = old.contents.filter { node in
    !new.contents.contains { $0.controller === node.controller }
  }
  for node in leaving.reversed() {
    events.append(
      new.isNavigation ? .popped(node.summary) : .removed(node.summary, from: new.summary))
  }
  for (index, node) in new.contents.enumerated() {
    if let previous = old.contents.first(where: { $0.controller === node.controller }) {
      compare(previous, node, into: &events)
    } else {
      events.append(contentEvent(for: node, at: index, in: new))
      describeNew(node, into: &events)
    }
  }
  switch (old.presented, new.presented) {
  case (let before?, let after?) where before.controller === after.controller:
    compare(before, after, into: &events)
  case (let before, let after):
    if let before { events.append(.dismissed(before.summary)) }
    if let after {
      events.append(.presented(after.summary))
      describeNew(after, into: &events)
    }
  }
}

/// The events that describe the contents of a controller just placed.
@MainActor
private func describeNew(_ node: HierarchyNode, into events: inout [HierarchyEvent]) {
  for (index, child) in node.contents.enumerated() {
    events.append(contentEvent(for: child, at: index, in: node))
    describeNew(child, into: &events)
  }
  if let presented = node.presented {
    events.append(.presented(presented.summary))
    describeNew(presented, into: &events)
  }
}

@MainActor
private func contentEvent(
  for child: HierarchyNode, at index: Int, in container: HierarchyNode
) -> HierarchyEvent {
  guard container.isNavigation else { return .embedded(child.summary, in: container.summary) }
  return index == 0 ? .root(child.summary) : .pushed(child.summary)
}

import Lasso

/// A controller and what it holds at one moment: its contents (a navigation controller's stack,
/// another container's children) and the controller it presents. It keeps the controllers alive,
/// so that a controller released during a recorded action cannot be mistaken for a new one
/// created at the same address.
@MainActor
final class HierarchyNode {
  let controller: UIViewController
  let summary: ControllerSummary
  let contents: [HierarchyNode]
  let presented: HierarchyNode?

  init(_ controller: UIViewController) {
    self.controller = controller
    summary = ControllerSummary(describing: controller)
    let inner =
      (controller as? UINavigationController)?.viewControllers ?? controller.children
    contents = inner.map(HierarchyNode.init)
    presented = controller.ownPresented.map(HierarchyNode.init)
  }

  var isNavigation: Bool { controller is UINavigationController }

  /// The tree, one controller a line, indented by depth; `marked` controllers are flagged.
  func describe(depth: Int = 0, marking marked: [UIViewController] = []) -> [String] {
    let indent = String(repeating: "  ", count: depth)
    let flag = marked.contains { $0 === controller } ? "  ◀︎" : ""
    var lines = ["\(indent)\(summary.type)\(flag)"]
    if let state = summary.state {
      lines += "\(state)".split(separator: "\n").map { "\(indent)    \($0)" }
    }
    for (index, child) in contents.enumerated() {
      var childLines = child.describe(depth: depth + 1, marking: marked)
      let label = isNavigation ? "[\(index)] " : "child: "
      childLines[0] = "\(indent)  \(label)" + childLines[0].dropFirst(indent.count + 2)
      lines += childLines
    }
    if let presented {
      var presentedLines = presented.describe(depth: depth + 1, marking: marked)
      presentedLines[0] =
        "\(indent)  presents: " + presentedLines[0].dropFirst(indent.count + 2)
      lines += presentedLines
    }
    return lines
  }
}

extension UIViewController {
  /// The controller this one presents itself (not one presented by an ancestor).
  var ownPresented: UIViewController? {
    guard let presented = presentedViewController, presented.presentingViewController === self
    else { return nil }
    return presented
  }

  /// The top of the hierarchy that holds this controller, through parents and presenters.
  var hierarchyRoot: UIViewController {
    var current = self
    while let next = current.parent ?? current.presentingViewController { current = next }
    return current
  }
}

/// The hierarchy that holds `controller`, described for a failure message: its window (when it
/// is a window's root) and every controller under it, `marked` ones flagged with `◀︎`.
@MainActor
func hierarchyDescription(
  of controller: UIViewController, marking marked: [UIViewController] = []
) -> String {
  let root = controller.hierarchyRoot
  // Asked of the root's view rather than of the application's windows: the same on UIKit
  // (where `UIApplication.windows` is deprecated for scenes) and on the headless UIKit.
  let inWindow = root.viewIfLoaded?.window?.rootViewController === root
  let lines = HierarchyNode(root).describe(depth: inWindow ? 1 : 0, marking: marked)
  let header = inWindow ? ["UIWindow"] : ["(not in a window)"]
  return (header + lines).joined(separator: "\n")
}

/// `headline`, the `−`/`+` diff of `expected` and `actual`, and the hierarchy around `controller`.
@MainActor
func flowFailure<T>(
  _ headline: String, expected: T, actual: T, around controller: UIViewController,
  marking marked: [UIViewController] = []
) -> String {
  failure(headline, expected: expected, actual: actual)
    + "\n\nHierarchy:\n\(hierarchyDescription(of: controller, marking: marked).indented)"
}

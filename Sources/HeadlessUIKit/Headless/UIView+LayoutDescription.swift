#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension Headless.Proxy where Base: UIView {
    /// A text picture of the view's tree as it is laid out now, for reading a failing layout
    /// test: one line per view, indented by depth, subviews back to front.
    ///
    /// Each view's line holds its type, its accessibility identifier (`#id`), the text it shows
    /// (a label's, field's or text view's text, a button's title, else its accessibility
    /// label), its frame (`x y w h` in its superview's coordinates, to a thousandth of a point,
    /// so UIKit's third-of-a-point pixels read as `20.333`), its bounds origin when not zero
    /// (`offset`: a scroll view's content offset), whether it is laid out by its autoresizing
    /// `mask` or by `constraints` (`translatesAutoresizingMaskIntoConstraints`), and `hidden`.
    /// Below it come, prefixed with `- `, the installed constraints that involve the view (found
    /// in its and its ancestors' `constraints`, the nearest holder's first), written from the
    /// view's side, so a constraint between two views shows under both; then the layout guides
    /// it owns with their `layoutFrame`, each with its constraints; then its subviews.
    ///
    /// ```text
    /// UIView (0 0 390 844) mask
    ///   - UILabel#title.leading == self.leading + 16
    ///   UILabel #title "Welcome" (16 20 358 20.333) constraints
    ///     - leading == superview.leading + 16
    ///     - 'gap' UIButton"Sign in".top == self.bottom + 8
    ///   UIButton "Sign in" (16 48.333 358 44) constraints
    ///     - height >= 44 (priority 750)
    ///     - 'gap' top == UILabel#title.bottom + 8
    /// ```
    ///
    /// A constraint's other item is named from the view's side: `self`, `superview`,
    /// `owningView` (from a guide's side), a guide by the property that returns it
    /// (`safeAreaLayoutGuide`, `superview.layoutMarginsGuide`), else by its identifier
    /// (`UILayoutGuide"column"`), else by its index (`layoutGuides[0]`), and another view by its
    /// type with its identifier (`UILabel#title`), else its text (`UILabel"Welcome"`), else its
    /// index among its superview's subviews (`UIView[2]`). The multiplier shows when not 1, the
    /// priority when not required, the constraint's identifier first, quoted. Reading the
    /// picture changes nothing: a layout still pending is not run (call `layoutIfNeeded()` first
    /// to see its result).
    @preconcurrency @MainActor public var layoutDescription: String {
      var lines: [String] = []
      LayoutDescriber.describe(base, depth: 0, into: &lines)
      return lines.joined(separator: "\n")
    }
  }

  /// What `view.headless.layoutDescription` prints.
  @MainActor enum LayoutDescriber {
    static func describe(_ view: UIView, depth: Int, into lines: inout [String]) {
      let indent = String(repeating: "  ", count: depth)
      var line = indent + typeName(of: view)
      if let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
        line += " #" + identifier
      }
      if let text = shownText(of: view) { line += " " + quoted(text) }
      line += " " + numbers(view.frame)
      let origin = view.bounds.origin
      if origin != .zero { line += " offset (\(number(origin.x)) \(number(origin.y)))" }
      line += view.translatesAutoresizingMaskIntoConstraints ? " mask" : " constraints"
      if view.isHidden { line += " hidden" }
      lines.append(line)
      for constraint in constraints(involving: view, from: view) {
        lines.append(indent + "  - " + describe(constraint, from: view, in: view))
      }
      for guide in view.layoutGuides {
        let name = systemGuideNames[guide.identifier] ?? quoted(guide.identifier)
        lines.append(
          indent + "  UILayoutGuide" + (guide.identifier.isEmpty ? "" : " " + name) + " "
            + numbers(guide.layoutFrame))
        for constraint in constraints(involving: guide, from: view) {
          lines.append(indent + "    - " + describe(constraint, from: guide, in: view))
        }
      }
      for subview in view.subviews { describe(subview, depth: depth + 1, into: &lines) }
    }

    /// The installed constraints that name `item`: they are held by `view` (the item or the
    /// guide's owner) or one of its ancestors; the nearest holder's first.
    private static func constraints(
      involving item: AnyObject, from view: UIView
    ) -> [NSLayoutConstraint] {
      var found: [NSLayoutConstraint] = []
      var holder: UIView? = view
      while let current = holder {
        found += current.constraints.filter { $0.firstItem === item || $0.secondItem === item }
        holder = current.superview
      }
      return found
    }

    /// `constraint` as an equation written from `item`'s side (its own name left out), where
    /// `view` is the item or the guide's owning view.
    private static func describe(
      _ constraint: NSLayoutConstraint, from item: AnyObject, in view: UIView
    ) -> String {
      var text = ""
      if let identifier = constraint.identifier { text += "'\(identifier)' " }
      if constraint.firstItem !== item, let first = constraint.firstItem {
        text += name(of: first, from: item, in: view) + "."
      }
      text += attributeName(constraint.firstAttribute) + " " + constraint.relationSymbol
      if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
        text += " " + name(of: second, from: item, in: view) + "."
        text += attributeName(constraint.secondAttribute)
        if constraint.multiplier != 1 { text += " * " + number(constraint.multiplier) }
        if constraint.constant > 0 { text += " + " + number(constraint.constant) }
        if constraint.constant < 0 { text += " - " + number(-constraint.constant) }
      } else {
        text += " " + number(constraint.constant)
      }
      let priority = constraint.priority.rawValue
      if priority != UILayoutPriority.required.rawValue {
        text += " (priority \(number(CGFloat(priority))))"
      }
      return text
    }

    /// How `other` is named in a constraint listed under `item` (`view` or one of its guides).
    private static func name(of other: AnyObject, from item: AnyObject, in view: UIView) -> String {
      if other === item { return "self" }
      if let guide = other as? UILayoutGuide {
        let owner = guide.owningView
        let index = owner?.layoutGuides.firstIndex { $0 === guide } ?? 0
        let guideName = guideName(guide, index: index)
        guard let owner, owner !== item else { return guideName }
        return name(of: owner, from: item, in: view) + "." + guideName
      }
      guard let other = other as? UIView else { return "\(type(of: other))" }
      if other === view { return "owningView" }
      if other === view.superview { return item === view ? "superview" : "owningView.superview" }
      return shortName(of: other)
    }

    /// A view's name in another's constraint: its type with its identifier, else its text,
    /// else its index among its superview's subviews.
    private static func shortName(of view: UIView) -> String {
      let type = typeName(of: view)
      if let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
        return type + "#" + identifier
      }
      if let text = shownText(of: view) { return type + quoted(text) }
      guard let index = view.superview?.subviews.firstIndex(where: { $0 === view }) else {
        return type
      }
      return type + "[\(index)]"
    }

    /// A guide's name in a constraint: the view property that returns it for UIKit's own
    /// guides, else its identifier, else its index among its view's guides.
    private static func guideName(_ guide: UILayoutGuide, index: Int) -> String {
      if let name = systemGuideNames[guide.identifier] { return name }
      return guide.identifier.isEmpty
        ? "layoutGuides[\(index)]" : "UILayoutGuide" + quoted(guide.identifier)
    }

    /// The properties that return UIKit's own guides, by the guides' identifiers.
    private static let systemGuideNames = [
      "UIViewSafeAreaLayoutGuide": "safeAreaLayoutGuide",
      "UIViewLayoutMarginsGuide": "layoutMarginsGuide",
      "UIViewReadableContentGuide": "readableContentGuide",
      "UIViewKeyboardLayoutGuide": "keyboardLayoutGuide",
      "UIScrollView-contentLayoutGuide": "contentLayoutGuide",
      "UIScrollView-frameLayoutGuide": "frameLayoutGuide",
      "UIViewControllerTopLayoutGuide": "topLayoutGuide",
      "UIViewControllerBottomLayoutGuide": "bottomLayoutGuide",
    ]

    private static func typeName(of view: UIView) -> String {
      String(describing: type(of: view))
    }

    /// The text the view shows, for telling views apart: at most 40 characters on one line.
    private static func shownText(of view: UIView) -> String? {
      let text: String? =
        switch view {
        case let label as UILabel: label.text
        case let button as UIButton: button.currentTitle
        case let field as UITextField: field.text
        case let textView as UITextView: textView.text
        default: nil
        }
      guard let shown = text.flatMap({ $0.isEmpty ? nil : $0 }) ?? view.accessibilityLabel,
        !shown.isEmpty
      else { return nil }
      let line = shown.replacingOccurrences(of: "\n", with: "\\n")
      return line.count > 40 ? String(line.prefix(39)) + "…" : line
    }

    private static func quoted(_ text: String) -> String { "\"" + text + "\"" }

    private static func numbers(_ rect: CGRect) -> String {
      let (origin, size) = (rect.origin, rect.size)
      return
        "(\(number(origin.x)) \(number(origin.y)) \(number(size.width)) \(number(size.height)))"
    }

    /// A value to a thousandth, with no trailing zeros: `16`, `20.333`, `0.5`.
    static func number(_ value: CGFloat) -> String {
      guard value.isFinite else { return "\(value)" }
      let thousandths = (value * 1000).rounded()
      if thousandths == 0 { return "0" }
      if thousandths.truncatingRemainder(dividingBy: 1000) == 0, abs(value) < 1e15 {
        return String(Int(thousandths / 1000))
      }
      var text = String(format: "%.3f", Double(thousandths / 1000))
      while text.hasSuffix("0") { text.removeLast() }
      return text
    }

    private static func attributeName(_ attribute: NSLayoutConstraint.Attribute) -> String {
      switch attribute {
      case .left: "left"
      case .right: "right"
      case .top: "top"
      case .bottom: "bottom"
      case .leading: "leading"
      case .trailing: "trailing"
      case .width: "width"
      case .height: "height"
      case .centerX: "centerX"
      case .centerY: "centerY"
      case .lastBaseline: "lastBaseline"
      case .firstBaseline: "firstBaseline"
      case .leftMargin: "leftMargin"
      case .rightMargin: "rightMargin"
      case .topMargin: "topMargin"
      case .bottomMargin: "bottomMargin"
      case .leadingMargin: "leadingMargin"
      case .trailingMargin: "trailingMargin"
      case .centerXWithinMargins: "centerXWithinMargins"
      case .centerYWithinMargins: "centerYWithinMargins"
      case .notAnAttribute: "notAnAttribute"
      }
    }
  }
#endif

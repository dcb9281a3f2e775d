#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import HeadlessUIKit

  /// One drawing of a window: lines of plain text, and what the keyboard can focus in it.
  public struct Frame: Equatable {
    /// The lines, top to bottom, without trailing spaces and without ANSI escapes.
    public var lines: [String]
    /// The focusable targets of the visible controller, in focus (reading) order: the
    /// navigation bar's back button and items, then the content's controls.
    public var focusTargets: [FocusTarget]
    /// Whether the focused target was drawn, though it may not be focusable any more (a button
    /// disabled while its action runs keeps the focus).
    public var isFocusDrawn = false
    /// Where the focused target sits among ``focusTargets`` when it is drawn but not focusable:
    /// the index of the first target after it. Tab moves on from there.
    public var focusPosition: Int?
    /// The controller the user sees (`UIWindow.visibleViewController`).
    public weak var visibleController: UIViewController?

    /// The lines joined with newlines.
    public var text: String { lines.joined(separator: "\n") }

    /// Whether two frames draw the same lines and focus the same targets.
    nonisolated public static func == (lhs: Frame, rhs: Frame) -> Bool {
      lhs.lines == rhs.lines && lhs.focusTargets == rhs.focusTargets
    }
  }

  /// Draws a headless window as lines of text: pure and deterministic.
  ///
  /// A frame has, top to bottom: the navigation bar (back affordance `‹ Back`, left items, the
  /// title, right items), a rule, the visible controller's view in reading order, while its
  /// navigation controller shows the toolbar a rule and the toolbar's items (spaces left out),
  /// and, inside a tab bar controller, a rule and the tabs (`[2 Profile]` is the selected one).
  /// A presented
  /// controller is drawn in a box below the title of what it covers. Each focusable element is
  /// preceded by a one-character marker: `▸` when focused, a space otherwise.
  ///
  /// | view | drawn as |
  /// | --- | --- |
  /// | `UILabel` | its text, wrapped; `⚠ ` before red (error) text |
  /// | `UITextField` | `Placeholder: [text_      ]`, secure text as `•`, `_` while editing |
  /// | `UIButton` | `[ Title ]`, `( Title )` when disabled |
  /// | `UISwitch` | `[x]` on, `[ ]` off, then its accessibility label |
  /// | `UISegmentedControl` | `| One | [Two] | Three |` |
  /// | `UISlider` | `[======----] 0.60` |
  /// | `UIProgressView` | `[██████░░░░] 60%`, then its accessibility label |
  /// | `UIStepper` | `[-] 3 [+]` |
  /// | `UIActivityIndicatorView` | `⠋ Loading…` (its accessibility label) while animating |
  /// | `UIPageControl` | `○ ● ○` |
  /// | `UIImageView` | `[image: label]` |
  /// | `UITextView` | its lines after `│ ` |
  ///
  /// | `UITableView`, `UICollectionView` | the rows or items on screen, one a line (`Text — detail ›`), under their section's header (`── Header ──`), with `↑ more` / `↓ more` when there is more to scroll to |
  /// | `UISearchBar` of the navigation item's search controller | below the title, as a text field |
  ///
  /// An expanded `UISplitViewController` draws its columns side by side, separated by `│` (the
  /// primary a third of the width); collapsed, it draws the column it shows. A
  /// ``TerminalSession`` makes its window horizontally regular from
  /// ``TerminalSession/regularWidth`` columns, so a split view expands in a wide terminal.
  ///
  /// A horizontal `UIStackView` draws its arranged subviews side by side. Hidden or transparent
  /// views and their subviews are not drawn.
  @MainActor public struct FrameBuilder {
    /// The width of the frame, in columns (at least 20: narrower frames are drawn 20 wide).
    public var width: Int {
      didSet { if width < 20 { width = 20 } }
    }
    /// The phase of spinning activity indicators; the terminal driver advances it.
    public var spinnerPhase: Int

    /// A bar ten characters wide, `fraction` (0 to 1) of it `filled`: a slider's track, a
    /// progress view's bar.
    static func bar(_ fraction: Float, filled: Character, empty: Character) -> String {
      let count = Int((min(max(fraction, 0), 1) * 10).rounded())
      return String(repeating: filled, count: count) + String(repeating: empty, count: 10 - count)
    }

    /// The characters of a spinning activity indicator.
    public static let spinnerGlyphs: [Character] = [
      "⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏",
    ]

    /// A builder for frames `width` columns wide (at least 20).
    public init(width: Int = 60, spinnerPhase: Int = 0) {
      self.width = max(20, width)
      self.spinnerPhase = spinnerPhase
    }

    /// The frame of `window` with `focus` marked; the window's visible controller's view is
    /// loaded if needed.
    public func frame(of window: UIWindow, focus: FocusTarget? = nil) -> Frame {
      var drawing = Drawing(builder: self, focus: focus)
      guard let root = window.rootViewController else {
        return Frame(lines: ["(no root view controller)"], focusTargets: [])
      }
      let lines = drawing.level(root, width: width)
      return Frame(
        lines: lines.map { Self.trimmed($0) }, focusTargets: drawing.targets,
        isFocusDrawn: drawing.isFocusDrawn, focusPosition: drawing.focusPosition,
        visibleController: drawing.visible)
    }

    static func trimmed(_ line: String) -> String {
      var line = line
      while line.last == " " { line.removeLast() }
      return line
    }

    /// `text` cut to `width` columns, with `…` when cut.
    static func fit(_ text: String, _ width: Int) -> String {
      guard text.count > width else { return text }
      guard width > 1 else { return String(text.prefix(max(0, width))) }
      return String(text.prefix(width - 1)) + "…"
    }

    /// `text` padded with spaces (or cut) to exactly `width` columns.
    static func pad(_ text: String, _ width: Int) -> String {
      let fitted = fit(text, width)
      return fitted + String(repeating: " ", count: max(0, width - fitted.count))
    }

    /// `text` broken into lines of at most `width` columns, at spaces where possible.
    static func wrap(_ text: String, _ width: Int) -> [String] {
      var result: [String] = []
      for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
        var line = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
          var word = String(word)
          while word.count > width {
            if !line.isEmpty {
              result.append(line)
              line = ""
            }
            result.append(String(word.prefix(width)))
            word = String(word.dropFirst(width))
          }
          if line.isEmpty {
            line = word
          } else if line.count + 1 + word.count <= width {
            line += " " + word
          } else {
            result.append(line)
            line = word
          }
        }
        result.append(line)
      }
      return result
    }
  }

  /// One drawing in progress: collects the focus targets in order.
  @MainActor
  struct Drawing {
    let builder: FrameBuilder
    let focus: FocusTarget?
    var targets: [FocusTarget] = []
    var isFocusDrawn = false
    var focusPosition: Int?
    var visible: UIViewController?

    init(builder: FrameBuilder, focus: FocusTarget?) {
      self.builder = builder
      self.focus = focus
    }

    // MARK: Controllers

    /// The controller `controller` presents itself (not one of its ancestors), unless it is
    /// being dismissed.
    static func presented(by controller: UIViewController) -> UIViewController? {
      guard let presented = controller.presentedViewController,
        presented.presentingViewController === controller, !presented.isBeingDismissed,
        !(presented is UISearchController)
      else { return nil }
      // An active search controller covers nothing: its bar stays in the navigation bar, and
      // its results (when it has a results controller) replace the content; see `level`.
      return presented
    }

    /// The chain of containers from `controller` to the leaf a user sees, presentations aside.
    static func containerPath(from controller: UIViewController) -> [UIViewController] {
      var path = [controller]
      var current = controller
      while true {
        let inner: UIViewController? =
          switch current {
          case let navigation as UINavigationController: navigation.topViewController
          case let tabs as UITabBarController: tabs.selectedViewController
          case let pages as UIPageViewController: pages.viewControllers?.first
          case let split as UISplitViewController:
            // Collapsed, one column shows; expanded, the columns are drawn side by side.
            split.headless.shownViewControllers.count == 1
              ? split.headless.shownViewControllers.first : nil
          default: nil
          }
        guard let inner else { return path }
        path.append(inner)
        current = inner
      }
    }

    /// The top-most presented controller above `root`, if any.
    static func topPresented(above root: UIViewController) -> UIViewController? {
      var top: UIViewController?
      var level = root
      while let presented = containerPath(from: level).lazy.compactMap(presented(by:)).first {
        top = presented
        level = presented
      }
      return top
    }

    /// The lines of a presentation level: its leaf with its bars, or, when something in it
    /// presents, the title of what is covered and a box with the presented level.
    mutating func level(_ controller: UIViewController, width: Int) -> [String] {
      let path = Self.containerPath(from: controller)
      let leaf = path.last ?? controller
      if let presented = path.lazy.compactMap(Self.presented(by:)).first {
        let behind = leaf.navigationItem.title ?? leaf.title ?? ""
        let inner = level(presented, width: width - 4)
        var lines = ["  " + FrameBuilder.fit(behind, width - 2) + "  (behind)"]
        lines.append("╭" + String(repeating: "─", count: width - 2) + "╮")
        for line in inner { lines.append("│ " + FrameBuilder.pad(line, width - 4) + " │") }
        lines.append("╰" + String(repeating: "─", count: width - 2) + "╯")
        return lines
      }
      var lines: [String] = []
      if let split = leaf as? UISplitViewController {
        lines += columns(split.headless.shownViewControllers, width: width)
      } else {
        visible = leaf
        leaf.loadViewIfNeeded()
        lines += navigationBar(of: leaf, width: width)
        if let searchBar = leaf.navigationItem.searchController?.searchBar,
          leaf.navigationController != nil, Self.isVisible(searchBar),
          let field = element(searchBar.searchTextField, width: width)
        {
          lines += field
        }
        lines.append(String(repeating: "─", count: width))
        let search = leaf.navigationItem.searchController
        let results =
          search.flatMap { $0.isActive && $0.showsSearchResultsController ? $0 : nil }?
          .searchResultsController
        if let view = (results ?? leaf).view, !view.isHidden {
          lines += content(of: view, width: width)
        }
        lines += toolbar(of: leaf, width: width)
      }
      if let tabs = path.lazy.compactMap({ $0 as? UITabBarController }).last {
        lines.append(String(repeating: "─", count: width))
        lines += tabBar(tabs, width: width)
      }
      return lines
    }

    /// The columns of an expanded split view side by side, separated by `│`: the primary a
    /// third of the width, the others sharing the rest. The last column's leaf is the visible
    /// controller.
    mutating func columns(_ controllers: [UIViewController], width: Int) -> [String] {
      guard controllers.count > 1 else { return [] }
      let separators = controllers.count - 1
      let primary = max(20, (width - separators) / 3)
      let rest = max(20, (width - separators - primary) / (controllers.count - 1))
      var drawn: [[String]] = []
      var widths: [Int] = []
      for (index, controller) in controllers.enumerated() {
        let columnWidth = index == 0 ? primary : rest
        widths.append(columnWidth)
        drawn.append(level(controller, width: columnWidth))
      }
      let height = drawn.map(\.count).max() ?? 0
      return (0..<height).map { row in
        zip(drawn, widths).map { column, columnWidth in
          FrameBuilder.pad(row < column.count ? column[row] : "", columnWidth)
        }.joined(separator: "│")
      }
    }

    mutating func marker(_ target: FocusTarget) -> String {
      targets.append(target)
      return unreachableMarker(target)
    }

    /// The marker of a target drawn but not focusable (disabled): `▸` if it has the focus.
    mutating func unreachableMarker(_ target: FocusTarget) -> String {
      guard target == focus else { return " " }
      isFocusDrawn = true
      if !targets.contains(target) { focusPosition = targets.count }
      return "▸"
    }

    mutating func navigationBar(of leaf: UIViewController, width: Int) -> [String] {
      let item = leaf.navigationItem
      let title = item.title ?? leaf.title ?? ""
      var left: [String] = []
      var right: [String] = []
      if let navigation = leaf.navigationController, !navigation.isNavigationBarHidden {
        let stack = navigation.viewControllers
        if stack.count > 1, stack.last === leaf || leaf.parent === navigation,
          !item.hidesBackButton
        {
          let previous = stack[stack.count - 2]
          let backTitle =
            previous.navigationItem.backBarButtonItem?.title
            ?? previous.navigationItem.backButtonTitle ?? previous.navigationItem.title
            ?? previous.title ?? "Back"
          left.append(marker(.backButton(navigation)) + "‹ " + backTitle)
        }
        for barItem in item.leftBarButtonItems ?? [] {
          left.append(marker(.barItem(barItem)) + Self.barItemText(barItem))
        }
        for barItem in item.rightBarButtonItems ?? [] {
          right.append(marker(.barItem(barItem)) + Self.barItemText(barItem))
        }
      }
      let leftText = left.joined(separator: " ")
      let rightText = right.joined(separator: " ")
      // Center the title when it fits; otherwise put it after the left items.
      let centered = max(0, (width - title.count) / 2)
      if centered > leftText.count + 1, centered + title.count + rightText.count + 1 <= width {
        let head = FrameBuilder.pad(leftText, centered) + title
        let gap = max(1, width - head.count - rightText.count)
        return [head + String(repeating: " ", count: gap) + rightText]
      }
      let head = [leftText, " " + title].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        .joined(separator: "  ")
      let gap = max(2, width - head.count - rightText.count)
      return [FrameBuilder.fit(head + String(repeating: " ", count: gap) + rightText, width)]
    }

    static func barItemText(_ item: UIBarButtonItem) -> String {
      let title =
        item.title
        ?? item.headless.systemItem.map { systemItemTitle($0) } ?? item.accessibilityLabel ?? "•"
      return item.isEnabled ? "[\(title)]" : "(\(title))"
    }

    static func systemItemTitle(_ item: UIBarButtonItem.SystemItem) -> String {
      let name = String(describing: item)
      switch name {
      case "add": return "+"
      case "flexibleSpace", "fixedSpace": return ""
      default: return name.prefix(1).uppercased() + name.dropFirst()
      }
    }

    /// The toolbar of the navigation controller showing `leaf`, while it shows and has items:
    /// a rule, then its items in order (spaces left out), each focusable.
    mutating func toolbar(of leaf: UIViewController, width: Int) -> [String] {
      guard let navigation = leaf.navigationController, !navigation.isToolbarHidden else {
        return []
      }
      let items = (navigation.toolbar.items ?? []).filter { item in
        guard let system = item.headless.systemItem else { return true }
        return system != .flexibleSpace && system != .fixedSpace
      }
      guard !items.isEmpty else { return [] }
      let text = items.map { marker(.barItem($0)) + Self.barItemText($0) }
      return [
        String(repeating: "─", count: width),
        FrameBuilder.fit(text.joined(separator: " "), width),
      ]
    }

    func tabBar(_ tabs: UITabBarController, width: Int) -> [String] {
      var items: [String] = []
      for (index, controller) in (tabs.viewControllers ?? []).enumerated() {
        let item = controller.tabBarItem
        var name = "\(index + 1) " + (item?.title ?? controller.title ?? "Tab")
        if let badge = item?.badgeValue { name += " (\(badge))" }
        items.append(index == tabs.selectedIndex ? "[\(name)]" : name)
      }
      return FrameBuilder.wrap(items.joined(separator: "  "), width - 1).map { " " + $0 }
    }

    // MARK: Views

    /// The lines of a view and its visible subviews, in reading order.
    mutating func content(of view: UIView, width: Int) -> [String] {
      if let own = element(view, width: width) { return own }
      var lines: [String] = []
      if let stack = view as? UIStackView, stack.axis == .horizontal {
        var parts: [[String]] = []
        for subview in Self.readingOrder(of: stack) where Self.isVisible(subview) {
          let drawn = content(of: subview, width: width)
          if !drawn.isEmpty { parts.append(drawn) }
        }
        if parts.allSatisfy({ $0.count == 1 }) {
          let joined = parts.map { $0[0] }.joined(separator: " ")
          if joined.count <= width { return parts.isEmpty ? [] : [joined] }
        }
        return parts.flatMap { $0 }
      }
      for subview in Self.readingOrder(of: view) where Self.isVisible(subview) {
        lines += content(of: subview, width: width)
      }
      return lines
    }

    static func isVisible(_ view: UIView) -> Bool { !view.isHidden && view.alpha >= 0.01 }

    static func readingOrder(of view: UIView) -> [UIView] {
      guard let stack = view as? UIStackView else { return view.subviews }
      let arranged = stack.arrangedSubviews
      return arranged + view.subviews.filter { view in !arranged.contains { $0 === view } }
    }

    /// The lines of a view drawn as one element (a label, a control…), or `nil` for a
    /// container whose subviews are drawn instead.
    mutating func element(_ view: UIView, width: Int) -> [String]? {
      let reachable = view.headless.isReachableByUser
      func focusable(_ target: FocusTarget) -> String {
        reachable ? marker(target) : unreachableMarker(target)
      }
      switch view {
      case let table as UITableView:
        return list(table, width: width)
      case let collection as UICollectionView:
        return list(collection, width: width)
      case let label as UILabel:
        guard let text = label.text, !text.isEmpty else { return [] }
        let isError = ["systemRed", "red"].contains(label.textColor?.headless.name ?? "")
        let prefix = isError ? "⚠ " : ""
        return FrameBuilder.wrap(prefix + text, width - 1).map { " " + $0 }
      case let field as UITextField:
        let mark = focusable(.control(field))
        let text = field.text ?? ""
        let shown = field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
        let caret = field.isEditing ? "_" : ""
        let name = field.placeholder ?? field.accessibilityLabel
        let prefix = name.map { "\($0): " } ?? ""
        let room = max(8, width - 3 - prefix.count)
        let inner = FrameBuilder.pad(String((shown + caret).suffix(room)), min(room, 24))
        let disabled = field.isEnabled ? "" : " (disabled)"
        return [mark + prefix + "[" + inner + "]" + disabled]
      case let button as UIButton:
        let mark = focusable(.control(button))
        // What a device shows: the styled title when one is set (UIKit prefers it), else
        // the plain one.
        let title =
          button.currentAttributedTitle?.string ?? button.currentTitle
          ?? button.accessibilityLabel ?? "•"
        return [mark + (button.isEnabled ? "[ \(title) ]" : "( \(title) )")]
      case let toggle as UISwitch:
        let mark = focusable(.control(toggle))
        let label = toggle.accessibilityLabel.map { " " + $0 } ?? ""
        return [mark + (toggle.isOn ? "[x]" : "[ ]") + label]
      case let segmented as UISegmentedControl:
        let mark = focusable(.control(segmented))
        var parts: [String] = []
        for index in 0..<segmented.numberOfSegments {
          let title = segmented.titleForSegment(at: index) ?? "\(index + 1)"
          parts.append(index == segmented.selectedSegmentIndex ? "[\(title)]" : " \(title) ")
        }
        return [mark + "|" + parts.joined(separator: "|") + "|"]
      case let slider as UISlider:
        let mark = focusable(.control(slider))
        let span = slider.maximumValue - slider.minimumValue
        let fraction = span > 0 ? (slider.value - slider.minimumValue) / span : 0
        let bar = FrameBuilder.bar(fraction, filled: "=", empty: "-")
        return [mark + "[\(bar)] " + String(format: "%.2f", slider.value)]
      case let progressView as UIProgressView:
        let bar = FrameBuilder.bar(progressView.progress, filled: "█", empty: "░")
        let label = progressView.accessibilityLabel.map { " " + $0 } ?? ""
        return [" [\(bar)] \(Int((progressView.progress * 100).rounded()))%" + label]
      case let stepper as UIStepper:
        let mark = focusable(.control(stepper))
        let value =
          stepper.value == stepper.value.rounded()
          ? String(Int(stepper.value)) : String(format: "%.2f", stepper.value)
        return [mark + "[-] \(value) [+]"]
      case let pages as UIPageControl:
        guard !(pages.hidesForSinglePage && pages.numberOfPages <= 1) else { return [] }
        let mark = focusable(.control(pages))
        let dots = (0..<pages.numberOfPages).map { $0 == pages.currentPage ? "●" : "○" }
        return [mark + dots.joined(separator: " ")]
      case let picker as UIDatePicker:
        let mark = focusable(.control(picker))
        return [mark + "[\(picker.date.formatted(.iso8601))]"]
      case let spinner as UIActivityIndicatorView:
        guard spinner.isAnimating || !spinner.hidesWhenStopped else { return [] }
        let glyphs = FrameBuilder.spinnerGlyphs
        let glyph = spinner.isAnimating ? glyphs[builder.spinnerPhase % glyphs.count] : "·"
        return [" \(glyph) " + (spinner.accessibilityLabel ?? "Loading…")]
      case let image as UIImageView:
        guard image.image != nil else { return [] }
        return [" [image" + (image.accessibilityLabel.map { ": " + $0 } ?? "") + "]"]
      case let textView as UITextView:
        let mark = textView.isEditable ? focusable(.textView(textView)) : " "
        let caret = textView.isFirstResponder ? "_" : ""
        let lines = FrameBuilder.wrap((textView.text ?? "") + caret, width - 3)
        return lines.enumerated().map { ($0.offset == 0 ? mark : " ") + "│ " + $0.element }
      case let control as UIControl:
        // An unknown control: drawn by its subviews, focusable if enabled.
        _ = control
        return nil
      default:
        return nil
      }
    }
  }
#endif

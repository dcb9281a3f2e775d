#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import HeadlessUIKit

  /// A window as the keyboard drives it: the focus, and what each ``Key`` does.
  ///
  /// | key | does |
  /// | --- | --- |
  /// | Tab, ↓ / Shift-Tab, ↑ | focus the next / previous control (wrapping); in a list, the next / previous row, scrolling it into view |
  /// | ← → | previous / next segment, slider value (a tenth), stepper step, page; else focus |
  /// | Enter, Space | tap the focused button, bar item or row; toggle the focused switch |
  /// | typing, Backspace | edit the focused field with `insertText` / `deleteBackward` |
  /// | Enter in a field | the return key, then focus the next control |
  /// | Esc | end an active search (its Cancel); else back (pop); else dismiss the presented sheet (or an alert's cancel action) |
  /// | 1…9 outside a field | select that tab |
  /// | q outside a field, Ctrl-C | quit (``isFinished``) |
  ///
  /// Keys typed while a controller transition runs in the window (a push, a pop, a presentation,
  /// a dismissal) wait, in order, in ``pendingKeys``, and are applied when the transition ends, on
  /// the screen it shows: a device ignores touches during a transition, but text typed on a
  /// keyboard is not lost (type-ahead). Ctrl-C quits at once.
  ///
  /// Focus follows reading order (``Frame/focusTargets``). When the visible controller changes,
  /// the first content control gets the focus. A focused text field is the first responder.
  @MainActor
  public final class TerminalSession {
    /// The window drawn and driven.
    public let window: UIWindow
    /// Draws the frames. Its width decides the window's horizontal size class: regular from
    /// ``regularWidth`` columns, as an iPad's full screen, so that a split view shows its
    /// columns side by side; compact below, as a phone, where it collapses.
    public var builder: FrameBuilder {
      didSet {
        if builder.width != oldValue.width { updateSizeClass() }
      }
    }
    /// The width, in columns, from which the window is horizontally regular.
    public static let regularWidth = 100
    /// The focused target, if any.
    public private(set) var focus: FocusTarget?
    /// Whether the user asked to quit.
    public private(set) var isFinished = false
    /// The last frame ``frame()`` built.
    public private(set) var lastFrame: Frame?
    private weak var focusedController: UIViewController?
    /// The keys typed while a controller transition ran, in order, waiting for it to end.
    public private(set) var pendingKeys: [Key] = []
    /// Called after ``pendingKeys`` were applied, when the transition they waited for ended (an
    /// interactive run redraws then).
    public var onPendingKeysApplied: (@MainActor () -> Void)?

    /// A session on `window`, drawing frames `width` columns wide.
    public init(window: UIWindow, width: Int = 60) {
      self.window = window
      self.builder = FrameBuilder(width: width)
      updateSizeClass()
    }

    private func updateSizeClass() {
      window.headless.horizontalSizeClass =
        builder.width >= Self.regularWidth ? .regular : .compact
    }

    /// Draws the window, first moving the focus to the visible controller's first control if
    /// the focused one is gone or the visible controller changed.
    @discardableResult public func frame() -> Frame {
      var frame = builder.frame(of: window, focus: focus)
      for _ in 0..<4 {
        let controllerChanged = frame.visibleController !== focusedController
        let focusGone =
          focus.map { !frame.focusTargets.contains($0) && !frame.isFocusDrawn } ?? true
        guard controllerChanged || focusGone else { break }
        focusedController = frame.visibleController
        let initial =
          frame.focusTargets.first { !$0.isInBar } ?? frame.focusTargets.first
        if !controllerChanged, let focus, let initialFocus = initial, focus == initialFocus {
          break
        }
        setFocus(initial)
        frame = builder.frame(of: window, focus: focus)
      }
      lastFrame = frame
      return frame
    }

    /// Applies a key, as the table above says; returns whether it did anything. While a
    /// controller transition runs (or keys typed during one still wait), the key joins
    /// ``pendingKeys`` and `true` is returned: it is applied when the transition ends.
    @discardableResult public func handle(_ key: Key) -> Bool {
      if key == .interrupt {
        isFinished = true
        pendingKeys = []
        return true
      }
      // On a device, touches are ignored while a controller transition runs, but the keyboard's
      // text is not lost: a key typed then waits for the transition's end, after the keys
      // typed before it, and goes to the screen the transition shows.
      if window.headless.isTransitioning || !pendingKeys.isEmpty {
        pendingKeys.append(key)
        if pendingKeys.count == 1 { applyPendingKeysWhenTransitionsEnd() }
        return true
      }
      return apply(key, in: lastFrame ?? self.frame())
    }

    private func applyPendingKeysWhenTransitionsEnd() {
      window.headless.whenTransitionsEnd { [weak self] in self?.applyPendingKeys() }
    }

    /// Applies the waiting keys in order; a key that starts another transition leaves the rest
    /// waiting for that one's end.
    private func applyPendingKeys() {
      while !pendingKeys.isEmpty, !isFinished {
        if window.headless.isTransitioning { return applyPendingKeysWhenTransitionsEnd() }
        let key = pendingKeys.removeFirst()
        // Drawn first, so that the focus follows the screen the transition showed.
        apply(key, in: frame())
      }
      pendingKeys = []
      onPendingKeysApplied?()
    }

    @discardableResult private func apply(_ key: Key, in frame: Frame) -> Bool {
      if let focus, focus.acceptsText, let handled = handleText(key, in: focus, frame: frame) {
        return handled
      }
      switch key {
      case .tab, .down: return moveFocus(by: 1, in: frame)
      case .backTab, .up: return moveFocus(by: -1, in: frame)
      case .left: return adjust(by: -1) || moveFocus(by: -1, in: frame)
      case .right: return adjust(by: 1) || moveFocus(by: 1, in: frame)
      case .enter, .character(" "): return activate()
      case .escape: return goBack(in: frame)
      case .character("q"):
        isFinished = true
        return true
      case .character(let character):
        guard let digit = character.wholeNumberValue, digit >= 1,
          let tabs = frame.visibleController?.tabBarController
        else { return false }
        return tabs.headless.selectTab(at: digit - 1)
      case .backspace, .interrupt: return false
      }
    }

    /// Moves the focus to `target` (or nowhere); a text field or view becomes first responder,
    /// and the one losing the focus resigns.
    public func setFocus(_ target: FocusTarget?) {
      guard target != focus else { return }
      switch focus {
      case .control(let field as UITextField) where field.isFirstResponder:
        field.resignFirstResponder()
      case .textView(let textView) where textView.isFirstResponder:
        textView.resignFirstResponder()
      default: break
      }
      focus = target
      switch target {
      case .control(let field as UITextField): field.becomeFirstResponder()
      case .textView(let textView): textView.becomeFirstResponder()
      default: break
      }
    }

    // MARK: Keys

    /// Typing keys for a text field or view; `nil` for keys that act as elsewhere.
    private func handleText(_ key: Key, in target: FocusTarget, frame: Frame) -> Bool? {
      switch (key, target) {
      case (.character(let character), .control(let field as UITextField)):
        if !field.isFirstResponder { field.becomeFirstResponder() }
        field.insertText(String(character))
        return true
      case (.character(let character), .textView(let textView)):
        textView.insertText(String(character))
        return true
      case (.backspace, .control(let field as UITextField)):
        field.deleteBackward()
        return true
      case (.backspace, .textView(let textView)):
        textView.deleteBackward()
        return true
      case (.enter, .control(let field as UITextField)):
        field.headless.tapReturnKey()
        let current = self.frame()
        if current.visibleController === frame.visibleController, focus == target {
          _ = moveFocus(by: 1, in: current)
        }
        return true
      case (.enter, .textView(let textView)):
        textView.insertText("\n")
        return true
      default:
        return nil
      }
    }

    private func moveFocus(by offset: Int, in frame: Frame) -> Bool {
      if case .cell(let list, let indexPath)? = focus,
        let next = Self.neighbor(of: indexPath, in: list, by: offset)
      {
        // The next row may be off screen: scroll it into view, as a user's drag would.
        if !frame.focusTargets.contains(.cell(list, next)) {
          Self.scroll(list, toShow: next, downward: offset > 0)
        }
        setFocus(.cell(list, next))
        return true
      }
      let targets = frame.focusTargets
      guard !targets.isEmpty else { return false }
      let current = focus.flatMap { targets.firstIndex(of: $0) }
      let next: Int
      if let current {
        next = (current + offset + targets.count) % targets.count
      } else if frame.isFocusDrawn, let position = frame.focusPosition {
        // The focused control is drawn but disabled: move on from where it is.
        next = ((offset > 0 ? position : position - 1) + targets.count) % targets.count
      } else {
        next = offset > 0 ? 0 : targets.count - 1
      }
      setFocus(targets[next])
      return true
    }

    /// Left/right on a control with a value; `false` for other targets.
    private func adjust(by step: Int) -> Bool {
      guard case .control(let control) = focus else { return false }
      switch control {
      case let segmented as UISegmentedControl:
        let count = segmented.numberOfSegments
        guard count > 0 else { return true }
        let current = max(0, segmented.selectedSegmentIndex)
        let next = min(count - 1, max(0, current + step))
        if segmented.selectedSegmentIndex == UISegmentedControl.noSegment {
          segmented.headless.selectSegment(at: current)
        } else if next != current {
          segmented.headless.selectSegment(at: next)
        }
        return true
      case let slider as UISlider:
        let span = slider.maximumValue - slider.minimumValue
        slider.headless.slide(to: slider.value + Float(step) * span / 10)
        return true
      case let stepper as UIStepper:
        if step > 0 { stepper.headless.increment() } else { stepper.headless.decrement() }
        return true
      case let pages as UIPageControl:
        pages.headless.selectPage(pages.currentPage + step)
        return true
      default:
        return false
      }
    }

    /// Enter or Space on the focused target.
    private func activate() -> Bool {
      switch focus {
      case .backButton(let navigation): return navigation.headless.tapBackButton()
      case .barItem(let item): return item.headless.tap()
      case .control(let toggle as UISwitch): return toggle.headless.toggle()
      case .control(let stepper as UIStepper): return stepper.headless.increment()
      case .control(let segmented as UISegmentedControl):
        let count = segmented.numberOfSegments
        guard count > 0 else { return false }
        return segmented.headless.selectSegment(
          at: (segmented.selectedSegmentIndex + 1) % count)
      case .control(let control): return control.headless.tap()
      case .cell(let table as UITableView, let indexPath):
        return table.headless.tap(at: indexPath)
      case .cell(let collection as UICollectionView, let indexPath):
        return collection.headless.tap(at: indexPath)
      case .cell, .textView, nil: return false
      }
    }

    // MARK: Lists

    /// The row or item `offset` (±1) places from `indexPath` in `list`, across sections; `nil`
    /// past either end.
    static func neighbor(
      of indexPath: IndexPath, in list: UIScrollView, by offset: Int
    )
      -> IndexPath?
    {
      let count: (Int) -> Int
      let sections: Int
      switch list {
      case let table as UITableView:
        sections = table.numberOfSections
        count = { table.numberOfRows(inSection: $0) }
      case let collection as UICollectionView:
        sections = collection.numberOfSections
        count = { collection.numberOfItems(inSection: $0) }
      default:
        return nil
      }
      var section = indexPath.section
      var item = indexPath.item + offset
      while section >= 0, section < sections {
        let items = count(section)
        if item >= 0, item < items { return IndexPath(item: item, section: section) }
        section += offset > 0 ? 1 : -1
        guard section >= 0, section < sections else { return nil }
        item = offset > 0 ? 0 : count(section) - 1
      }
      return nil
    }

    /// Scrolls `list` so that `indexPath` is on screen, at the bottom when moving down.
    static func scroll(_ list: UIScrollView, toShow indexPath: IndexPath, downward: Bool) {
      switch list {
      case let table as UITableView:
        table.scrollToRow(at: indexPath, at: downward ? .bottom : .top, animated: false)
      case let collection as UICollectionView:
        collection.scrollToItem(at: indexPath, at: downward ? .bottom : .top, animated: false)
      default:
        break
      }
      list.layoutIfNeeded()
    }

    /// Esc: pop, else dismiss the top-most presented controller.
    private func goBack(in frame: Frame) -> Bool {
      guard let visible = frame.visibleController else { return false }
      // An active search ends first, as its Cancel button does.
      if let search = visible.navigationItem.searchController, search.isActive,
        search.searchBar.headless.tapCancel()
      {
        return true
      }
      if let navigation = visible.navigationController, navigation.headless.tapBackButton() {
        return true
      }
      guard visible.presentingViewController != nil else { return false }
      // The presented controller is the root of the visible controller's containers.
      var presented = visible
      while let parent = presented.parent { presented = parent }
      if let alert = presented as? UIAlertController {
        guard let cancel = alert.actions.first(where: { $0.style == .cancel }) else {
          return false
        }
        return alert.headless.tap(on: cancel)
      }
      if visible.headless.swipeToDismiss() { return true }
      let style = presented.modalPresentationStyle
      guard !presented.isModalInPresentation, style == .fullScreen || style == .overFullScreen
      else { return false }
      presented.dismiss(animated: true)
      return true
    }
  }
#endif

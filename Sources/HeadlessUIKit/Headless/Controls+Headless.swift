#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  // Headless only: what a user's finger does to controls. Each returns `false`, changing and
  // sending nothing, when the user could not interact: the control is disabled, or it or a
  // superview is hidden, transparent or not user-interaction-enabled.

  extension Headless.Proxy where Base: UIView {
    /// Whether touches can reach the view: it and its superviews are visible and
    /// interaction-enabled (and, for a control, it is enabled).
    @preconcurrency @MainActor public var isReachableByUser: Bool { base.isUserReachable }
  }

  extension Headless.Proxy where Base: UIControl {
    /// A user's tap: highlights, sends `.touchDown` then `.touchUpInside`
    /// (then `.primaryActionTriggered` for a ``UIButton``), and unhighlights. A button that
    /// ``UIButton/showsMenuAsPrimaryAction`` sends `.menuActionTriggered` instead: its menu
    /// shows (choose in it with `menu?.headless.choose(_:)`).
    @preconcurrency @MainActor @discardableResult
    public func tap() -> Bool { base.userTap() }
  }

  extension Headless.Proxy where Base: UISwitch {
    /// A user's toggle: flips ``UISwitch/isOn`` and sends `.valueChanged`.
    @preconcurrency @MainActor @discardableResult
    public func toggle() -> Bool { base.userToggle() }
  }

  extension Headless.Proxy where Base: UISlider {
    /// A user's drag to `value` (clamped): sets it and sends `.valueChanged`
    /// if it changed.
    @preconcurrency @MainActor @discardableResult
    public func slide(to value: Float) -> Bool { base.userSlide(to: value) }
  }

  extension Headless.Proxy where Base: UIStepper {
    /// A user's tap on plus: steps up (clamped, or wrapped if ``UIStepper/wraps``) and
    /// sends `.valueChanged` if the value changed.
    @preconcurrency @MainActor @discardableResult
    public func increment() -> Bool { base.userIncrement() }

    /// A user's tap on minus: steps down and sends `.valueChanged` if the value changed.
    @preconcurrency @MainActor @discardableResult
    public func decrement() -> Bool { base.userDecrement() }
  }

  extension Headless.Proxy where Base: UISegmentedControl {
    /// A user's tap on a segment: selects it and sends `.valueChanged`, unless
    /// it is already selected (a momentary control sends each time and keeps no selection).
    /// `false` for a disabled or missing segment.
    @preconcurrency @MainActor @discardableResult
    public func selectSegment(at index: Int) -> Bool { base.userSelectSegment(at: index) }
  }

  extension Headless.Proxy where Base: UIPageControl {
    /// A user's tap on a page dot: sets ``UIPageControl/currentPage`` and sends
    /// `.valueChanged` if it changed.
    @preconcurrency @MainActor @discardableResult
    public func selectPage(_ page: Int) -> Bool { base.userSelectPage(page) }
  }

  extension Headless.Proxy where Base: UIDatePicker {
    /// A user's pick of a date (clamped to the range): sets it and sends
    /// `.valueChanged`.
    @preconcurrency @MainActor @discardableResult
    public func pick(_ date: Date) -> Bool { base.userPick(date) }
  }

  extension Headless.Proxy where Base: UIRefreshControl {
    /// A user's pull to refresh: begins refreshing and sends `.valueChanged`.
    @preconcurrency @MainActor @discardableResult
    public func pullToRefresh() -> Bool { base.userPullToRefresh() }
  }

  extension Headless.Proxy where Base: UITextField {
    /// A user's typing: focuses the field (when in a window; `false` if the
    /// delegate refuses) and types the characters one by one with ``UITextField/insertText(_:)``.
    @preconcurrency @MainActor @discardableResult
    public func type(_ text: String) -> Bool { base.userType(text) }

    /// A user's tap on the return key; see `insertText("\n")`.
    @preconcurrency @MainActor @discardableResult
    public func tapReturnKey() -> Bool { base.userTapReturnKey() }
  }

  extension Headless.Proxy where Base: UITextView {
    /// A user's typing: focuses the text view (when in a window; `false` if the
    /// delegate refuses) and types the characters one by one with ``UITextView/insertText(_:)``.
    @preconcurrency @MainActor @discardableResult
    public func type(_ text: String) -> Bool { base.userType(text) }
  }

  extension Headless.Proxy where Base: UIMenu {
    /// Every action of the menu and its submenus, in order.
    @preconcurrency @MainActor public var allActions: [UIAction] { base.flattenedActions }

    /// A user's choice of the first enabled, visible action titled `title`
    /// (searching submenus): runs it with `sender` as its sender. `false` when none.
    @preconcurrency @MainActor @discardableResult
    public func choose(_ title: String, sender: AnyObject? = nil) -> Bool {
      base.userChoose(title, sender: sender)
    }
  }

  extension Headless.Proxy where Base: UIGestureRecognizer {
    /// The user makes the gesture at `location`: if the recognizer is enabled,
    /// attached to a view the user can reach, and its delegate lets it begin, it is
    /// recognized (state `.ended`) and its actions run; then it resets to `.possible`.
    @preconcurrency @MainActor @discardableResult
    public func recognize(at location: CGPoint = .zero) -> Bool { base.userGesture(at: location) }
  }

  extension Headless.Proxy where Base: UISearchBar {
    /// Whether the scope bar is visible: shown, with 2 or more titles.
    @preconcurrency @MainActor public var isScopeBarVisible: Bool { base.isScopeBarVisible }

    /// A user's typing in the search bar: focuses its text field (the delegate's
    /// `searchBarShouldBeginEditing` may refuse: `false`), which begins editing (a search
    /// controller owning the bar activates), then types the characters one by one: each calls
    /// `searchBar(_:textDidChange:)` and the search controller's updater.
    @preconcurrency @MainActor @discardableResult
    public func type(_ text: String) -> Bool { base.userType(text) }

    /// A user's tap on the keyboard's search button:
    /// `searchBarSearchButtonClicked(_:)`.
    @preconcurrency @MainActor @discardableResult
    public func tapSearchButton() -> Bool { base.userTapSearchButton() }

    /// A user's tap on the cancel button (`false` when it does not show):
    /// `searchBarCancelButtonClicked(_:)`; a search controller owning the bar then clears the
    /// text, ends editing and deactivates, as UIKit's does.
    @preconcurrency @MainActor @discardableResult
    public func tapCancel() -> Bool { base.userTapCancel() }

    /// A user's tap on a scope button (`false` when the scope bar does not show
    /// or has no such button): selects it and calls
    /// `searchBar(_:selectedScopeButtonIndexDidChange:)` if it changed. As in UIKit, the search
    /// controller's updater is not asked; do it from that delegate method.
    @preconcurrency @MainActor @discardableResult
    public func selectScope(_ index: Int) -> Bool { base.userSelectScope(index) }
  }

  // The implementations.

  extension UIView {
    var isUserReachable: Bool {
      if let control = self as? UIControl, !control.isEnabled { return false }
      var current: UIView? = self
      while let view = current {
        if view.isHidden || view.alpha < 0.01 || !view.isUserInteractionEnabled { return false }
        current = view.superview
      }
      return true
    }
  }

  extension UIControl {
    @discardableResult func userTap() -> Bool {
      guard isUserReachable else { return false }
      isHighlighted = true
      sendActions(for: .touchDown)
      isHighlighted = false
      if let button = self as? UIButton, button.showsMenuAsPrimaryAction, button.menu != nil {
        sendActions(for: .menuActionTriggered)
        return true
      }
      sendActions(for: .touchUpInside)
      if self is UIButton { sendActions(for: .primaryActionTriggered) }
      return true
    }
  }

  extension UISwitch {
    @discardableResult func userToggle() -> Bool {
      guard isUserReachable else { return false }
      isOn.toggle()
      sendActions(for: .valueChanged)
      return true
    }
  }

  extension UISlider {
    @discardableResult func userSlide(to value: Float) -> Bool {
      guard isUserReachable else { return false }
      let old = self.value
      self.value = value
      if self.value != old { sendActions(for: .valueChanged) }
      return true
    }
  }

  extension UIStepper {
    @discardableResult func userIncrement() -> Bool { step(up: true) }

    @discardableResult func userDecrement() -> Bool { step(up: false) }

    private func step(up: Bool) -> Bool {
      guard isUserReachable else { return false }
      let next = steppedValue(up: up)
      guard next != value else { return false }
      value = next
      sendActions(for: .valueChanged)
      return true
    }
  }

  extension UISegmentedControl {
    @discardableResult func userSelectSegment(at index: Int) -> Bool {
      guard isUserReachable, segments.indices.contains(index), segments[index].isEnabled
      else { return false }
      if isMomentary {
        sendActions(for: .valueChanged)
        return true
      }
      guard selectedSegmentIndex != index else { return true }
      selectedSegmentIndex = index
      sendActions(for: .valueChanged)
      return true
    }
  }

  extension UIPageControl {
    @discardableResult func userSelectPage(_ page: Int) -> Bool {
      guard isUserReachable, (0..<numberOfPages).contains(page) else { return false }
      guard page != currentPage else { return true }
      currentPage = page
      sendActions(for: .valueChanged)
      return true
    }
  }

  extension UIDatePicker {
    @discardableResult func userPick(_ date: Date) -> Bool {
      guard isUserReachable else { return false }
      self.date = date
      sendActions(for: .valueChanged)
      return true
    }
  }

  extension UIRefreshControl {
    @discardableResult func userPullToRefresh() -> Bool {
      guard isUserReachable, !isRefreshing else { return false }
      beginRefreshing()
      sendActions(for: .valueChanged)
      return true
    }
  }

  extension UITextField {
    @discardableResult func userType(_ text: String) -> Bool {
      guard isUserReachable else { return false }
      if window != nil, !isFirstResponder, !becomeFirstResponder() { return false }
      for character in text { insertText(String(character)) }
      return true
    }

    @discardableResult func userTapReturnKey() -> Bool {
      guard isUserReachable else { return false }
      pressReturnKey()
      return true
    }
  }

  extension UITextView {
    @discardableResult func userType(_ text: String) -> Bool {
      guard isUserReachable, isEditable else { return false }
      if window != nil, !isFirstResponder, !becomeFirstResponder() { return false }
      for character in text { insertText(String(character)) }
      return true
    }
  }

  extension UIMenu {
    var flattenedActions: [UIAction] {
      children.flatMap { element -> [UIAction] in
        if let action = element as? UIAction { return [action] }
        return (element as? UIMenu)?.flattenedActions ?? []
      }
    }

    @discardableResult func userChoose(
      _ title: String, sender: AnyObject? = nil
    ) -> Bool {
      guard
        let action = flattenedActions.first(where: {
          $0.title == title && $0.attributes.isDisjoint(with: [.disabled, .hidden])
        })
      else { return false }
      action.perform(sender: sender)
      return true
    }
  }

  extension UIGestureRecognizer {
    @discardableResult func userGesture(at location: CGPoint = .zero) -> Bool {
      guard isEnabled, let view, view.isUserReachable,
        delegate?.gestureRecognizerShouldBegin(self) ?? true
      else { return false }
      simulatedLocation = location
      state = .ended
      fire()
      state = .possible
      return true
    }
  }
#endif
#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  extension UISearchBar {
    @discardableResult func userType(_ text: String) -> Bool {
      guard searchTextField.isUserReachable else { return false }
      if searchTextField.responderWindow != nil, !searchTextField.isFirstResponder,
        !searchTextField.becomeFirstResponder()
      {
        return false
      }
      for character in text { searchTextField.insertText(String(character)) }
      return true
    }

    @discardableResult func userTapSearchButton() -> Bool {
      guard searchTextField.isUserReachable else { return false }
      searchTextField.pressReturnKey()
      return true
    }

    @discardableResult func userTapCancel() -> Bool {
      guard showsCancelButton, isUserReachable, isEnabled else { return false }
      delegate?.searchBarCancelButtonClicked(self)
      owningSearchController?.searchBarCancelTapped()
      return true
    }

    @discardableResult func userSelectScope(_ index: Int) -> Bool {
      guard isScopeBarVisible, isUserReachable, isEnabled,
        scopeButtonTitles?.indices.contains(index) == true
      else { return false }
      guard index != selectedScopeButtonIndex else { return true }
      selectedScopeButtonIndex = index
      delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
      return true
    }
  }
#endif

#if !os(iOS) && !os(tvOS) && !os(visionOS)
  import Foundation

  // Headless only: what a user's finger does to controls. Each returns `false`, changing and
  // sending nothing, when the user could not interact: the control is disabled, or it or a
  // superview is hidden, transparent or not user-interaction-enabled.

  extension UIView {
    /// Headless only: whether touches can reach the view: it and its superviews are visible
    /// and interaction-enabled (and, for a control, it is enabled).
    public var isReachableByUser: Bool {
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
    /// Headless only: a user's tap: highlights, sends `.touchDown` then `.touchUpInside`
    /// (then `.primaryActionTriggered` for a ``UIButton``), and unhighlights. A button that
    /// ``UIButton/showsMenuAsPrimaryAction`` sends `.menuActionTriggered` instead: its menu
    /// shows (choose in it with `menu?.simulateUserChoosing(_:)`).
    @discardableResult public func simulateUserTap() -> Bool {
      guard isReachableByUser else { return false }
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
    /// Headless only: a user's toggle: flips ``isOn`` and sends `.valueChanged`.
    @discardableResult public func simulateUserToggle() -> Bool {
      guard isReachableByUser else { return false }
      isOn.toggle()
      sendActions(for: .valueChanged)
      return true
    }
  }

  extension UISlider {
    /// Headless only: a user's drag to `value` (clamped): sets it and sends `.valueChanged`
    /// if it changed.
    @discardableResult public func simulateUserSlide(to value: Float) -> Bool {
      guard isReachableByUser else { return false }
      let old = self.value
      self.value = value
      if self.value != old { sendActions(for: .valueChanged) }
      return true
    }
  }

  extension UIStepper {
    /// Headless only: a user's tap on plus: steps up (clamped, or wrapped if ``wraps``) and
    /// sends `.valueChanged` if the value changed.
    @discardableResult public func simulateUserIncrement() -> Bool { step(up: true) }

    /// Headless only: a user's tap on minus: steps down and sends `.valueChanged` if the
    /// value changed.
    @discardableResult public func simulateUserDecrement() -> Bool { step(up: false) }

    private func step(up: Bool) -> Bool {
      guard isReachableByUser else { return false }
      let next = steppedValue(up: up)
      guard next != value else { return false }
      value = next
      sendActions(for: .valueChanged)
      return true
    }
  }

  extension UISegmentedControl {
    /// Headless only: a user's tap on a segment: selects it and sends `.valueChanged`, unless
    /// it is already selected (a momentary control sends each time and keeps no selection).
    /// `false` for a disabled or missing segment.
    @discardableResult public func simulateUserSelectingSegment(at index: Int) -> Bool {
      guard isReachableByUser, segments.indices.contains(index), segments[index].isEnabled
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
    /// Headless only: a user's tap on a page dot: sets ``currentPage`` and sends
    /// `.valueChanged` if it changed.
    @discardableResult public func simulateUserSelectingPage(_ page: Int) -> Bool {
      guard isReachableByUser, (0..<numberOfPages).contains(page) else { return false }
      guard page != currentPage else { return true }
      currentPage = page
      sendActions(for: .valueChanged)
      return true
    }
  }

  extension UIDatePicker {
    /// Headless only: a user's pick of a date (clamped to the range): sets it and sends
    /// `.valueChanged`.
    @discardableResult public func simulateUserPicking(_ date: Date) -> Bool {
      guard isReachableByUser else { return false }
      self.date = date
      sendActions(for: .valueChanged)
      return true
    }
  }

  extension UIRefreshControl {
    /// Headless only: a user's pull to refresh: begins refreshing and sends `.valueChanged`.
    @discardableResult public func simulateUserPullToRefresh() -> Bool {
      guard isReachableByUser, !isRefreshing else { return false }
      beginRefreshing()
      sendActions(for: .valueChanged)
      return true
    }
  }

  extension UITextField {
    /// Headless only: a user's typing: focuses the field (when in a window; `false` if the
    /// delegate refuses) and types the characters one by one with ``insertText(_:)``.
    @discardableResult public func simulateUserTyping(_ text: String) -> Bool {
      guard isReachableByUser else { return false }
      if window != nil, !isFirstResponder, !becomeFirstResponder() { return false }
      for character in text { insertText(String(character)) }
      return true
    }

    /// Headless only: a user's tap on the return key; see `insertText("\n")`.
    @discardableResult public func simulateUserTapReturnKey() -> Bool {
      guard isReachableByUser else { return false }
      pressReturnKey()
      return true
    }
  }

  extension UITextView {
    /// Headless only: a user's typing: focuses the text view (when in a window; `false` if the
    /// delegate refuses) and types the characters one by one with ``insertText(_:)``.
    @discardableResult public func simulateUserTyping(_ text: String) -> Bool {
      guard isReachableByUser, isEditable else { return false }
      if window != nil, !isFirstResponder, !becomeFirstResponder() { return false }
      for character in text { insertText(String(character)) }
      return true
    }
  }

  extension UIMenu {
    /// Headless only: every action of the menu and its submenus, in order.
    public var allActions: [UIAction] {
      children.flatMap { element -> [UIAction] in
        if let action = element as? UIAction { return [action] }
        return (element as? UIMenu)?.allActions ?? []
      }
    }

    /// Headless only: a user's choice of the first enabled, visible action titled `title`
    /// (searching submenus): runs it with `sender` as its sender. `false` when none.
    @discardableResult public func simulateUserChoosing(
      _ title: String, sender: AnyObject? = nil
    ) -> Bool {
      guard
        let action = allActions.first(where: {
          $0.title == title && $0.attributes.isDisjoint(with: [.disabled, .hidden])
        })
      else { return false }
      action.perform(sender: sender)
      return true
    }
  }

  extension UIGestureRecognizer {
    /// Headless only: the user makes the gesture at `location`: if the recognizer is enabled,
    /// attached to a view the user can reach, and its delegate lets it begin, it is
    /// recognized (state `.ended`) and its actions run; then it resets to `.possible`.
    @discardableResult public func simulateUserGesture(at location: CGPoint = .zero) -> Bool {
      guard isEnabled, let view, view.isReachableByUser,
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
#if !os(iOS) && !os(tvOS) && !os(visionOS)
  extension UISearchBar {
    /// Headless only: a user's typing in the search bar: focuses its text field (the delegate's
    /// `searchBarShouldBeginEditing` may refuse: `false`), which begins editing (a search
    /// controller owning the bar activates), then types the characters one by one: each calls
    /// `searchBar(_:textDidChange:)` and the search controller's updater.
    @discardableResult public func simulateUserTyping(_ text: String) -> Bool {
      guard searchTextField.isReachableByUser else { return false }
      if searchTextField.responderWindow != nil, !searchTextField.isFirstResponder,
        !searchTextField.becomeFirstResponder()
      {
        return false
      }
      for character in text { searchTextField.insertText(String(character)) }
      return true
    }

    /// Headless only: a user's tap on the keyboard's search button:
    /// `searchBarSearchButtonClicked(_:)`.
    @discardableResult public func simulateUserTapSearchButton() -> Bool {
      guard searchTextField.isReachableByUser else { return false }
      searchTextField.pressReturnKey()
      return true
    }

    /// Headless only: a user's tap on the cancel button (`false` when it does not show):
    /// `searchBarCancelButtonClicked(_:)`; a search controller owning the bar then clears the
    /// text, ends editing and deactivates, as UIKit's does.
    @discardableResult public func simulateUserTapCancel() -> Bool {
      guard showsCancelButton, isReachableByUser, isEnabled else { return false }
      delegate?.searchBarCancelButtonClicked(self)
      owningSearchController?.searchBarCancelTapped()
      return true
    }

    /// Headless only: a user's tap on a scope button (`false` when the scope bar does not show
    /// or has no such button): selects it and calls
    /// `searchBar(_:selectedScopeButtonIndexDidChange:)` if it changed. As in UIKit, the search
    /// controller's updater is not asked; do it from that delegate method.
    @discardableResult public func simulateUserSelectingScope(_ index: Int) -> Bool {
      guard headlessIsScopeBarVisible, isReachableByUser, isEnabled,
        scopeButtonTitles?.indices.contains(index) == true
      else { return false }
      guard index != selectedScopeButtonIndex else { return true }
      selectedScopeButtonIndex = index
      delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
      return true
    }
  }
#endif

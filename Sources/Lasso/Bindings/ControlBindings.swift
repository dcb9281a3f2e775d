// Bindings from UIKit controls to stores: each dispatches the mapped action to any
// `ActionDispatchable` (a store or a view store). A binding holds the store weakly, so it never
// keeps it alive; the control holds the binding.

/// Lasso's control bindings: dispatch an action to a store or view store on a control event.
extension UIControl {
  /// Dispatches `action` to `store` on each `event` (by default, a tap).
  ///
  /// ```swift
  /// loginButton.bind(to: store, action: .didTapLogin)
  /// ```
  public func bind<Target: ActionDispatchable>(
    _ event: UIControl.Event = .touchUpInside, to store: Target, action: Target.Action
  ) {
    addAction(UIAction { [weak store] _ in store?.dispatchAction(action) }, for: event)
  }

  /// Dispatches the action `mapping` makes of the control to `store` on each `event`.
  ///
  /// ```swift
  /// stepper.bind(.valueChanged, to: store) { .didChangeCount(Int(($0 as! UIStepper).value)) }
  /// ```
  public func bind<Target: ActionDispatchable>(
    _ event: UIControl.Event = .touchUpInside, to store: Target,
    mapping: @escaping @MainActor (UIControl) -> Target.Action
  ) {
    addAction(
      UIAction { [weak self, weak store] _ in
        guard let self, let store else { return }
        store.dispatchAction(mapping(self))
      }, for: event)
  }

  /// Dispatches `mapping(value)` on each `event`, where `value` reads the control's value.
  func bind<Target: ActionDispatchable, Value>(
    _ event: UIControl.Event, to store: Target, value: @escaping @MainActor (UIControl) -> Value,
    mapping: @escaping @MainActor (Value) -> Target.Action
  ) {
    bind(event, to: store) { control in mapping(value(control)) }
  }
}

/// Lasso's binding of a text field's edits to a store.
extension UITextField {
  /// Dispatches the action `mapping` makes of the new text each time the user edits it (the
  /// `.editingChanged` event; setting `text` in code dispatches nothing).
  ///
  /// ```swift
  /// usernameField.bindTextDidChange(to: store) { text in .didUpdateUsername(text) }
  /// ```
  public func bindTextDidChange<Target: ActionDispatchable>(
    to store: Target, mapping: @escaping @MainActor (String) -> Target.Action
  ) {
    bind(.editingChanged, to: store, value: { ($0 as? UITextField)?.text ?? "" }, mapping: mapping)
  }
}

/// Lasso's binding of a switch's value to a store.
extension UISwitch {
  /// Dispatches the action `mapping` makes of the new value when the user flips the switch.
  public func bindValueChange<Target: ActionDispatchable>(
    to store: Target, mapping: @escaping @MainActor (Bool) -> Target.Action
  ) {
    bind(.valueChanged, to: store, value: { ($0 as? UISwitch)?.isOn ?? false }, mapping: mapping)
  }
}

/// Lasso's binding of a slider's value to a store.
extension UISlider {
  /// Dispatches the action `mapping` makes of the new value when the user moves the slider.
  public func bindValueChange<Target: ActionDispatchable>(
    to store: Target, mapping: @escaping @MainActor (Float) -> Target.Action
  ) {
    bind(.valueChanged, to: store, value: { ($0 as? UISlider)?.value ?? 0 }, mapping: mapping)
  }
}

/// Lasso's binding of a stepper's value to a store.
extension UIStepper {
  /// Dispatches the action `mapping` makes of the new value when the user steps.
  public func bindValueChange<Target: ActionDispatchable>(
    to store: Target, mapping: @escaping @MainActor (Double) -> Target.Action
  ) {
    bind(.valueChanged, to: store, value: { ($0 as? UIStepper)?.value ?? 0 }, mapping: mapping)
  }
}

/// Lasso's binding of a segmented control's selection to a store.
extension UISegmentedControl {
  /// Dispatches the action `mapping` makes of the newly selected index when the user picks a
  /// segment.
  public func bindValueChange<Target: ActionDispatchable>(
    to store: Target, mapping: @escaping @MainActor (Int) -> Target.Action
  ) {
    bind(
      .valueChanged, to: store,
      value: { ($0 as? UISegmentedControl)?.selectedSegmentIndex ?? UISegmentedControl.noSegment },
      mapping: mapping)
  }
}

/// Lasso's binding of a page control's page to a store.
extension UIPageControl {
  /// Dispatches the action `mapping` makes of the new page when the user changes it.
  public func bindValueChange<Target: ActionDispatchable>(
    to store: Target, mapping: @escaping @MainActor (Int) -> Target.Action
  ) {
    bind(
      .valueChanged, to: store, value: { ($0 as? UIPageControl)?.currentPage ?? 0 },
      mapping: mapping)
  }
}

#if !os(tvOS)
  /// Lasso's bindings of a date picker's date, duration or picker to a store.
  extension UIDatePicker {
    /// Dispatches the action `mapping` makes of the new date when the user picks one.
    public func bindValueChange<Target: ActionDispatchable>(
      to store: Target, mapping: @escaping @MainActor (Date) -> Target.Action
    ) {
      bind(
        .valueChanged, to: store, value: { ($0 as? UIDatePicker)?.date ?? Date() }, mapping: mapping
      )
    }

    /// Dispatches the action `mapping` makes of the new count-down duration (in seconds) when
    /// the user changes it.
    public func bindDurationChange<Target: ActionDispatchable>(
      to store: Target, mapping: @escaping @MainActor (TimeInterval) -> Target.Action
    ) {
      bind(
        .valueChanged, to: store, value: { ($0 as? UIDatePicker)?.countDownDuration ?? 0 },
        mapping: mapping)
    }

    /// Dispatches the action `mapping` makes of the picker itself when the user changes it.
    public func bindPickerChange<Target: ActionDispatchable>(
      to store: Target, mapping: @escaping @MainActor (UIDatePicker) -> Target.Action
    ) {
      bind(.valueChanged, to: store, value: { $0 as! UIDatePicker }, mapping: mapping)
    }
  }
#endif

/// Lasso's binding of a bar button item's taps to a store.
extension UIBarButtonItem {
  /// Makes tapping the item dispatch `action` to `store` (it becomes the item's primary action).
  public func bind<Target: ActionDispatchable>(to store: Target, action: Target.Action) {
    primaryAction = UIAction(title: title ?? "") { [weak store] _ in store?.dispatchAction(action) }
  }
}

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
}

/// A control that Lasso's mapping bindings can bind: every `UIControl` is one, so that
/// ``bind(_:to:mapping:)`` hands the mapping the control with its own type (a `UIStepper`'s
/// mapping gets a `UIStepper`). The original Lasso's protocol of the same name.
@preconcurrency @MainActor public protocol ControlActionBindable: UIControl {}

extension UIControl: ControlActionBindable {}

extension ControlActionBindable {
  /// Dispatches the action `mapping` makes of the control, as it is when the event comes, to
  /// `store` on each `event` (by default, a tap).
  ///
  /// ```swift
  /// stepper.bind(.valueChanged, to: store) { stepper in .didChangeCount(Int(stepper.value)) }
  /// ```
  ///
  /// The binding holds the control and the store weakly: it keeps neither alive.
  public func bind<Target: ActionDispatchable>(
    _ event: UIControl.Event = .touchUpInside, to store: Target,
    mapping: @escaping @MainActor (_ sender: Self) -> Target.Action
  ) {
    addAction(
      UIAction { [weak self, weak store] _ in
        guard let self, let store else { return }
        store.dispatchAction(mapping(self))
      }, for: event)
  }
}

/// Lasso's binding of a text field's edits to a store.
extension UITextField {
  /// Dispatches the action `mapping` makes of the new text each time the field's
  /// `UITextField.textDidChangeNotification` is posted, as the original Lasso's binding does:
  /// the user's edits post it (setting `text` in code posts nothing), and so does a test that
  /// posts it itself with the field as its object.
  ///
  /// ```swift
  /// usernameField.bindTextDidChange(to: store) { text in .didUpdateUsername(text) }
  /// ```
  public func bindTextDidChange<Target: ActionDispatchable>(
    to store: Target, mapping: @escaping @MainActor (_ newText: String) -> Target.Action
  ) {
    let binding = TextChangeBinding { [weak self, weak store] in
      guard let self, let store else { return }
      store.dispatchAction(mapping(self.text ?? ""))
    }
    binding.observe(UITextField.textDidChangeNotification, of: self)
    holdReference(to: binding)
  }
}

/// Lasso's binding of a switch's value to a store.
extension UISwitch {
  /// Dispatches the action `mapping` makes of the new value when the user flips the switch.
  public func bindValueChange<Target: ActionDispatchable>(
    to store: Target, mapping: @escaping @MainActor (Bool) -> Target.Action
  ) {
    bind(.valueChanged, to: store) { mapping($0.isOn) }
  }
}

/// Lasso's binding of a slider's value to a store.
extension UISlider {
  /// Dispatches the action `mapping` makes of the new value when the user moves the slider.
  public func bindValueChange<Target: ActionDispatchable>(
    to store: Target, mapping: @escaping @MainActor (Float) -> Target.Action
  ) {
    bind(.valueChanged, to: store) { mapping($0.value) }
  }
}

/// Lasso's binding of a stepper's value to a store.
extension UIStepper {
  /// Dispatches the action `mapping` makes of the new value when the user steps.
  public func bindValueChange<Target: ActionDispatchable>(
    to store: Target, mapping: @escaping @MainActor (Double) -> Target.Action
  ) {
    bind(.valueChanged, to: store) { mapping($0.value) }
  }
}

/// Lasso's binding of a segmented control's selection to a store.
extension UISegmentedControl {
  /// Dispatches the action `mapping` makes of the newly selected index when the user picks a
  /// segment.
  public func bindValueChange<Target: ActionDispatchable>(
    to store: Target, mapping: @escaping @MainActor (Int) -> Target.Action
  ) {
    bind(.valueChanged, to: store) { mapping($0.selectedSegmentIndex) }
  }
}

/// Lasso's binding of a page control's page to a store.
extension UIPageControl {
  /// Dispatches the action `mapping` makes of the new page when the user changes it.
  public func bindValueChange<Target: ActionDispatchable>(
    to store: Target, mapping: @escaping @MainActor (Int) -> Target.Action
  ) {
    bind(.valueChanged, to: store) { mapping($0.currentPage) }
  }
}

#if !os(tvOS)
  /// Lasso's bindings of a date picker's date, duration or picker to a store.
  extension UIDatePicker {
    /// Dispatches the action `mapping` makes of the new date when the user picks one (the
    /// `.valueChanged` event), for the `date`, `time` and `dateAndTime` modes.
    ///
    /// ```swift
    /// datePicker.bindDateChange(to: store) { .didSelectDate($0) }
    /// ```
    public func bindDateChange<Target: ActionDispatchable>(
      to store: Target, mapping: @escaping @MainActor (_ date: Date) -> Target.Action
    ) {
      bind(.valueChanged, to: store) { mapping($0.date) }
    }

    /// Dispatches the action `mapping` makes of the new count-down duration (in seconds) when
    /// the user changes it, for the `countDownTimer` mode.
    public func bindDurationChange<Target: ActionDispatchable>(
      to store: Target,
      mapping: @escaping @MainActor (_ countDownDuration: TimeInterval) -> Target.Action
    ) {
      bind(.valueChanged, to: store) { mapping($0.countDownDuration) }
    }

    /// Dispatches the action `mapping` makes of the picker itself (read its `date`, `calendar`,
    /// `countDownDuration` …) when the user changes it.
    ///
    /// As in the original Lasso, a date picker's `bindValueChange` hands over the picker; bind
    /// the date alone with ``bindDateChange(to:mapping:)``.
    public func bindValueChange<Target: ActionDispatchable>(
      to store: Target, mapping: @escaping @MainActor (_ datePicker: UIDatePicker) -> Target.Action
    ) {
      bind(.valueChanged, to: store, mapping: mapping)
    }

    /// Dispatches the action `mapping` makes of the picker itself when the user changes it: the
    /// same as ``bindValueChange(to:mapping:)``.
    public func bindPickerChange<Target: ActionDispatchable>(
      to store: Target, mapping: @escaping @MainActor (_ datePicker: UIDatePicker) -> Target.Action
    ) {
      bindValueChange(to: store, mapping: mapping)
    }
  }
#endif

/// Lasso's binding of a bar button item's taps to a store.
extension UIBarButtonItem {
  /// A system item with no target or action, for ``bind(to:action:)`` to give it one.
  ///
  /// ```swift
  /// let share = UIBarButtonItem(barButtonSystemItem: .action)
  /// share.bind(to: store, action: .didTapShare)
  /// ```
  public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem) {
    #if !LASSO_HEADLESS_UIKIT && (os(iOS) || os(tvOS) || os(visionOS))
      self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
    #else
      self.init(systemItem: systemItem)
    #endif
  }

  /// An item titled `title`, in `style`, with no target or action, for a binding to give it one.
  /// (Without a style, UIKit's `UIBarButtonItem(title:)` makes a plain one.)
  public convenience init(title: String?, style: UIBarButtonItem.Style) {
    #if !LASSO_HEADLESS_UIKIT && (os(iOS) || os(tvOS) || os(visionOS))
      self.init(title: title, style: style, target: nil, action: nil)
    #else
      self.init(title: title)
      self.style = style
    #endif
  }

  /// An item showing `image`, in `style`, with no target or action, for a binding to give it
  /// one.
  public convenience init(image: UIImage?, style: UIBarButtonItem.Style) {
    #if !LASSO_HEADLESS_UIKIT && (os(iOS) || os(tvOS) || os(visionOS))
      self.init(image: image, style: style, target: nil, action: nil)
    #else
      self.init(image: image)
      self.style = style
    #endif
  }

  /// An item showing `image` (and `landscapeImagePhone` in a compact-height bar on iPhone), in
  /// `style`, with no target or action, for a binding to give it one. Only `image` is kept on
  /// tvOS and visionOS, which have no landscape image, and on the headless UIKit, which draws
  /// no bar.
  public convenience init(
    image: UIImage?, landscapeImagePhone: UIImage?, style: UIBarButtonItem.Style = .plain
  ) {
    #if !LASSO_HEADLESS_UIKIT && os(iOS)
      self.init(
        image: image, landscapeImagePhone: landscapeImagePhone, style: style, target: nil,
        action: nil)
    #else
      self.init(image: image, style: style)
    #endif
  }

  /// Makes tapping the item dispatch `action` to `store` (it becomes the item's primary action).
  public func bind<Target: ActionDispatchable>(to store: Target, action: Target.Action) {
    bind(to: store) { _ in action }
  }

  /// Makes tapping the item dispatch the action `mapping` makes of the item to `store` (it
  /// becomes the item's primary action).
  public func bind<Target: ActionDispatchable>(
    to store: Target, mapping: @escaping @MainActor (_ sender: UIBarButtonItem) -> Target.Action
  ) {
    primaryAction = UIAction(title: title ?? "") { [weak self, weak store] _ in
      guard let self, let store else { return }
      store.dispatchAction(mapping(self))
    }
  }
}

// UIKit's target-action names a method of the target by an Objective-C selector; these forms take
// the method itself, as a method reference, so that the same code builds where there is no
// Objective-C runtime: `#selector(didTap)` becomes `Self.didTap`. UIKit's action methods take no
// argument, the sender, or (controls only) the sender and the event; so do these. The target is
// held weakly, as UIKit holds it. Declared once for both UIKits (`import HeadlessUIKit`, or Lasso
// or VSM, which re-export it, gives them on each platform): each adapts the method to one call
// (`MethodReferenceAction`), which TargetActionRegistration.swift registers with the headless
// control, or with Apple's through a trampoline. A `#selector` argument is not a function, so
// UIKit's own methods are still the only match for such calls.

@_spi(Lasso) import LassoDiagnostics

#if !LASSO_HEADLESS_UIKIT && (os(iOS) || os(tvOS) || os(visionOS))
  import UIKit
#endif

extension UIControl {
  /// UIKit's `addTarget(_:action:for:)` with the action method named without a selector: calls
  /// the target's method (held weakly, as UIKit holds targets) when any of the events is sent.
  /// What `#selector(didTap)` named is written `Self.didTap`:
  ///
  /// ```swift
  /// button.addTarget(self, action: Self.didTap, for: .touchUpInside)
  /// ```
  ///
  /// A target that is not of the method's type is reported as a `Misuse`, and not registered.
  public func addTarget<Target: AnyObject, Owner>(
    _ target: Target, action: @escaping @MainActor (Owner) -> () -> Void,
    for controlEvents: UIControl.Event
  ) {
    guard let adapted = MethodReferenceAction(action, target: target, in: addTargetCall)
    else { return }
    register(target, adapted, for: controlEvents)
  }

  /// UIKit's `addTarget(_:action:for:)` with an action method taking the sender, named without
  /// a selector (`Self.didTap` for `func didTap(_ sender: UIButton)`): calls it with the target
  /// (held weakly) and this control. The sender parameter may be this control's class, a
  /// superclass of it, or `Any`; another type is reported as a `Misuse`, and not registered.
  public func addTarget<Target: AnyObject, Owner, Sender>(
    _ target: Target, action: @escaping @MainActor (Owner) -> (Sender) -> Void,
    for controlEvents: UIControl.Event
  ) {
    guard
      let adapted = MethodReferenceAction(
        action, target: target, sender: self, in: addTargetCall)
    else { return }
    register(target, adapted, for: controlEvents)
  }

  /// UIKit's `addTarget(_:action:for:)` with an action method taking the sender and the event
  /// (`func didTap(_ sender: UIButton, forEvent event: UIEvent?)`), named without a selector.
  /// Headless: actions sent by `sendActions(for:)` or a simulated user come with no event
  /// (`nil`).
  public func addTarget<Target: AnyObject, Owner, Sender>(
    _ target: Target, action: @escaping @MainActor (Owner) -> (Sender, UIEvent?) -> Void,
    for controlEvents: UIControl.Event
  ) {
    guard
      let adapted = MethodReferenceAction(
        action, target: target, sender: self, in: addTargetCall)
    else { return }
    register(target, adapted, for: controlEvents)
  }

  /// UIKit's `addTarget(_:action:for:)` with an action method taking the sender and a
  /// non-optional event (`func didTap(_ sender: UIButton, forEvent event: UIEvent)`), named
  /// without a selector. When no event comes with the action (`sendActions(for:)`, and every
  /// action of the headless UIKit), the method gets an empty `UIEvent` (no touches).
  public func addTarget<Target: AnyObject, Owner, Sender>(
    _ target: Target, action: @escaping @MainActor (Owner) -> (Sender, UIEvent) -> Void,
    for controlEvents: UIControl.Event
  ) {
    guard
      let adapted = MethodReferenceAction(
        action, target: target, sender: self, in: addTargetCall)
    else { return }
    register(target, adapted, for: controlEvents)
  }

  /// How a misuse names these methods.
  private var addTargetCall: String {
    "\(Misuse.name(of: type(of: self))).addTarget(_:action:for:)"
  }
}

extension UIBarButtonItem {
  /// UIKit's `init(title:style:target:action:)` with the action method named without a selector:
  /// `UIBarButtonItem(title: "Done", style: .done, target: self, action: Self.done)`. The target
  /// is held weakly, as UIKit holds it.
  public convenience init<Target: AnyObject, Owner>(
    title: String?, style: UIBarButtonItem.Style, target: Target?,
    action: @escaping @MainActor (Owner) -> () -> Void
  ) {
    self.init(showing: .title(title), style: style)
    setTarget(target, action: action)
  }

  /// UIKit's `init(title:style:target:action:)` with an action method taking the item
  /// (`func done(_ sender: UIBarButtonItem)`), named without a selector.
  public convenience init<Target: AnyObject, Owner, Sender>(
    title: String?, style: UIBarButtonItem.Style, target: Target?,
    action: @escaping @MainActor (Owner) -> (Sender) -> Void
  ) {
    self.init(showing: .title(title), style: style)
    setTarget(target, action: action)
  }

  /// UIKit's `init(image:style:target:action:)` with the action method named without a
  /// selector.
  public convenience init<Target: AnyObject, Owner>(
    image: UIImage?, style: UIBarButtonItem.Style, target: Target?,
    action: @escaping @MainActor (Owner) -> () -> Void
  ) {
    self.init(showing: .image(image), style: style)
    setTarget(target, action: action)
  }

  /// UIKit's `init(image:style:target:action:)` with an action method taking the item, named
  /// without a selector.
  public convenience init<Target: AnyObject, Owner, Sender>(
    image: UIImage?, style: UIBarButtonItem.Style, target: Target?,
    action: @escaping @MainActor (Owner) -> (Sender) -> Void
  ) {
    self.init(showing: .image(image), style: style)
    setTarget(target, action: action)
  }

  /// UIKit's `init(barButtonSystemItem:target:action:)` with the action method named without a
  /// selector: `UIBarButtonItem(barButtonSystemItem: .add, target: self, action: Self.add)`.
  public convenience init<Target: AnyObject, Owner>(
    barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Target?,
    action: @escaping @MainActor (Owner) -> () -> Void
  ) {
    self.init(showing: .systemItem(systemItem), style: nil)
    setTarget(target, action: action)
  }

  /// UIKit's `init(barButtonSystemItem:target:action:)` with an action method taking the item,
  /// named without a selector.
  public convenience init<Target: AnyObject, Owner, Sender>(
    barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Target?,
    action: @escaping @MainActor (Owner) -> (Sender) -> Void
  ) {
    self.init(showing: .systemItem(systemItem), style: nil)
    setTarget(target, action: action)
  }

  /// Sets the target (held weakly) and the action method run when the item is tapped, as
  /// UIKit's `target` and `action` properties: `item.setTarget(self, action: Self.done)`.
  /// A `nil` target removes the action. A target that is not of the method's type is
  /// reported as a `Misuse`.
  public func setTarget<Target: AnyObject, Owner>(
    _ target: Target?, action: @escaping @MainActor (Owner) -> () -> Void
  ) {
    removeMethodReferenceTarget()
    guard let target,
      let adapted = MethodReferenceAction(action, target: target, in: Self.setTargetCall)
    else { return }
    install(target, adapted)
  }

  /// Sets the target (held weakly) and an action method taking the item (`Self.done` for
  /// `func done(_ sender: UIBarButtonItem)`). A sender parameter of another type than the
  /// item's class (or a superclass, or `Any`) is reported as a `Misuse`.
  public func setTarget<Target: AnyObject, Owner, Sender>(
    _ target: Target?, action: @escaping @MainActor (Owner) -> (Sender) -> Void
  ) {
    removeMethodReferenceTarget()
    guard let target,
      let adapted = MethodReferenceAction(
        action, target: target, sender: self, in: Self.setTargetCall)
    else { return }
    install(target, adapted)
  }

  /// How a misuse names these methods.
  private static let setTargetCall = "UIBarButtonItem target-action"
}

extension UIGestureRecognizer {
  /// UIKit's `init(target:action:)` with the action method named without a selector:
  /// `UITapGestureRecognizer(target: self, action: Self.didTapBackground)`. The target is held
  /// weakly, as UIKit holds it.
  public convenience init<Target: AnyObject, Owner>(
    target: Target?, action: @escaping @MainActor (Owner) -> () -> Void
  ) {
    self.init()
    if let target { addTarget(target, action: action) }
  }

  /// UIKit's `init(target:action:)` with an action method taking the recognizer
  /// (`func didPan(_ pan: UIPanGestureRecognizer)`), named without a selector.
  public convenience init<Target: AnyObject, Owner, Sender>(
    target: Target?, action: @escaping @MainActor (Owner) -> (Sender) -> Void
  ) {
    self.init()
    if let target { addTarget(target, action: action) }
  }

  /// UIKit's `addTarget(_:action:)` with the action method named without a selector. A target
  /// that is not of the method's type is reported as a `Misuse`, and not added.
  public func addTarget<Target: AnyObject, Owner>(
    _ target: Target, action: @escaping @MainActor (Owner) -> () -> Void
  ) {
    guard let adapted = MethodReferenceAction(action, target: target, in: addTargetCall)
    else { return }
    register(target, adapted)
  }

  /// UIKit's `addTarget(_:action:)` with an action method taking the recognizer, named
  /// without a selector. The parameter may be the recognizer's class, a superclass of it, or
  /// `Any`; another type is reported as a `Misuse`, and the action not added.
  public func addTarget<Target: AnyObject, Owner, Sender>(
    _ target: Target, action: @escaping @MainActor (Owner) -> (Sender) -> Void
  ) {
    guard
      let adapted = MethodReferenceAction(
        action, target: target, sender: self, in: addTargetCall)
    else { return }
    register(target, adapted)
  }

  /// How a misuse names these methods.
  private var addTargetCall: String {
    "\(Misuse.name(of: type(of: self))).addTarget(_:action:)"
  }
}

// What UIKit spells with a selector and has no headless form fails to compile with the fix.
#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  extension UIBarButtonItem {
    /// The object the item calls when tapped, as UIKit's `target`: the target given to
    /// `setTarget(_:action:)` or an initializer with a method reference, held weakly (`nil` once
    /// it is gone, or when the item has no target). Reading it needs no selector; setting it
    /// does, and is unavailable: call `setTarget(_:action:)`. (On Apple platforms UIKit's own
    /// property answers; there a method-reference action's target is the trampoline that calls
    /// the method, not the object given.)
    public var target: AnyObject? {
      get { actionTarget }
      @available(
        *, unavailable,
        message:
          "target and action name a selector, which needs the Objective-C runtime: call setTarget(self, action: Self.method)"
      )
      set {}
    }
  }

  extension UIControl {
    /// Unavailable: UIKit's `removeTarget(_:action:for:)` names the action with a selector, which
    /// needs the Objective-C runtime. ``removeTarget(_:for:)`` removes a target's actions.
    @available(
      *, unavailable,
      message:
        "actions are not named by selectors without the Objective-C runtime: call removeTarget(target, for: events), which removes the target's actions for those events"
    )
    public func removeTarget(_ target: Any?, action: Never?, for controlEvents: Event) {}
  }
#endif

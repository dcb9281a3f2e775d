// UIKit's target-action with the action method named as a method reference (`Self.didTap`)
// instead of a selector (`#selector(didTap)`), so that the same code builds where there is no
// Objective-C runtime. The headless UIKit declares these forms itself; on Apple platforms Lasso
// adds them to UIKit's classes here. Each registers an Objective-C trampoline as UIKit's real
// target and selector, kept alive by the control, item or recognizer through an associated
// object; the trampoline holds the app's target weakly, as UIKit holds targets. A `#selector`
// argument is not a function, so UIKit's own methods are still the only match for such calls.

#if os(iOS) || os(tvOS) || os(visionOS)
  @_spi(Lasso) import LassoDiagnostics
  import ObjectiveC
  import UIKit

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
      let call = "\(Misuse.name(of: type(of: self))).addTarget(_:action:for:)"
      guard TargetActionCheck.target(target, of: Owner.self, in: call) else { return }
      register(target, for: controlEvents) { target, _, _ in
        if let owner = target as? Owner { action(owner)() }
      }
    }

    /// UIKit's `addTarget(_:action:for:)` with an action method taking the sender, named without
    /// a selector (`Self.didTap` for `func didTap(_ sender: UIButton)`): calls it with the target
    /// (held weakly) and this control. The sender parameter may be this control's class, a
    /// superclass of it, or `Any`; another type is reported as a `Misuse`, and not registered.
    public func addTarget<Target: AnyObject, Owner, Sender>(
      _ target: Target, action: @escaping @MainActor (Owner) -> (Sender) -> Void,
      for controlEvents: UIControl.Event
    ) {
      let call = "\(Misuse.name(of: type(of: self))).addTarget(_:action:for:)"
      guard TargetActionCheck.target(target, of: Owner.self, in: call),
        TargetActionCheck.sender(self, as: Sender.self, in: call)
      else { return }
      register(target, for: controlEvents) { target, sender, _ in
        if let owner = target as? Owner, let sender = sender as? Sender { action(owner)(sender) }
      }
    }

    /// UIKit's `addTarget(_:action:for:)` with an action method taking the sender and the event
    /// (`func didTap(_ sender: UIButton, forEvent event: UIEvent?)`), named without a selector.
    public func addTarget<Target: AnyObject, Owner, Sender>(
      _ target: Target, action: @escaping @MainActor (Owner) -> (Sender, UIEvent?) -> Void,
      for controlEvents: UIControl.Event
    ) {
      let call = "\(Misuse.name(of: type(of: self))).addTarget(_:action:for:)"
      guard TargetActionCheck.target(target, of: Owner.self, in: call),
        TargetActionCheck.sender(self, as: Sender.self, in: call)
      else { return }
      register(target, for: controlEvents) { target, sender, event in
        if let owner = target as? Owner, let sender = sender as? Sender {
          action(owner)(sender, event)
        }
      }
    }

    /// UIKit's `addTarget(_:action:for:)` with an action method taking the sender and a
    /// non-optional event (`func didTap(_ sender: UIButton, forEvent event: UIEvent)`), named
    /// without a selector. When UIKit sends no event (`sendActions(for:)`), the method gets an
    /// empty `UIEvent`.
    public func addTarget<Target: AnyObject, Owner, Sender>(
      _ target: Target, action: @escaping @MainActor (Owner) -> (Sender, UIEvent) -> Void,
      for controlEvents: UIControl.Event
    ) {
      let call = "\(Misuse.name(of: type(of: self))).addTarget(_:action:for:)"
      guard TargetActionCheck.target(target, of: Owner.self, in: call),
        TargetActionCheck.sender(self, as: Sender.self, in: call)
      else { return }
      register(target, for: controlEvents) { target, sender, event in
        if let owner = target as? Owner, let sender = sender as? Sender {
          action(owner)(sender, event ?? UIEvent())
        }
      }
    }

    /// Unregisters the actions `target` was added with for the events, those added with a
    /// method reference as well as with a selector (every target's when `target` is `nil`), as
    /// UIKit's `removeTarget(_:action:for:)` does with a `nil` action. The headless UIKit's
    /// method of the same name.
    public func removeTarget(_ target: AnyObject?, for controlEvents: UIControl.Event) {
      for case let trampoline as TargetActionTrampoline in allTargets
      where target == nil || trampoline.target === target {
        removeTarget(trampoline, action: nil, for: controlEvents)
        if !allTargets.contains(trampoline) { releaseReference(to: trampoline) }
      }
      removeTarget(target, action: nil, for: controlEvents)
    }

    private func register(
      _ target: AnyObject, for controlEvents: UIControl.Event,
      _ perform: @escaping @MainActor (AnyObject, Any, UIEvent?) -> Void
    ) {
      let trampoline = TargetActionTrampoline(target: target, perform: perform)
      addTarget(
        trampoline, action: #selector(TargetActionTrampoline.send(_:event:)), for: controlEvents)
      holdReference(to: trampoline)
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
      self.init(title: title, style: style, target: nil, action: nil)
      setTarget(target, action: action)
    }

    /// UIKit's `init(title:style:target:action:)` with an action method taking the item
    /// (`func done(_ sender: UIBarButtonItem)`), named without a selector.
    public convenience init<Target: AnyObject, Owner, Sender>(
      title: String?, style: UIBarButtonItem.Style, target: Target?,
      action: @escaping @MainActor (Owner) -> (Sender) -> Void
    ) {
      self.init(title: title, style: style, target: nil, action: nil)
      setTarget(target, action: action)
    }

    /// UIKit's `init(image:style:target:action:)` with the action method named without a
    /// selector.
    public convenience init<Target: AnyObject, Owner>(
      image: UIImage?, style: UIBarButtonItem.Style, target: Target?,
      action: @escaping @MainActor (Owner) -> () -> Void
    ) {
      self.init(image: image, style: style, target: nil, action: nil)
      setTarget(target, action: action)
    }

    /// UIKit's `init(image:style:target:action:)` with an action method taking the item, named
    /// without a selector.
    public convenience init<Target: AnyObject, Owner, Sender>(
      image: UIImage?, style: UIBarButtonItem.Style, target: Target?,
      action: @escaping @MainActor (Owner) -> (Sender) -> Void
    ) {
      self.init(image: image, style: style, target: nil, action: nil)
      setTarget(target, action: action)
    }

    /// UIKit's `init(barButtonSystemItem:target:action:)` with the action method named without a
    /// selector: `UIBarButtonItem(barButtonSystemItem: .add, target: self, action: Self.add)`.
    public convenience init<Target: AnyObject, Owner>(
      barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Target?,
      action: @escaping @MainActor (Owner) -> () -> Void
    ) {
      self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
      setTarget(target, action: action)
    }

    /// UIKit's `init(barButtonSystemItem:target:action:)` with an action method taking the item,
    /// named without a selector.
    public convenience init<Target: AnyObject, Owner, Sender>(
      barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Target?,
      action: @escaping @MainActor (Owner) -> (Sender) -> Void
    ) {
      self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
      setTarget(target, action: action)
    }

    /// Sets the target (held weakly) and the action method run when the item is tapped, as
    /// UIKit's `target` and `action` properties: `item.setTarget(self, action: Self.done)`.
    /// A `nil` target removes the action. A target that is not of the method's type is
    /// reported as a `Misuse`. The headless UIKit's method of the same name.
    public func setTarget<Target: AnyObject, Owner>(
      _ target: Target?, action: @escaping @MainActor (Owner) -> () -> Void
    ) {
      clearTarget()
      guard let target,
        TargetActionCheck.target(target, of: Owner.self, in: "UIBarButtonItem target-action")
      else { return }
      install(target) { target, _, _ in
        if let owner = target as? Owner { action(owner)() }
      }
    }

    /// Sets the target (held weakly) and an action method taking the item (`Self.done` for
    /// `func done(_ sender: UIBarButtonItem)`). A sender parameter of another type than the
    /// item's class (or a superclass, or `Any`) is reported as a `Misuse`.
    public func setTarget<Target: AnyObject, Owner, Sender>(
      _ target: Target?, action: @escaping @MainActor (Owner) -> (Sender) -> Void
    ) {
      clearTarget()
      let call = "UIBarButtonItem target-action"
      guard let target, TargetActionCheck.target(target, of: Owner.self, in: call),
        TargetActionCheck.sender(self, as: Sender.self, in: call)
      else { return }
      install(target) { target, sender, _ in
        if let owner = target as? Owner, let sender = sender as? Sender { action(owner)(sender) }
      }
    }

    private func clearTarget() {
      if let trampoline = self.target as? TargetActionTrampoline {
        releaseReference(to: trampoline)
      }
      self.target = nil
      self.action = nil
    }

    private func install(
      _ target: AnyObject, _ perform: @escaping @MainActor (AnyObject, Any, UIEvent?) -> Void
    ) {
      let trampoline = TargetActionTrampoline(target: target, perform: perform)
      self.target = trampoline
      self.action = #selector(TargetActionTrampoline.send(_:))
      holdReference(to: trampoline)
    }
  }

  extension UIGestureRecognizer {
    /// UIKit's `init(target:action:)` with the action method named without a selector:
    /// `UITapGestureRecognizer(target: self, action: Self.didTapBackground)`. The target is held
    /// weakly, as UIKit holds it.
    public convenience init<Target: AnyObject, Owner>(
      target: Target?, action: @escaping @MainActor (Owner) -> () -> Void
    ) {
      self.init(target: nil, action: nil)
      if let target { addTarget(target, action: action) }
    }

    /// UIKit's `init(target:action:)` with an action method taking the recognizer
    /// (`func didPan(_ pan: UIPanGestureRecognizer)`), named without a selector.
    public convenience init<Target: AnyObject, Owner, Sender>(
      target: Target?, action: @escaping @MainActor (Owner) -> (Sender) -> Void
    ) {
      self.init(target: nil, action: nil)
      if let target { addTarget(target, action: action) }
    }

    /// UIKit's `addTarget(_:action:)` with the action method named without a selector. A target
    /// that is not of the method's type is reported as a `Misuse`, and not added.
    public func addTarget<Target: AnyObject, Owner>(
      _ target: Target, action: @escaping @MainActor (Owner) -> () -> Void
    ) {
      let call = "\(Misuse.name(of: type(of: self))).addTarget(_:action:)"
      guard TargetActionCheck.target(target, of: Owner.self, in: call) else { return }
      register(target) { target, _, _ in
        if let owner = target as? Owner { action(owner)() }
      }
    }

    /// UIKit's `addTarget(_:action:)` with an action method taking the recognizer, named
    /// without a selector. The parameter may be the recognizer's class, a superclass of it, or
    /// `Any`; another type is reported as a `Misuse`, and the action not added.
    public func addTarget<Target: AnyObject, Owner, Sender>(
      _ target: Target, action: @escaping @MainActor (Owner) -> (Sender) -> Void
    ) {
      let call = "\(Misuse.name(of: type(of: self))).addTarget(_:action:)"
      guard TargetActionCheck.target(target, of: Owner.self, in: call),
        TargetActionCheck.sender(self, as: Sender.self, in: call)
      else { return }
      register(target) { target, sender, _ in
        if let owner = target as? Owner, let sender = sender as? Sender { action(owner)(sender) }
      }
    }

    private func register(
      _ target: AnyObject, _ perform: @escaping @MainActor (AnyObject, Any, UIEvent?) -> Void
    ) {
      let trampoline = TargetActionTrampoline(target: target, perform: perform)
      addTarget(trampoline, action: #selector(TargetActionTrampoline.send(_:)))
      holdReference(to: trampoline)
    }
  }

  /// The Objective-C target UIKit calls for an action given as a method reference: it holds the
  /// app's target weakly and calls the method on it. The control, item or recognizer keeps it.
  @MainActor
  private final class TargetActionTrampoline: NSObject {
    weak var target: AnyObject?
    private let perform: @MainActor (AnyObject, Any, UIEvent?) -> Void

    init(target: AnyObject, perform: @escaping @MainActor (AnyObject, Any, UIEvent?) -> Void) {
      self.target = target
      self.perform = perform
    }

    /// UIKit's action with the sender (bar button items, gesture recognizers).
    @objc func send(_ sender: Any) {
      if let target { perform(target, sender, nil) }
    }

    /// UIKit's action with the sender and the event (controls).
    @objc func send(_ sender: Any, event: UIEvent?) {
      if let target { perform(target, sender, event) }
    }
  }
#endif

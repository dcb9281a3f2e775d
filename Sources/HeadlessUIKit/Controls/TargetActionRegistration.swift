// How an action method named by a method reference (TargetActionMethods.swift), adapted to one
// call (`MethodReferenceAction`), is registered: the only part of target-action that differs
// between the two UIKits. The headless controls keep the call in their own lists. Apple's UIKit
// calls an Objective-C target with a selector, so there a trampoline is that target: it holds the
// app's target weakly, as UIKit holds targets, and the control, item or recognizer keeps it alive
// through an associated object.

#if !LASSO_HEADLESS_UIKIT && (os(iOS) || os(tvOS) || os(visionOS))
  import ObjectiveC
  import UIKit
#endif

extension UIBarButtonItem {
  /// What an item made with a method-reference target shows.
  enum Content {
    case title(String?), image(UIImage?), systemItem(SystemItem)
  }
}

#if !LASSO_HEADLESS_UIKIT && (os(iOS) || os(tvOS) || os(visionOS))
  extension UIControl {
    /// Registers `action` on `target` for the events.
    func register(
      _ target: AnyObject, _ action: MethodReferenceAction, for controlEvents: UIControl.Event
    ) {
      let trampoline = TargetActionTrampoline(target: target, action: action, keptBy: self)
      addTarget(
        trampoline, action: #selector(TargetActionTrampoline.send(_:event:)), for: controlEvents)
    }

    /// Unregisters the actions `target` was added with for the events, those added with a
    /// method reference as well as with a selector (every target's when `target` is `nil`), as
    /// UIKit's `removeTarget(_:action:for:)` does with a `nil` action. The headless UIKit's
    /// method of the same name.
    public func removeTarget(_ target: AnyObject?, for controlEvents: UIControl.Event) {
      for case let trampoline as TargetActionTrampoline in allTargets
      where target == nil || trampoline.target === target {
        removeTarget(trampoline, action: nil, for: controlEvents)
        if !allTargets.contains(trampoline) { trampoline.release(by: self) }
      }
      removeTarget(target, action: nil, for: controlEvents)
    }
  }

  extension UIBarButtonItem {
    /// An item showing `content`, in `style` (UIKit's default when `nil`), with no action yet.
    convenience init(showing content: Content, style: Style?) {
      switch content {
      case .title(let title):
        self.init(title: title, style: style ?? .plain, target: nil, action: nil)
      case .image(let image):
        self.init(image: image, style: style ?? .plain, target: nil, action: nil)
      case .systemItem(let item): self.init(barButtonSystemItem: item, target: nil, action: nil)
      }
    }

    /// Makes `action` on `target` the item's action.
    func install(_ target: AnyObject, _ action: MethodReferenceAction) {
      let trampoline = TargetActionTrampoline(target: target, action: action, keptBy: self)
      self.target = trampoline
      self.action = #selector(TargetActionTrampoline.send(_:))
    }

    /// Removes the item's target and action.
    func removeMethodReferenceTarget() {
      (target as? TargetActionTrampoline)?.release(by: self)
      target = nil
      action = nil
    }
  }

  extension UIGestureRecognizer {
    /// Adds `action` on `target` to the recognizer's actions.
    func register(_ target: AnyObject, _ action: MethodReferenceAction) {
      let trampoline = TargetActionTrampoline(target: target, action: action, keptBy: self)
      addTarget(trampoline, action: #selector(TargetActionTrampoline.send(_:)))
    }
  }

  /// The Objective-C target UIKit calls for an action given as a method reference: it holds the
  /// app's target weakly and calls the method on it. The control, item or recognizer keeps it.
  @MainActor
  private final class TargetActionTrampoline: NSObject {
    weak var target: AnyObject?
    private let action: MethodReferenceAction

    /// A trampoline to `action` on `target`, kept alive by `owner` until released.
    init(target: AnyObject, action: MethodReferenceAction, keptBy owner: NSObject) {
      self.target = target
      self.action = action
      super.init()
      objc_setAssociatedObject(owner, key, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Stops `owner` keeping it alive.
    func release(by owner: NSObject) {
      objc_setAssociatedObject(owner, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Its own address: unique among the owner's associated objects while the owner keeps it.
    private var key: UnsafeRawPointer {
      UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
    }

    /// UIKit's action with the sender (bar button items, gesture recognizers).
    @objc func send(_ sender: Any) {
      if let target { action.perform(target, sender, nil) }
    }

    /// UIKit's action with the sender and the event (controls).
    @objc func send(_ sender: Any, event: UIEvent?) {
      if let target { action.perform(target, sender, event) }
    }
  }
#else
  extension UIControl {
    /// Registers `action` on `target` (held weakly) for the events.
    func register(
      _ target: AnyObject, _ action: MethodReferenceAction, for controlEvents: UIControl.Event
    ) {
      let uiAction = UIAction { [weak target] performed in
        if let target, let control = performed.sender as? UIControl {
          action.perform(target, control, nil)
        }
      }
      registrations.append(
        Registration(action: uiAction, events: controlEvents, target: target, hasTarget: true))
    }
  }

  extension UIBarButtonItem {
    /// An item showing `content`, in `style` (UIKit's default when `nil`), with no action yet.
    convenience init(showing content: Content, style: Style?) {
      switch content {
      case .title(let title): self.init(title: title)
      case .image(let image): self.init(image: image)
      case .systemItem(let item): self.init(systemItem: item)
      }
      if let style { self.style = style }
    }

    /// Makes `action` on `target` (held weakly) the item's action.
    func install(_ target: AnyObject, _ action: MethodReferenceAction) {
      actionTarget = target
      targetAction = { [weak target] item in
        if let target { action.perform(target, item, nil) }
      }
    }

    /// Removes the item's target and action.
    func removeMethodReferenceTarget() {
      actionTarget = nil
      targetAction = nil
    }
  }

  extension UIGestureRecognizer {
    /// Adds `action` on `target` (held weakly) to the recognizer's actions.
    func register(_ target: AnyObject, _ action: MethodReferenceAction) {
      actions.append { [weak target] recognizer in
        if let target { action.perform(target, recognizer, nil) }
      }
    }
  }
#endif

@_spi(Lasso) import LassoDiagnostics

#if !LASSO_HEADLESS_UIKIT && (os(iOS) || os(tvOS) || os(visionOS))
  import UIKit
#endif

/// An action method named by a method reference (`Self.didTap`), adapted to one call that takes
/// the target, the sender and the event, whichever of UIKit's action shapes the method has: no
/// argument, the sender, or the sender and the event. Made only when the target (and the sender)
/// are of the method's types, the misuse reported otherwise; the headless controls and, on Apple
/// platforms, UIKit's (through a trampoline) register this one call.
@MainActor
struct MethodReferenceAction {
  /// Calls the method on `target` with what it takes of `sender` and `event`.
  let perform: @MainActor (_ target: AnyObject, _ sender: Any, _ event: UIEvent?) -> Void

  /// A method taking no argument (`func didTap()`), if `target` is of its type.
  init?<Owner>(
    _ method: @escaping @MainActor (Owner) -> () -> Void, target: AnyObject, in call: String
  ) {
    guard TargetActionCheck.target(target, of: Owner.self, in: call) else { return nil }
    perform = { target, _, _ in
      if let owner = target as? Owner { method(owner)() }
    }
  }

  /// A method taking the sender (`func didTap(_ sender: UIButton)`), if `target` is of its type
  /// and `sender` can be passed to it.
  init?<Owner, Sender>(
    _ method: @escaping @MainActor (Owner) -> (Sender) -> Void, target: AnyObject,
    sender: AnyObject, in call: String
  ) {
    self.init(target: target, sender: sender, in: call) { (owner: Owner, sender: Sender, _) in
      method(owner)(sender)
    }
  }

  /// A method taking the sender and the event (`forEvent event: UIEvent?`).
  init?<Owner, Sender>(
    _ method: @escaping @MainActor (Owner) -> (Sender, UIEvent?) -> Void, target: AnyObject,
    sender: AnyObject, in call: String
  ) {
    self.init(target: target, sender: sender, in: call) { (owner: Owner, sender: Sender, event) in
      method(owner)(sender, event)
    }
  }

  /// A method taking the sender and a non-optional event (`forEvent event: UIEvent`): an action
  /// sent with no event (`sendActions(for:)`, the headless UIKit's every action) passes an empty
  /// `UIEvent`.
  init?<Owner, Sender>(
    _ method: @escaping @MainActor (Owner) -> (Sender, UIEvent) -> Void, target: AnyObject,
    sender: AnyObject, in call: String
  ) {
    self.init(target: target, sender: sender, in: call) { (owner: Owner, sender: Sender, event) in
      method(owner)(sender, event ?? UIEvent())
    }
  }

  /// The checks and the casts of the forms that take the sender.
  private init?<Owner, Sender>(
    target: AnyObject, sender: AnyObject, in call: String,
    _ method: @escaping @MainActor (Owner, Sender, UIEvent?) -> Void
  ) {
    guard
      TargetActionCheck.target(target, of: Owner.self, in: call),
      TargetActionCheck.sender(sender, as: Sender.self, in: call)
    else { return nil }
    perform = { target, sender, event in
      if let owner = target as? Owner, let sender = sender as? Sender {
        method(owner, sender, event)
      }
    }
  }
}

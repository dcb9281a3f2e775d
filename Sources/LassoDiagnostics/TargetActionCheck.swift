/// Checks of a target-action registration that names its action by a method reference
/// (`Self.didTap`): the headless UIKit's forms and `Lasso`'s over Apple's UIKit report the same
/// misuses, in the same words, from here. Lasso-internal.
@_spi(Lasso) @MainActor public enum TargetActionCheck {
  /// Whether `target` has the type whose method the action is; reports a misuse if not.
  public static func target<Owner>(
    _ target: AnyObject, of owner: Owner.Type, in call: String
  ) -> Bool {
    if target is Owner { return true }
    Misuse.report(
      "\(call): the action is a method of \(Misuse.name(of: owner)), but the target is a "
        + "\(Misuse.name(of: type(of: target))); the action is not registered.",
      fix: "Pass an instance of \(Misuse.name(of: owner)) as the target (from inside that "
        + "class, `self` with `Self.method`), or name a method of the target's own type.")
    return false
  }

  /// Whether `sender` can be passed as the action method's sender argument; reports a misuse
  /// if not.
  public static func sender<Sender>(
    _ sender: AnyObject, as senderType: Sender.Type, in call: String
  ) -> Bool {
    if sender is Sender { return true }
    let senderName = Misuse.name(of: type(of: sender))
    Misuse.report(
      "\(call): the action method's sender parameter is a \(Misuse.name(of: senderType)), but "
        + "UIKit passes the \(senderName) itself; the action is not registered.",
      fix: "Declare the sender parameter as \(senderName) (or a superclass of it, or `Any`), "
        + "or leave the parameter out.")
    return false
  }
}

/// Lasso's binding of a text view's edits to a store.
extension UITextView {
  /// Dispatches the action `mapping` makes of the new text each time the user edits it (the
  /// text view's text-did-change notification; setting `text` in code dispatches nothing).
  public func bindTextDidChange<Target: ActionDispatchable>(
    to store: Target, mapping: @escaping @MainActor (String) -> Target.Action
  ) {
    let binding = TextChangeBinding { [weak self, weak store] in
      guard let self, let store else { return }
      store.dispatchAction(mapping(self.text ?? ""))
    }
    binding.observe(UITextView.textDidChangeNotification, of: self)
    holdReference(to: binding)
  }
}

/// Observes one text view's or text field's text-did-change notifications for as long as it
/// keeps the binding.
final class TextChangeBinding {
  private let changed: @MainActor () -> Void
  private var token: NSObjectProtocol?

  init(_ changed: @escaping @MainActor () -> Void) {
    self.changed = changed
  }

  @MainActor func observe(_ name: Notification.Name, of object: AnyObject) {
    token = NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) {
      [changed] _ in
      // Posted by UIKit (or a test standing in for it) on the main actor: handled at once, inside
      // the post; a post from another thread is handled on the main actor, as the original's
      // `queue: .main` observer did.
      executeOnMainThread { changed() }
    }
  }

  deinit {
    if let token { NotificationCenter.default.removeObserver(token) }
  }
}

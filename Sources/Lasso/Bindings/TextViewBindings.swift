/// Lasso's binding of a text view's edits to a store.
extension UITextView {
  /// Dispatches the action `mapping` makes of the new text each time the user edits it (the
  /// text view's text-did-change notification; setting `text` in code dispatches nothing).
  public func bindTextDidChange<Target: ActionDispatchable>(
    to store: Target, mapping: @escaping @MainActor (String) -> Target.Action
  ) {
    let binding = TextViewBinding { [weak self, weak store] in
      guard let self, let store else { return }
      store.dispatchAction(mapping(self.text ?? ""))
    }
    binding.observe(self)
    holdReference(to: binding)
  }
}

/// Observes one text view's text-did-change notifications for as long as the text view keeps it.
private final class TextViewBinding {
  private let changed: @MainActor () -> Void
  private var token: NSObjectProtocol?

  init(_ changed: @escaping @MainActor () -> Void) {
    self.changed = changed
  }

  @MainActor func observe(_ textView: UITextView) {
    token = NotificationCenter.default.addObserver(
      forName: UITextView.textDidChangeNotification, object: textView, queue: nil
    ) { [changed] _ in
      // Posted by the text view itself, on the main thread, as UIKit does.
      MainActor.assumeIsolated { changed() }
    }
  }

  deinit {
    if let token { NotificationCenter.default.removeObserver(token) }
  }
}

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The delegate of a text view, as UIKit's `UITextViewDelegate` (all methods optional).
  /// Assign it to the text view's `delegate`.
  @preconcurrency @MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin (`true`).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Called after editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end (`true`).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Called after editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether typing may replace the text in `range` (UTF-16) with `text` (`true`).
    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool
    /// Called after typing changed the text (not after setting `text`).
    func textViewDidChange(_ textView: UITextView)
  }

  extension UITextViewDelegate {
    /// Allows editing.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Allows ending.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Allows the change.
    public func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
  }

  /// A multi-line text input, as UIKit's `UITextView`. Setting ``text`` sends nothing;
  /// ``insertText(_:)`` and ``deleteBackward()`` edit as typing does: they ask the delegate,
  /// change the text, call `textViewDidChange` and post ``textDidChangeNotification``.
  /// Headless: its `delegate` is typed `UIScrollViewDelegate?` (a ``UITextViewDelegate`` is
  /// one).
  @preconcurrency @MainActor open class UITextView: UIScrollView {
    /// Posted (object: the text view) when editing begins.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
      "UITextViewTextDidBeginEditingNotification")
    /// Posted (object: the text view) when typing changed the text.
    nonisolated public static let textDidChangeNotification = Notification.Name(
      "UITextViewTextDidChangeNotification")
    /// Posted (object: the text view) when editing ends.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
      "UITextViewTextDidEndEditingNotification")

    private var storedText = ""
    private var textDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    /// The text; setting it sends nothing.
    open var text: String! {
      get { storedText }
      set {
        storedText = newValue ?? ""
        storedAttributedText = nil
      }
    }
    /// The styled text set last, while the text is still its string.
    private var storedAttributedText: NSAttributedString?

    /// The text with attributes. Setting it sets ``text`` to its string, and ``font`` and
    /// ``textColor`` to its attributes at its first character, as in UIKit. Otherwise (after
    /// ``text`` was set or the user typed) it is the text styled by ``font`` and ``textColor``.
    open var attributedText: NSAttributedString! {
      get {
        .editableAttributed(storedText, kept: storedAttributedText, font: font, color: textColor)
      }
      set {
        let kept = NSAttributedString.adoptingAttributes(newValue, font: &font, color: &textColor)
        storedText = newValue?.string ?? ""
        storedAttributedText = kept
      }
    }
    /// The font of the text; the system font of 12 points by default. Headless: stored only.
    open var font: UIFont? = .systemFont(ofSize: 12)
    /// Whether the font follows Dynamic Type (UIKit's `UIContentSizeCategoryAdjusting`): when
    /// the view's content size category changes, a font made by
    /// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics` is replaced by its form at the
    /// new category (`false` by default).
    open var adjustsFontForContentSizeCategory = false
    /// The color of the text; `.label` by default. Headless: stored only.
    open var textColor: UIColor? = .label
    /// How the text is aligned in the view. Headless: stored only.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the user can edit.
    open var isEditable = true
    /// Whether the user can select.
    open var isSelectable = true
    /// The inset of the text.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// Whether the text is hidden.
    open var isSecureTextEntry = false
    /// The kind of keyboard shown while the view edits. Headless: stored only; typing is
    /// simulated with `headless.type(_:)`.
    open var keyboardType: UIKeyboardType = .default
    /// When the keyboard turns on capitals. Headless: stored only; simulated typing is entered as
    /// given.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether the keyboard corrects spelling. Headless: stored only; nothing is corrected.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// The return key.
    open var returnKeyType: UIReturnKeyType = .default
    /// A view above the keyboard.
    open var inputAccessoryView: UIView?

    /// Whether there is text.
    public var hasText: Bool { !storedText.isEmpty }

    /// An editable text view can become first responder (in a window).
    open override var canBecomeFirstResponder: Bool { isEditable }

    override func shouldBecomeFirstResponder() -> Bool {
      textDelegate?.textViewShouldBeginEditing(self) ?? true
    }

    override func didBecomeFirstResponder() {
      textDelegate?.textViewDidBeginEditing(self)
      NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    override func shouldResignFirstResponder() -> Bool {
      textDelegate?.textViewShouldEndEditing(self) ?? true
    }

    override func didResignFirstResponder() {
      textDelegate?.textViewDidEndEditing(self)
      NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    /// Types text at the end, as the keyboard does (`"\n"` is a new line).
    open func insertText(_ text: String) {
      replaceAsTyping(NSRange(location: storedText.utf16.count, length: 0), with: text)
    }

    /// Deletes the last character, as the delete key does. Does nothing when empty.
    open func deleteBackward() {
      guard let last = storedText.last else { return }
      let length = String(last).utf16.count
      replaceAsTyping(
        NSRange(location: storedText.utf16.count - length, length: length), with: "")
    }

    private func replaceAsTyping(_ range: NSRange, with string: String) {
      if let textDelegate,
        !textDelegate.textView(self, shouldChangeTextIn: range, replacementText: string)
      {
        return
      }
      guard let swiftRange = Range(range, in: storedText) else { return }
      storedText.replaceSubrange(swiftRange, with: string)
      textDelegate?.textViewDidChange(self)
      NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }
  }
#endif

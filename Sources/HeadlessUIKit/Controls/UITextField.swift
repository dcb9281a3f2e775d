#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The delegate of a text field, as UIKit's `UITextFieldDelegate` (all methods optional).
  @preconcurrency @MainActor public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether editing may begin (`true`).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Called after editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (`true`).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Called after editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether typing may replace the characters in `range` (UTF-16) with `string` (`true`).
    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool
    /// Whether the clear button may clear the text (`true`).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key is handled (`true`).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
  }

  extension UITextFieldDelegate {
    /// Allows editing.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Allows ending.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Allows the change.
    public func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool { true }
    /// Allows clearing.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Handles the return key.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
  }

  /// A one-line text input, as UIKit's `UITextField`. Setting ``text`` sends nothing;
  /// ``insertText(_:)`` and ``deleteBackward()`` edit as typing does: they ask the delegate,
  /// change the text, send `.editingChanged` and post ``textDidChangeNotification``.
  @preconcurrency @MainActor open class UITextField: UIControl {
    /// Posted (object: the field) when editing begins.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
      "UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the field) when typing changed the text.
    nonisolated public static let textDidChangeNotification = Notification.Name(
      "UITextFieldTextDidChangeNotification")
    /// Posted (object: the field) when editing ends.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
      "UITextFieldTextDidEndEditingNotification")

    /// The border of a text field.
    public enum BorderStyle: Int, Sendable {
      /// No border.
      case none
      /// A thin line.
      case line
      /// A bezel.
      case bezel
      /// A rounded rectangle.
      case roundedRect
    }

    /// When an overlay view shows.
    public enum ViewMode: Int, Sendable {
      /// Never.
      case never
      /// While editing.
      case whileEditing
      /// Unless editing.
      case unlessEditing
      /// Always.
      case always
    }

    private var storedText = ""

    /// The text; never `nil` when read (setting `nil` empties it), as in UIKit. Setting it
    /// sends nothing.
    open var text: String? {
      get { storedText }
      set {
        storedText = newValue ?? ""
        storedAttributedText = nil
        invalidateIntrinsicContentSize()
      }
    }
    /// The styled text set last, while the text is still its string.
    private var storedAttributedText: NSAttributedString?

    /// The text with attributes. Setting it sets ``text`` to its string, and ``font`` and
    /// ``textColor`` to its attributes at its first character, as in UIKit. Otherwise (after
    /// ``text`` was set or the user typed) it is the text styled by ``font`` and ``textColor``.
    open var attributedText: NSAttributedString? {
      get {
        .editableAttributed(storedText, kept: storedAttributedText, font: font, color: textColor)
      }
      set {
        let kept = NSAttributedString.adoptingAttributes(newValue, font: &font, color: &textColor)
        storedText = newValue?.string ?? ""
        storedAttributedText = kept
        invalidateIntrinsicContentSize()
      }
    }
    private var storedAttributedPlaceholder: NSAttributedString?

    /// The text shown while empty. Setting it replaces ``attributedPlaceholder`` with the same
    /// text without attributes.
    open var placeholder: String? {
      didSet {
        storedAttributedPlaceholder = nil
        invalidateIntrinsicContentSize()
      }
    }
    /// The styled text shown while empty (`nil` by default). Setting it sets ``placeholder``
    /// to its string, as in UIKit.
    open var attributedPlaceholder: NSAttributedString? {
      get { storedAttributedPlaceholder ?? placeholder.map { NSAttributedString(string: $0) } }
      set {
        placeholder = newValue?.string
        storedAttributedPlaceholder = newValue.map { NSAttributedString(attributedString: $0) }
      }
    }
    /// The font of the text; the system font of 17 points by default.
    open var font: UIFont? = .systemFont(ofSize: 17) {
      didSet { invalidateIntrinsicContentSize() }
    }
    /// Whether the font follows Dynamic Type (UIKit's `UIContentSizeCategoryAdjusting`, which
    /// `UITextField` adopts): when the field's content size category changes, a font made by
    /// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics` is replaced by its form at the
    /// new category (`false` by default).
    open var adjustsFontForContentSizeCategory = false
    /// The color of the text; `.label` by default. Headless: stored only.
    open var textColor: UIColor? = .label
    /// How the text is aligned in the field. Headless: stored only.
    open var textAlignment: NSTextAlignment = .natural
    /// The kind of border drawn around the field; it pads the field's intrinsic size.
    open var borderStyle: BorderStyle = .none {
      didSet { invalidateIntrinsicContentSize() }
    }
    /// When the clear button shows.
    open var clearButtonMode: ViewMode = .never
    /// A view on the left.
    open var leftView: UIView? {
      didSet { invalidateIntrinsicContentSize() }
    }
    /// When the left view shows.
    open var leftViewMode: ViewMode = .never {
      didSet { invalidateIntrinsicContentSize() }
    }
    /// A view on the right.
    open var rightView: UIView? {
      didSet { invalidateIntrinsicContentSize() }
    }
    /// When the right view shows.
    open var rightViewMode: ViewMode = .never {
      didSet { invalidateIntrinsicContentSize() }
    }
    /// Whether beginning to edit clears the text.
    open var clearsOnBeginEditing = false
    /// Whether the font shrinks to fit.
    open var adjustsFontSizeToFitWidth = false
    /// The delegate (weak).
    open weak var delegate: UITextFieldDelegate?
    /// Whether the text is hidden (passwords).
    open var isSecureTextEntry = false
    /// The kind of keyboard shown while the field edits (digits, email...). Headless: stored
    /// only; typing is simulated with `headless.type(_:)`.
    open var keyboardType: UIKeyboardType = .default
    /// When the keyboard turns on capitals. Headless: stored only; simulated typing is entered as
    /// given.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether the keyboard corrects spelling. Headless: stored only; nothing is corrected.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// The spell checking.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The return key.
    open var returnKeyType: UIReturnKeyType = .default
    /// The meaning of the content.
    open var textContentType: UITextContentType?
    /// Whether the return key is disabled while empty.
    open var enablesReturnKeyAutomatically = false
    /// A view replacing the keyboard.
    open var inputView: UIView?
    /// A view above the keyboard.
    open var inputAccessoryView: UIView?
    /// Whether the field is being edited (is first responder).
    public private(set) var isEditing = false {
      didSet { invalidateIntrinsicContentSize() }  // overlay views show by editing state
    }

    /// The shown text (or the placeholder while empty) on one line in the field's font, with
    /// the border's padding (7 points around a rounded rectangle, 4 in a line or bezel) and the
    /// overlay views that show.
    open override var intrinsicContentSize: CGSize { measuredSize }

    /// The field's intrinsic size, whatever size is proposed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { measuredSize }

    /// Whether there is text.
    public var hasText: Bool { !storedText.isEmpty }

    /// An enabled text field can become first responder (in a window).
    open override var canBecomeFirstResponder: Bool { isEnabled }

    override func shouldBecomeFirstResponder() -> Bool {
      delegate?.textFieldShouldBeginEditing(self) ?? true
    }

    override func didBecomeFirstResponder() {
      isEditing = true
      if clearsOnBeginEditing { storedText = "" }
      delegate?.textFieldDidBeginEditing(self)
      sendActions(for: .editingDidBegin)
      NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    override func shouldResignFirstResponder() -> Bool {
      delegate?.textFieldShouldEndEditing(self) ?? true
    }

    override func didResignFirstResponder() {
      isEditing = false
      delegate?.textFieldDidEndEditing(self)
      sendActions(for: .editingDidEnd)
      NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    /// Types text at the end, as the keyboard does: asks the delegate, changes the text, sends
    /// `.editingChanged` and posts ``textDidChangeNotification``. `"\n"` is the return key.
    open func insertText(_ text: String) {
      if text == "\n" {
        pressReturnKey()
        return
      }
      let end = NSRange(location: storedText.utf16.count, length: 0)
      replaceAsTyping(end, with: text)
    }

    /// Deletes the last character, as the keyboard's delete key does (same events as
    /// ``insertText(_:)``). Does nothing when empty.
    open func deleteBackward() {
      guard let last = storedText.last else { return }
      let length = String(last).utf16.count
      let range = NSRange(location: storedText.utf16.count - length, length: length)
      replaceAsTyping(range, with: "")
    }

    private func replaceAsTyping(_ range: NSRange, with string: String) {
      guard allowsTyping(in: range, replacementString: string) else { return }
      guard let swiftRange = Range(range, in: storedText) else { return }
      storedText.replaceSubrange(swiftRange, with: string)
      invalidateIntrinsicContentSize()
      sendActions(for: .editingChanged)
      NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
      didChangeTextByTyping()
    }

    /// Whether typing may replace `range` with `string`: the delegate's answer (a search
    /// field asks its search bar's delegate too).
    func allowsTyping(in range: NSRange, replacementString string: String) -> Bool {
      delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string)
        ?? true
    }

    /// Called after typing changed the text (a search field tells its search bar).
    func didChangeTextByTyping() {}

    /// What the return key does: asks the delegate's `textFieldShouldReturn`; if `true`, sends
    /// `.primaryActionTriggered` and `.editingDidEndOnExit`, and resigns first responder when
    /// an action is registered for `.editingDidEndOnExit`, as UIKit does.
    func pressReturnKey() {
      guard delegate?.textFieldShouldReturn(self) ?? true else { return }
      sendActions(for: .primaryActionTriggered)
      sendActions(for: .editingDidEndOnExit)
      if allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
    }
  }
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A view that shows text, as UIKit's `UILabel`.
  @preconcurrency @MainActor open class UILabel: UIView {
    private var storedText: String?
    private var storedAttributedText: NSAttributedString?

    /// The text shown. Setting it replaces ``attributedText`` with the same text styled by
    /// the label's ``font`` and ``textColor``, as in UIKit.
    open var text: String? {
      get { storedText }
      set {
        storedText = newValue
        storedAttributedText = nil
      }
    }
    /// The text with attributes (`nil` by default). Setting it sets ``text`` to its string,
    /// and ``font`` and ``textColor`` to its attributes at its first character, as in UIKit;
    /// after ``text`` was set, it is that text with the label's font and color.
    open var attributedText: NSAttributedString? {
      get {
        storedAttributedText
          ?? storedText.map { .plainAttributed($0, font: font, color: textColor) }
      }
      set {
        storedAttributedText = nil
        let kept = NSAttributedString.adoptingAttributes(newValue, font: &font, color: &textColor)
        storedText = newValue?.string
        storedAttributedText = kept
      }
    }
    /// The font (17 pt system font by default). Setting it applies it to the whole
    /// ``attributedText``, as in UIKit.
    open var font: UIFont! = .systemFont(ofSize: 17) {
      didSet {
        restyle(.font, font)
        appearanceSetterCalled("font") { [font] in $0.font = font }
      }
    }
    /// The text color (`.label` by default). Setting it applies it to the whole
    /// ``attributedText``, as in UIKit.
    open var textColor: UIColor! = .label {
      didSet {
        restyle(.foregroundColor, textColor)
        appearanceSetterCalled("textColor") { [textColor] in $0.textColor = textColor }
      }
    }

    private func restyle(_ key: NSAttributedString.Key, _ value: Any?) {
      guard let styled = storedAttributedText, let value else { return }
      let copy = NSMutableAttributedString(attributedString: styled)
      copy.addAttribute(key, value: value, range: NSRange(location: 0, length: copy.length))
      storedAttributedText = copy
    }
    /// The alignment (natural by default).
    open var textAlignment: NSTextAlignment = .natural
    /// The maximum number of lines; 0 means no limit (1 by default).
    open var numberOfLines = 1
    /// How long lines are cut.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the font follows Dynamic Type.
    open var adjustsFontForContentSizeCategory = false
    /// Whether the font shrinks to fit the width.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font shrinks to.
    open var minimumScaleFactor: CGFloat = 0
    /// Whether the label looks enabled.
    open var isEnabled = true
    /// Whether the label looks highlighted.
    open var isHighlighted = false
    /// The text color when highlighted.
    open var highlightedTextColor: UIColor?

    /// Labels don't take touches by default, as in UIKit.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
    }

    /// Creates a label from an archive (headless: an empty label).
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      isUserInteractionEnabled = false
    }
  }
#endif

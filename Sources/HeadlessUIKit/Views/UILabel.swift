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
        invalidateIntrinsicContentSize()
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
        invalidateIntrinsicContentSize()
      }
    }
    /// The font (17 pt system font by default). Setting it applies it to the whole
    /// ``attributedText``, as in UIKit.
    open var font: UIFont! {
      get { storedFont }
      set {
        storedFont = newValue
        restyle(.font, font)
        appearanceSetterCalled("font") { [font] in $0.font = font }
        invalidateIntrinsicContentSize()
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
    open var numberOfLines: Int {
      get { storedNumberOfLines }
      set {
        storedNumberOfLines = newValue
        invalidateIntrinsicContentSize()
      }
    }
    /// How long lines are cut (`.byCharWrapping` also wraps between characters rather than
    /// words).
    open var lineBreakMode: NSLineBreakMode {
      get { storedLineBreakMode }
      set {
        storedLineBreakMode = newValue
        invalidateIntrinsicContentSize()
      }
    }
    /// The width a multi-line label wraps its text at when computing its intrinsic size (0 by
    /// default: the width Auto Layout gives the label).
    open var preferredMaxLayoutWidth: CGFloat {
      get { storedPreferredMaxLayoutWidth }
      set {
        storedPreferredMaxLayoutWidth = newValue
        invalidateIntrinsicContentSize()
      }
    }

    // The storage of the properties measuring reads: private, so that the optimizer sees every
    // access and leaves out the exclusivity check an `open` stored property makes on each read
    // (a label is measured on every layout that describes it).
    private var storedFont: UIFont? = .systemFont(ofSize: 17)
    private var storedNumberOfLines = 1
    private var storedLineBreakMode: NSLineBreakMode = .byTruncatingTail
    private var storedPreferredMaxLayoutWidth: CGFloat = 0
    /// Whether the font follows Dynamic Type (UIKit's `UIContentSizeCategoryAdjusting`): when
    /// the label's content size category changes, a font made by
    /// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics` is replaced by its form at the
    /// new category, which changes the intrinsic size (`false` by default).
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

    /// Whether the label wraps at the width layout gives it (see `WidthDependentIntrinsicSize`).
    override var intrinsicSizeReadsWidth: Bool { intrinsicSizeDependsOnWidth }

    /// A view whose intrinsic size follows this label's (a button's title label).
    weak var intrinsicSizeOwner: UIView?

    /// Tells the label, and the button showing it, that its intrinsic size changed.
    open override func invalidateIntrinsicContentSize() {
      cachedIntrinsicSize = nil
      super.invalidateIntrinsicContentSize()
      intrinsicSizeOwner?.invalidateIntrinsicContentSize()
    }

    /// The last intrinsic size and the width it was wrapped at: the layout engine reads it
    /// on every pass, and everything else it depends on invalidates it.
    private var cachedIntrinsicSize: (wrapWidth: CGFloat, size: CGSize)?

    // MARK: Measuring

    /// The text laid out at `width` (`nil`: unwrapped), in at most `lines` lines (0: any).
    func textLayout(width: CGFloat?, lines: Int) -> TextMeasurement {
      let wrapsCharacters = lineBreakMode == .byCharWrapping
      let font = font ?? .systemFont(ofSize: UIFont.labelFontSize)
      if let storedAttributedText {
        return TextMeasurement(
          storedAttributedText, baseFont: font, width: width, numberOfLines: lines,
          characterWrapping: wrapsCharacters)
      }
      return TextMeasurement(
        storedText ?? "", font: font, width: width, numberOfLines: lines,
        characterWrapping: wrapsCharacters)
    }

    /// The size of ``textLayout(width:lines:)``, measured without laying out plain text that
    /// does not wrap.
    private func textSize(width: CGFloat?, lines: Int) -> CGSize {
      guard storedAttributedText == nil else { return textLayout(width: width, lines: lines).size }
      return TextMeasurement.size(
        of: storedText ?? "", font: font ?? .systemFont(ofSize: UIFont.labelFontSize),
        width: width, numberOfLines: lines,
        characterWrapping: width != nil && lineBreakMode == .byCharWrapping)
    }

    /// The width the intrinsic size wraps at (`unlimited` for none).
    fileprivate var intrinsicWrapWidth: CGFloat {
      if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
      return numberOfLines != 1 && bounds.width > 0 ? bounds.width : Self.unlimited
    }

    /// The rectangle the text takes in `bounds`, in at most `numberOfLines` lines (0: any): as
    /// wide as its longest line (at most the bounds' width), and as tall as its lines, rounded
    /// up to the screen's pixels. A bounds width of 0 does not limit the text.
    open func textRect(
      forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int
    )
      -> CGRect
    {
      let limit = bounds.width > 0 && bounds.width < Self.unlimited ? bounds.width : nil
      let wraps = numberOfLines != 1
      let size = textSize(width: wraps ? limit : nil, lines: numberOfLines)
      return CGRect(
        origin: bounds.origin,
        size: CGSize(width: min(size.width, limit ?? size.width), height: size.height))
    }

    /// The size of the text: one line per hard line for a one-line label, wrapped at `size`'s
    /// width (unless 0) otherwise, at most ``numberOfLines`` lines; `size`'s height does not
    /// limit it. Empty text fits in a zero size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
      let width = numberOfLines == 1 ? Self.unlimited : size.width
      return textRect(
        forBounds: CGRect(x: 0, y: 0, width: width, height: Self.unlimited),
        limitedToNumberOfLines: numberOfLines
      ).size
    }

    /// The size of the text (zero when empty): wrapped at ``preferredMaxLayoutWidth`` when set,
    /// else at the label's width when it has several lines and a width, else one line per hard
    /// line; at most ``numberOfLines`` lines.
    open override var intrinsicContentSize: CGSize {
      let wrapWidth = intrinsicWrapWidth
      if let cachedIntrinsicSize, cachedIntrinsicSize.wrapWidth == wrapWidth {
        return cachedIntrinsicSize.size
      }
      let size = textRect(
        forBounds: CGRect(x: 0, y: 0, width: wrapWidth, height: Self.unlimited),
        limitedToNumberOfLines: numberOfLines
      ).size
      cachedIntrinsicSize = (wrapWidth, size)
      return size
    }

    /// A width or height meaning "no limit".
    static let unlimited: CGFloat = 1e7
  }

  extension UILabel: WidthDependentIntrinsicSize {
    /// A multi-line label without a preferred width wraps at the width layout gives it.
    var intrinsicSizeDependsOnWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }
  }

  extension UILabel: LayoutBaselines {
    /// The first line's ascender from the top; the last line's descender depth from the bottom.
    var layoutBaselineOffsets: (firstFromTop: CGFloat, lastFromBottom: CGFloat) {
      let width = numberOfLines != 1 && intrinsicWrapWidth < Self.unlimited
      let lines = textLayout(width: width ? intrinsicWrapWidth : nil, lines: numberOfLines).lines
      let font = font ?? .systemFont(ofSize: UIFont.labelFontSize)
      return (
        lines.first?.ascent ?? font.ascender,
        (lines.last.map { $0.descent + $0.leading }) ?? -font.descender
      )
    }
  }
#endif

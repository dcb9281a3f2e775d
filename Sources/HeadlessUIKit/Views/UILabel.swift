#if !os(iOS) && !os(tvOS) && !os(visionOS)
  import Foundation

  /// A view that shows text, as UIKit's `UILabel`.
  @preconcurrency @MainActor open class UILabel: UIView {
    /// The text shown.
    open var text: String?
    /// The text with attributes; setting it sets ``text`` too.
    open var attributedText: NSAttributedString? {
      get { text.map { NSAttributedString(string: $0) } }
      set { text = newValue?.string }
    }
    /// The font (17 pt system font by default).
    open var font: UIFont! = .systemFont(ofSize: 17)
    /// The text color (`.label` by default).
    open var textColor: UIColor! = .label
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

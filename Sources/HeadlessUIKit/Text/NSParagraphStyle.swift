#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  #if canImport(AppKit)
    // On macOS, AppKit declares these types, with UIKit's members; the headless UIKit uses
    // AppKit's, so an app that imports AppKit beside it sees one of each.
    import AppKit

    /// The direction text is written in: AppKit's `NSWritingDirection`, which has UIKit's cases.
    public typealias NSWritingDirection = AppKit.NSWritingDirection
    /// The layout of a paragraph: AppKit's `NSParagraphStyle`, which has UIKit's members.
    public typealias NSParagraphStyle = AppKit.NSParagraphStyle
    /// A paragraph style whose settings can be changed: AppKit's `NSMutableParagraphStyle`.
    public typealias NSMutableParagraphStyle = AppKit.NSMutableParagraphStyle
  #else
    import Foundation

    /// The direction text is written in, as UIKit's `NSWritingDirection`.
    public enum NSWritingDirection: Int, Sendable {
      /// The direction of the text's language (Unicode's bidirectional algorithm).
      case natural = -1
      /// Left to right.
      case leftToRight = 0
      /// Right to left.
      case rightToLeft = 1
    }

    /// The layout of a paragraph (spacing, alignment, indents, line breaks), the value of
    /// `NSAttributedString.Key.paragraphStyle`, as UIKit's `NSParagraphStyle` (UIKit's
    /// NSParagraphStyle.h). Immutable; ``NSMutableParagraphStyle`` is the mutable one. Two styles
    /// are equal when their settings are. Headless: stored only (text is not laid out).
    open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
      struct Settings: Hashable {
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var alignment: NSTextAlignment = .natural
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var baseWritingDirection: NSWritingDirection = .natural
        var lineHeightMultiple: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var hyphenationFactor: Float = 0
        var allowsDefaultTighteningForTruncation = false
      }

      var settings: Settings

      /// A style with the default settings (no spacing or indents, natural alignment, word
      /// wrapping).
      public override init() {
        settings = Settings()
        super.init()
      }

      init(settings: Settings) {
        self.settings = settings
        super.init()
      }

      /// The default style (the same settings as `NSParagraphStyle()`).
      open class var `default`: NSParagraphStyle { NSParagraphStyle() }

      /// Points between the lines of the paragraph.
      open var lineSpacing: CGFloat { settings.lineSpacing }
      /// Points after the paragraph.
      open var paragraphSpacing: CGFloat { settings.paragraphSpacing }
      /// The alignment of the text.
      open var alignment: NSTextAlignment { settings.alignment }
      /// Points from the leading margin to the lines after the first.
      open var headIndent: CGFloat { settings.headIndent }
      /// Points from the margin to the trailing edge (from the other margin if 0 or negative).
      open var tailIndent: CGFloat { settings.tailIndent }
      /// Points from the leading margin to the first line.
      open var firstLineHeadIndent: CGFloat { settings.firstLineHeadIndent }
      /// The smallest line height (0: none).
      open var minimumLineHeight: CGFloat { settings.minimumLineHeight }
      /// The largest line height (0: no maximum).
      open var maximumLineHeight: CGFloat { settings.maximumLineHeight }
      /// How lines that are too long break.
      open var lineBreakMode: NSLineBreakMode { settings.lineBreakMode }
      /// The base writing direction.
      open var baseWritingDirection: NSWritingDirection { settings.baseWritingDirection }
      /// The factor applied to the natural line height (0: none).
      open var lineHeightMultiple: CGFloat { settings.lineHeightMultiple }
      /// Points before the paragraph.
      open var paragraphSpacingBefore: CGFloat { settings.paragraphSpacingBefore }
      /// The threshold for hyphenation (0...1; 0: the layout's default).
      open var hyphenationFactor: Float { settings.hyphenationFactor }
      /// Whether characters may be tightened before truncating.
      open var allowsDefaultTighteningForTruncation: Bool {
        settings.allowsDefaultTighteningForTruncation
      }

      /// An immutable copy.
      open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(settings: settings) }

      /// A mutable copy.
      open func mutableCopy(with zone: NSZone? = nil) -> Any {
        NSMutableParagraphStyle(settings: settings)
      }

      /// Equal to another paragraph style with the same settings.
      open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.settings == settings
      }

      /// A hash of the settings.
      open override var hash: Int { settings.hashValue }
    }

    /// A paragraph style whose settings can be changed, as UIKit's `NSMutableParagraphStyle`.
    open class NSMutableParagraphStyle: NSParagraphStyle {
      /// Points between the lines of the paragraph.
      open override var lineSpacing: CGFloat {
        get { settings.lineSpacing }
        set { settings.lineSpacing = newValue }
      }
      /// Points after the paragraph.
      open override var paragraphSpacing: CGFloat {
        get { settings.paragraphSpacing }
        set { settings.paragraphSpacing = newValue }
      }
      /// The alignment of the text.
      open override var alignment: NSTextAlignment {
        get { settings.alignment }
        set { settings.alignment = newValue }
      }
      /// Points from the leading margin to the lines after the first.
      open override var headIndent: CGFloat {
        get { settings.headIndent }
        set { settings.headIndent = newValue }
      }
      /// Points from the margin to the trailing edge (from the other margin if 0 or negative).
      open override var tailIndent: CGFloat {
        get { settings.tailIndent }
        set { settings.tailIndent = newValue }
      }
      /// Points from the leading margin to the first line.
      open override var firstLineHeadIndent: CGFloat {
        get { settings.firstLineHeadIndent }
        set { settings.firstLineHeadIndent = newValue }
      }
      /// The smallest line height (0: none).
      open override var minimumLineHeight: CGFloat {
        get { settings.minimumLineHeight }
        set { settings.minimumLineHeight = newValue }
      }
      /// The largest line height (0: no maximum).
      open override var maximumLineHeight: CGFloat {
        get { settings.maximumLineHeight }
        set { settings.maximumLineHeight = newValue }
      }
      /// How lines that are too long break.
      open override var lineBreakMode: NSLineBreakMode {
        get { settings.lineBreakMode }
        set { settings.lineBreakMode = newValue }
      }
      /// The base writing direction.
      open override var baseWritingDirection: NSWritingDirection {
        get { settings.baseWritingDirection }
        set { settings.baseWritingDirection = newValue }
      }
      /// The factor applied to the natural line height (0: none).
      open override var lineHeightMultiple: CGFloat {
        get { settings.lineHeightMultiple }
        set { settings.lineHeightMultiple = newValue }
      }
      /// Points before the paragraph.
      open override var paragraphSpacingBefore: CGFloat {
        get { settings.paragraphSpacingBefore }
        set { settings.paragraphSpacingBefore = newValue }
      }
      /// The threshold for hyphenation (0...1; 0: the layout's default).
      open override var hyphenationFactor: Float {
        get { settings.hyphenationFactor }
        set { settings.hyphenationFactor = newValue }
      }
      /// Whether characters may be tightened before truncating.
      open override var allowsDefaultTighteningForTruncation: Bool {
        get { settings.allowsDefaultTighteningForTruncation }
        set { settings.allowsDefaultTighteningForTruncation = newValue }
      }

      /// Takes every setting of `style`.
      open func setParagraphStyle(_ style: NSParagraphStyle) {
        settings = style.settings
      }
    }
  #endif
#endif

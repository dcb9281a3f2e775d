#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  #if canImport(AppKit)
    // On macOS, AppKit declares the same keys (with the same raw values) and the same option set;
    // the headless UIKit uses AppKit's, so an app that imports AppKit beside it sees one of each.
    import AppKit

    /// The styles of an underline or a strikethrough: AppKit's `NSUnderlineStyle`, which has
    /// UIKit's values.
    public typealias NSUnderlineStyle = AppKit.NSUnderlineStyle
  #else
    // The attribute keys UIKit adds to Foundation's `NSAttributedString.Key` (UIKit's
    // NSAttributedString.h), with UIKit's raw values, so `[.font: …, .foregroundColor: …]`
    // builds attributes as on iOS. swift-corelibs-foundation declares none of them.
    extension NSAttributedString.Key {
      /// The font of the text (a `UIFont`), as UIKit's `NSAttributedString.Key.font`.
      public static let font = NSAttributedString.Key("NSFont")
      /// The paragraph's style (an `NSParagraphStyle`), as UIKit's `.paragraphStyle`.
      public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
      /// The color of the text (a `UIColor`), as UIKit's `.foregroundColor`.
      public static let foregroundColor = NSAttributedString.Key("NSColor")
      /// The color behind the text (a `UIColor`), as UIKit's `.backgroundColor`.
      public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
      /// Whether ligatures are used (an `NSNumber`: 0 or 1), as UIKit's `.ligature`.
      public static let ligature = NSAttributedString.Key("NSLigature")
      /// Points added between characters (an `NSNumber`), as UIKit's `.kern`.
      public static let kern = NSAttributedString.Key("NSKern")
      /// Points of tracking (an `NSNumber`), as UIKit's `.tracking`.
      public static let tracking = NSAttributedString.Key("NSTracking")
      /// The strikethrough style (an `NSNumber` of `NSUnderlineStyle`), as UIKit's
      /// `.strikethroughStyle`.
      public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
      /// The underline style (an `NSNumber` of `NSUnderlineStyle`), as UIKit's `.underlineStyle`.
      public static let underlineStyle = NSAttributedString.Key("NSUnderline")
      /// The color of the outline (a `UIColor`), as UIKit's `.strokeColor`.
      public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
      /// The width of the outline, in percent of the font size (an `NSNumber`), as UIKit's
      /// `.strokeWidth`.
      public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
      /// The shadow of the text, as UIKit's `.shadow`.
      public static let shadow = NSAttributedString.Key("NSShadow")
      /// A text effect (a string), as UIKit's `.textEffect`.
      public static let textEffect = NSAttributedString.Key("NSTextEffect")
      /// An attachment, as UIKit's `.attachment`.
      public static let attachment = NSAttributedString.Key("NSAttachment")
      /// A link (a `URL` or a string), as UIKit's `.link`.
      public static let link = NSAttributedString.Key("NSLink")
      /// Points the baseline is moved by (an `NSNumber`), as UIKit's `.baselineOffset`.
      public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
      /// The color of the underline (a `UIColor`), as UIKit's `.underlineColor`.
      public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
      /// The color of the strikethrough (a `UIColor`), as UIKit's `.strikethroughColor`.
      public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
      /// The skew of the glyphs (an `NSNumber`), as UIKit's `.obliqueness`.
      public static let obliqueness = NSAttributedString.Key("NSObliqueness")
      /// The log of the glyphs' expansion factor (an `NSNumber`), as UIKit's `.expansion`.
      public static let expansion = NSAttributedString.Key("NSExpansion")
      /// The writing direction overrides (an array of `NSNumber`), as UIKit's
      /// `.writingDirection`.
      public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
      /// Whether the text is vertical (an `NSNumber`; always horizontal on iOS), as UIKit's
      /// `.verticalGlyphForm`.
      public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
    }

    /// The styles of an underline or a strikethrough, as UIKit's `NSUnderlineStyle` (values or'ed
    /// together: a line style, a pattern, and optionally by word).
    public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
      /// The raw value (UIKit's).
      public let rawValue: Int
      /// Creates a style from its raw value.
      public init(rawValue: Int) { self.rawValue = rawValue }

      /// A single line.
      public static let single = NSUnderlineStyle(rawValue: 0x01)
      /// A thick line.
      public static let thick = NSUnderlineStyle(rawValue: 0x02)
      /// A double line.
      public static let double = NSUnderlineStyle(rawValue: 0x09)
      /// A solid line (the default pattern).
      public static let patternSolid = NSUnderlineStyle([])
      /// A dotted line.
      public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
      /// A dashed line.
      public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
      /// A line of dashes and dots.
      public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
      /// A line of dashes and two dots.
      public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
      /// Only words are underlined, not the spaces between them.
      public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
    }

  #endif

  extension NSAttributedString {
    /// The attributes a UIKit text view gives its whole plain text: its font, color and
    /// alignment (what `attributedText` returns after `text` was set).
    static func plainAttributed(
      _ string: String, font: UIFont?, color: UIColor?
    ) -> NSAttributedString {
      var attributes: [NSAttributedString.Key: Any] = [:]
      if let font { attributes[.font] = font }
      if let color { attributes[.foregroundColor] = color }
      return NSAttributedString(string: string, attributes: attributes)
    }

    /// What an editable text view's `attributedText` reads: the attributed text it kept while
    /// its text is still that text's string, else its text styled by its font and color (after
    /// `text` was set or the user typed).
    static func editableAttributed(
      _ text: String, kept: NSAttributedString?, font: UIFont?, color: UIColor?
    ) -> NSAttributedString {
      if let kept, kept.string == text { return kept }
      return plainAttributed(text, font: font, color: color)
    }

    /// Attributed text set on a label, field or text view, as UIKit takes it: the font and
    /// color at its first character become the view's, and a copy of it is what the view keeps.
    static func adoptingAttributes(
      _ newValue: NSAttributedString?, font: inout UIFont?, color: inout UIColor?
    ) -> NSAttributedString? {
      guard let newValue else { return nil }
      if newValue.length > 0 {
        let first = newValue.attributes(at: 0, effectiveRange: nil)
        if let firstFont = first[.font] as? UIFont { font = firstFont }
        if let firstColor = first[.foregroundColor] as? UIColor { color = firstColor }
      }
      return NSAttributedString(attributedString: newValue)
    }
  }
#endif

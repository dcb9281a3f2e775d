#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A font, as UIKit's `UIFont`: a name, a size and a weight.
  public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// The font's weight, as UIKit's `UIFont.Weight`.
    public struct Weight: RawRepresentable, Hashable, Sendable {
      /// The weight's value, from -1 (thinnest) to 1 (heaviest).
      public let rawValue: CGFloat
      /// Creates a weight.
      public init(rawValue: CGFloat) { self.rawValue = rawValue }
      /// Creates a weight.
      public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
      /// Ultra light.
      public static let ultraLight = Weight(-0.8)
      /// Thin.
      public static let thin = Weight(-0.6)
      /// Light.
      public static let light = Weight(-0.4)
      /// Regular.
      public static let regular = Weight(0)
      /// Medium.
      public static let medium = Weight(0.23)
      /// Semibold.
      public static let semibold = Weight(0.3)
      /// Bold.
      public static let bold = Weight(0.4)
      /// Heavy.
      public static let heavy = Weight(0.56)
      /// Black.
      public static let black = Weight(0.62)
    }

    /// A Dynamic Type text style, as UIKit's `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
      /// The style's name.
      public let rawValue: String
      /// Creates a style.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Large title (34 pt).
      public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
      /// Title 1 (28 pt).
      public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
      /// Title 2 (22 pt).
      public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
      /// Title 3 (20 pt).
      public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
      /// Headline (17 pt semibold).
      public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
      /// Subheadline (15 pt).
      public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
      /// Body (17 pt).
      public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
      /// Callout (16 pt).
      public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
      /// Footnote (13 pt).
      public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
      /// Caption 1 (12 pt).
      public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
      /// Caption 2 (11 pt).
      public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The font's name (`".SFUI-Regular"` for the system font).
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    let fontWeight: Weight
    let fontTextStyle: TextStyle?
    /// How the font follows the content size category, for the views that adjust it
    /// (`adjustsFontForContentSizeCategory`); `nil` for a fixed font.
    let dynamicType: DynamicType?
    /// What measuring text in this font reads, worked out once (a font is immutable): a label
    /// or button is measured more often than its font is made.
    let measure: Measure

    init(
      name: String, size: CGFloat, weight: Weight, textStyle: TextStyle? = nil,
      dynamicType: DynamicType? = nil
    ) {
      self.fontName = name
      self.pointSize = size
      self.fontWeight = weight
      self.fontTextStyle = textStyle
      self.dynamicType = dynamicType
      self.measure = Measure(name: name, size: size, weight: weight)
    }

    /// The font with the given name and size.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
      self.init(name: fontName, size: fontSize, weight: .regular)
    }

    /// The name of the font's family: `.SF UI` for the system fonts, the font's name otherwise.
    public var familyName: String { fontName.hasPrefix(".SF") ? ".SF UI" : fontName }

    /// The same font in another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
      UIFont(name: fontName, size: fontSize, weight: fontWeight, textStyle: fontTextStyle)
    }

    /// The system font of the given size.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
      systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The bold system font of the given size.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
      systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font of the given size.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
      UIFont(name: ".SFUI-Italic", size: fontSize, weight: .regular)
    }

    /// The system font of the given size and weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
      UIFont(name: ".SFUI-\(weightName(weight))", size: fontSize, weight: weight)
    }

    /// The monospaced system font of the given size and weight.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
      UIFont(name: ".SFMono-\(weightName(weight))", size: fontSize, weight: weight)
    }

    /// The system font with monospaced digits.
    public static func monospacedDigitSystemFont(
      ofSize fontSize: CGFloat, weight: Weight
    )
      -> UIFont
    {
      systemFont(ofSize: fontSize, weight: weight)
    }

    /// The system font of a Dynamic Type text style at the app's content size category
    /// (`UIApplication.shared.preferredContentSizeCategory`, `.large` unless a test sets
    /// `headless.preferredContentSizeCategory`), in Apple's sizes (Human Interface Guidelines,
    /// "Typography": body 17 pt at `.large`, 53 pt at the largest accessibility size).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
      preferredFont(forTextStyle: style, category: ContentSizeCategorySetting.app)
    }

    /// The system font of a Dynamic Type text style at the content size category of
    /// `traitCollection`. Headless: a `nil` collection, or one that does not specify the
    /// category, gives the app's category (Apple documents neither case; the font then matches
    /// what ``preferredFont(forTextStyle:)`` gives).
    public static func preferredFont(
      forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
      preferredFont(
        forTextStyle: style,
        category: traitCollection?.specifiedContentSizeCategory ?? ContentSizeCategorySetting.app)
    }

    static func preferredFont(
      forTextStyle style: TextStyle, category: UIContentSizeCategory
    ) -> UIFont {
      let weight: Weight = style == .headline ? .semibold : .regular
      return UIFont(
        name: ".SFUI-\(weightName(weight))", size: style.pointSize(at: category), weight: weight,
        textStyle: style, dynamicType: .preferred(style))
    }

    /// How a font follows the content size category.
    enum DynamicType: Hashable, Sendable {
      /// The system font of a text style (`preferredFont(forTextStyle:)`).
      case preferred(TextStyle)
      /// A font of `size` points at `.large` scaled as `style` scales
      /// (`UIFontMetrics.scaledFont(for:)`), no larger than `maximum` when set.
      case scaled(TextStyle, size: CGFloat, maximum: CGFloat?)
    }

    /// The font this one becomes at `category`, if it follows the content size category.
    func adjusted(to category: UIContentSizeCategory) -> UIFont? {
      switch dynamicType {
      case .preferred(let style):
        UIFont.preferredFont(forTextStyle: style, category: category)
      case .scaled(let style, let size, let maximum):
        UIFontMetrics(forTextStyle: style).scaled(
          UIFont(name: fontName, size: size, weight: fontWeight, textStyle: fontTextStyle),
          maximumPointSize: maximum, category: category)
      case nil: nil
      }
    }

    /// The default size of the system font for labels.
    public static let labelFontSize: CGFloat = 17
    /// The default size of buttons' titles.
    public static let buttonFontSize: CGFloat = 18
    /// The standard system font size.
    public static let systemFontSize: CGFloat = 14
    /// The size of small system fonts.
    public static let smallSystemFontSize: CGFloat = 12

    private static func weightName(_ weight: Weight) -> String {
      switch weight {
      case .ultraLight: "Ultralight"
      case .thin: "Thin"
      case .light: "Light"
      case .medium: "Medium"
      case .semibold: "Semibold"
      case .bold: "Bold"
      case .heavy: "Heavy"
      case .black: "Black"
      default: "Regular"
      }
    }

    /// Two fonts are equal when they have the same name, size and weight.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
      lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize
        && lhs.fontWeight == rhs.fontWeight
    }

    /// Hashes the name and size.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(fontName)
      hasher.combine(pointSize)
    }

    /// The name and size.
    public var description: String { "\(fontName) \(pointSize)pt" }
  }
#endif

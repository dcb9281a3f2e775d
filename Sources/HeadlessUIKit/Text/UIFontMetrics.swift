#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// Scales fonts and values for Dynamic Type, as UIKit's `UIFontMetrics`: by how much its text
  /// style grows from the default category (`.large`) to the category asked for (the app's, or a
  /// trait collection's). Headless: the factor is the ratio of the style's sizes in Apple's
  /// Dynamic Type table (Apple does not publish UIKit's curve; at the table's categories a
  /// scaled font of the style's own default size gets the table's size). A class, as the SDK's
  /// (`NSObject`, sendable, not isolated to the main actor; `@unchecked` is safe: its one stored
  /// property is an immutable text style).
  open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style whose scaling it follows (UIKit does not expose it: read
    /// `headless.textStyle`).
    let metricsTextStyle: UIFont.TextStyle

    private static let body = UIFontMetrics(forTextStyle: .body)

    /// The metrics of the body style.
    open class var `default`: UIFontMetrics { body }

    /// The metrics of a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
      self.metricsTextStyle = textStyle
      super.init()
    }

    /// Unavailable, as in the SDK: metrics follow a text style (``init(forTextStyle:)``).
    @available(*, unavailable, message: "use init(forTextStyle:)")
    public override init() { fatalError("UIFontMetrics needs a text style") }

    /// The font scaled for the app's content size category; a label that adjusts its font for
    /// the content size category scales it again when its category changes.
    open func scaledFont(for font: UIFont) -> UIFont {
      scaled(font, maximumPointSize: nil, category: ContentSizeCategorySetting.app)
    }

    /// The font scaled for the app's content size category, no larger than `maximumPointSize`.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
      scaled(font, maximumPointSize: maximumPointSize, category: ContentSizeCategorySetting.app)
    }

    /// The font scaled for the content size category of `traitCollection` (the app's when it
    /// is `nil` or does not specify one).
    open func scaledFont(
      for font: UIFont, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
      scaled(font, maximumPointSize: nil, category: Self.category(of: traitCollection))
    }

    /// The font scaled for the content size category of `traitCollection`, no larger than
    /// `maximumPointSize`.
    open func scaledFont(
      for font: UIFont, maximumPointSize: CGFloat,
      compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
      scaled(font, maximumPointSize: maximumPointSize, category: Self.category(of: traitCollection))
    }

    /// The value scaled for the app's content size category.
    open func scaledValue(for value: CGFloat) -> CGFloat {
      value * metricsTextStyle.scaleFactor(at: ContentSizeCategorySetting.app)
    }

    /// The value scaled for the content size category of `traitCollection`.
    open func scaledValue(
      for value: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> CGFloat {
      value * metricsTextStyle.scaleFactor(at: Self.category(of: traitCollection))
    }

    /// `font` (taken at `.large`) scaled to `category`, remembering how, so that a view that
    /// adjusts its font can scale it again.
    func scaled(
      _ font: UIFont, maximumPointSize: CGFloat?, category: UIContentSizeCategory
    ) -> UIFont {
      var size = font.pointSize * metricsTextStyle.scaleFactor(at: category)
      if let maximumPointSize { size = min(size, maximumPointSize) }
      return UIFont(
        name: font.fontName, size: size, weight: font.fontWeight, textStyle: font.fontTextStyle,
        dynamicType: .scaled(metricsTextStyle, size: font.pointSize, maximum: maximumPointSize))
    }

    private static func category(of traits: UITraitCollection?) -> UIContentSizeCategory {
      traits?.specifiedContentSizeCategory ?? ContentSizeCategorySetting.app
    }
  }
#endif

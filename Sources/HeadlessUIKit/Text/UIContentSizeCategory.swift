#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A Dynamic Type size the user prefers for text, as UIKit's `UIContentSizeCategory`: seven
  /// standard sizes (`.large` is the default) and five accessibility sizes, ordered from the
  /// smallest to the largest (`<` compares them, as UIKit's Swift overlay does).
  public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// The category's name, as UIKit spells it.
    public let rawValue: String
    /// A category with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A category with the given name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// No preference (a trait collection that does not specify the category).
    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    /// Large: the default.
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    /// Extra extra extra large: the largest standard size.
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    /// The first accessibility size (AX1).
    public static let accessibilityMedium = UIContentSizeCategory(
      "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large (AX2).
    public static let accessibilityLarge = UIContentSizeCategory(
      "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large (AX3).
    public static let accessibilityExtraLarge = UIContentSizeCategory(
      "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large (AX4).
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
      "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest accessibility size (AX5).
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
      "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted (by the app, with ``newValueUserInfoKey`` in the user info) when the user's
    /// preferred category changes. Headless: when a test sets
    /// `UIApplication.shared.headless.preferredContentSizeCategory`.
    public static let didChangeNotification = Notification.Name(
      "UIContentSizeCategoryDidChangeNotification")
    /// The user-info key of ``didChangeNotification`` holding the new category (its raw value).
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// Every size from the smallest to the largest (``unspecified`` excluded).
    static let ordered: [UIContentSizeCategory] = [
      .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
      .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// The position in ``ordered``; ``unspecified`` (and unknown names) sort below every size.
    var index: Int { Self.ordered.firstIndex(of: self) ?? -1 }

    /// Whether the category is one of the five accessibility sizes, as UIKit's
    /// `isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { index >= Self.accessibilityMedium.index }

    /// Whether `lhs` is a smaller size than `rhs`.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
      lhs.index < rhs.index
    }
  }

  /// An element whose font can follow the content size category, as UIKit's
  /// `UIContentSizeCategoryAdjusting` (adopted by `UILabel`, `UITextField` and `UITextView`).
  @preconcurrency @MainActor
  public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// Whether the element replaces its font when its content size category changes. Only a
    /// font made by `UIFont.preferredFont(forTextStyle:)` (or its `compatibleWith:` form) or
    /// by `UIFontMetrics`'s `scaledFont` methods is replaced; another font stays.
    var adjustsFontForContentSizeCategory: Bool { get set }
  }
#endif

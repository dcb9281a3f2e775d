#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension UIFont.TextStyle {
    /// The point size of the style at each content size category, from extra small to AX5 (see
    /// `UIContentSizeCategory.ordered`): Apple's Human Interface Guidelines, "Typography",
    /// "iOS, iPadOS Dynamic Type sizes". `nil` for a style the table does not list.
    var dynamicTypeSizes: [CGFloat]? {
      switch self {
      case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
      case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
      case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
      case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
      case .headline, .body: Self.bodySizes
      case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
      case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
      case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
      case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
      case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
      default: nil
      }
    }

    private static let bodySizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

    /// The style's point size at `category` (`.unspecified` counts as `.large`; a style the table
    /// does not list follows body).
    func pointSize(at category: UIContentSizeCategory) -> CGFloat {
      let sizes = dynamicTypeSizes ?? Self.bodySizes
      let index = category.index
      return sizes[index < 0 ? UIContentSizeCategory.large.index : index]
    }

    /// How much the style grows from `.large` to `category`: what `UIFontMetrics` scales by.
    func scaleFactor(at category: UIContentSizeCategory) -> CGFloat {
      pointSize(at: category) / pointSize(at: .large)
    }
  }
#endif

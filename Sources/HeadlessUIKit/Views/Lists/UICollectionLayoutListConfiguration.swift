#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The options of a list section of a compositional layout, as UIKit's
  /// `UICollectionLayoutListConfiguration`. Headless: rows are 44 points high (self-sizing is
  /// not computed), headers and footers 28.
  public struct UICollectionLayoutListConfiguration {
    /// The look of the list.
    public enum Appearance: Hashable, Sendable {
      /// Plain.
      case plain
      /// Grouped.
      case grouped
      /// Grouped, inset with rounded corners.
      case insetGrouped
      /// A sidebar.
      case sidebar
      /// A plain sidebar.
      case sidebarPlain
    }

    /// Where a section's header comes from.
    public enum HeaderMode: Hashable, Sendable {
      /// No header.
      case none
      /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
      case supplementary
      /// The first item of the section.
      case firstItemInSection
    }

    /// Where a section's footer comes from.
    public enum FooterMode: Hashable, Sendable {
      /// No footer.
      case none
      /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
      case supplementary
    }

    /// What gives the swipe actions of a row.
    public typealias SwipeActionsConfigurationProvider =
      (IndexPath) -> UISwipeActionsConfiguration?

    /// The look.
    public var appearance: Appearance
    /// Whether rows show separators.
    public var showsSeparators = true
    /// The background color.
    public var backgroundColor: UIColor?
    /// The actions of a swipe from the leading edge.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions of a swipe from the trailing edge.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Where headers come from.
    public var headerMode: HeaderMode = .none
    /// Where footers come from.
    public var footerMode: FooterMode = .none
    /// Padding above each header.
    public var headerTopPadding: CGFloat?

    /// Creates a configuration with an appearance.
    public init(appearance: Appearance) {
      self.appearance = appearance
    }
  }

  extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list.
    public static func list(
      using configuration: UICollectionLayoutListConfiguration
    )
      -> UICollectionViewCompositionalLayout
    {
      UICollectionViewCompositionalLayout { _, environment in
        .list(using: configuration, layoutEnvironment: environment)
      }
    }
  }

  extension NSCollectionLayoutSection {
    /// A list section: full-width rows (44 points headless), with the configuration's header
    /// and footer.
    public static func list(
      using configuration: UICollectionLayoutListConfiguration,
      layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
      let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
      let section = NSCollectionLayoutSection(group: group)
      section.listConfiguration = configuration
      let boundary = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(28))
      if configuration.headerMode == .supplementary {
        section.boundarySupplementaryItems.append(
          NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: boundary, elementKind: UICollectionView.elementKindSectionHeader,
            alignment: .top))
      }
      if configuration.footerMode == .supplementary {
        section.boundarySupplementaryItems.append(
          NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: boundary, elementKind: UICollectionView.elementKindSectionFooter,
            alignment: .bottom))
      }
      return section
    }
  }
#endif

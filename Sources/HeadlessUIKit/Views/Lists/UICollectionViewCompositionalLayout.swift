#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A dimension of a compositional layout's element, as UIKit's
  /// `NSCollectionLayoutDimension`: a fraction of the container's width or height, an
  /// absolute value, or an estimate, which the item's cell replaces with its fitted size (a
  /// header's or footer's view, for a boundary item).
  @preconcurrency @MainActor public final class NSCollectionLayoutDimension {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// The value: a fraction, or points.
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
      self.kind = kind
      self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
      Self(kind: .fractionalWidth, dimension: fractionalWidth)
    }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
      Self(kind: .fractionalHeight, dimension: fractionalHeight)
    }
    /// Points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self {
      Self(kind: .absolute, dimension: absoluteDimension)
    }
    /// An estimate in points: the final size is the content's (a group estimated along the
    /// scrolling axis takes its tallest item's fitted size; items estimated across it take
    /// their fitted sizes and wrap into the next group; items a group stacks along the axis
    /// take their fitted sizes one after the other, the group as long as they are).
    public static func estimated(_ estimatedDimension: CGFloat) -> Self {
      Self(kind: .estimated, dimension: estimatedDimension)
    }
    /// Whether a fraction of the width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether a fraction of the height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether absolute.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether estimated.
    public var isEstimated: Bool { kind == .estimated }

    func resolve(in container: CGSize) -> CGFloat {
      switch kind {
      case .fractionalWidth: dimension * container.width
      case .fractionalHeight: dimension * container.height
      case .absolute, .estimated: dimension
      }
    }
  }

  /// A width and a height, as UIKit's `NSCollectionLayoutSize`.
  @preconcurrency @MainActor open class NSCollectionLayoutSize {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// Creates a size.
    public init(
      widthDimension width: NSCollectionLayoutDimension,
      heightDimension height: NSCollectionLayoutDimension
    ) {
      widthDimension = width
      heightDimension = height
    }

    func resolve(in container: CGSize) -> CGSize {
      let width = widthDimension.resolve(in: container)
      // A height that is a fraction of the width uses the resolved container width.
      return CGSize(width: width, height: heightDimension.resolve(in: container))
    }
  }

  /// Spacing between a group's items, as UIKit's `NSCollectionLayoutSpacing`.
  @preconcurrency @MainActor public final class NSCollectionLayoutSpacing {
    /// The spacing.
    public let spacing: CGFloat
    /// Whether it may grow.
    public let isFlexibleSpacing: Bool
    /// Whether it is exact.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, flexible: Bool) {
      self.spacing = spacing
      isFlexibleSpacing = flexible
    }

    /// At least `flexibleSpacing`.
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self {
      Self(spacing: flexibleSpacing, flexible: true)
    }
    /// Exactly `fixedSpacing`.
    public static func fixed(_ fixedSpacing: CGFloat) -> Self {
      Self(spacing: fixedSpacing, flexible: false)
    }
  }

  /// An item of a compositional layout, as UIKit's `NSCollectionLayoutItem`.
  @preconcurrency @MainActor open class NSCollectionLayoutItem {
    /// The item's size in its group.
    public let layoutSize: NSCollectionLayoutSize
    /// The supplementary items attached to the item (see
    /// `NSCollectionLayoutSupplementaryItem`).
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { ownSupplementaryItems }
    /// The supplementary items, which a group may change.
    var ownSupplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// The insets of the item's content: its frame shrinks by them once its group has placed
    /// it (the item keeps its room in the group).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space around the item in its group, before its content insets (see
    /// `NSCollectionLayoutEdgeSpacing`; `nil` by default).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// Creates an item.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
      self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Creates an item with supplementary items.
    public init(
      layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    ) {
      self.layoutSize = layoutSize
      ownSupplementaryItems = supplementaryItems
    }
  }

  /// A group of items of a compositional layout: a row (horizontal) or a column (vertical)
  /// repeated along the section, as UIKit's `NSCollectionLayoutGroup`.
  @preconcurrency @MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The items, repeated to fill the group.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between the items.
    open var interItemSpacing: NSCollectionLayoutSpacing?
    let isVertical: Bool
    let fixedCount: Int?
    /// A custom group's item provider (see ``custom(layoutSize:itemProvider:)``).
    let itemProvider: NSCollectionLayoutGroupCustomItemProvider?
    /// The supplementary items anchored to the group's own frame (the SDK's
    /// UICollectionViewCompositionalLayout.h: "Supplementary items are \"anchored\" to the
    /// group's geometry"): each group of the section shows them, their views asked at the
    /// index path of the group's first item (Apple is silent on the index path; the first
    /// item's is the stricter choice: it exists whenever the group shows).
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
      get { ownSupplementaryItems }
      set { ownSupplementaryItems = newValue }
    }

    /// A group with supplementary items and no subitems: it holds one item of its own size
    /// (as the SDK's inherited `itemWithLayoutSize:supplementaryItems:`).
    public override init(
      layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    ) {
      subitems = []
      isVertical = false
      fixedCount = nil
      itemProvider = nil
      super.init(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }

    init(
      layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], vertical: Bool,
      count: Int?
    ) {
      self.subitems = subitems
      isVertical = vertical
      fixedCount = count
      itemProvider = nil
      super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A custom group (see ``custom(layoutSize:itemProvider:)``).
    init(
      layoutSize: NSCollectionLayoutSize,
      itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) {
      subitems = []
      isVertical = false
      fixedCount = nil
      self.itemProvider = itemProvider
      super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A row of `subitems`, repeated as long as they fit the group's width.
    open class func horizontal(
      layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
    ) -> NSCollectionLayoutGroup {
      NSCollectionLayoutGroup(
        layoutSize: layoutSize, subitems: subitems, vertical: false, count: nil)
    }
    /// A row of `count` copies of `subitem`, sharing the group's width.
    open class func horizontal(
      layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
      NSCollectionLayoutGroup(
        layoutSize: layoutSize, subitems: [subitem], vertical: false, count: count)
    }
    /// A row of `count` copies of `subitem`, sharing the group's width.
    open class func horizontal(
      layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
      count: Int
    ) -> NSCollectionLayoutGroup {
      horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }
    /// A column of `subitems`, repeated as long as they fit the group's height.
    open class func vertical(
      layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
    ) -> NSCollectionLayoutGroup {
      NSCollectionLayoutGroup(
        layoutSize: layoutSize, subitems: subitems, vertical: true, count: nil)
    }
    /// A column of `count` copies of `subitem`, sharing the group's height.
    open class func vertical(
      layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
      NSCollectionLayoutGroup(
        layoutSize: layoutSize, subitems: [subitem], vertical: true, count: count)
    }
    /// A column of `count` copies of `subitem`, sharing the group's height.
    open class func vertical(
      layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
      count: Int
    ) -> NSCollectionLayoutGroup {
      vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// The group's size in `container`, its items' size and how many items it holds.
    func resolve(in container: CGSize) -> (size: CGSize, item: CGSize, count: Int) {
      let size = layoutSize.resolve(in: container)
      let spacing = interItemSpacing?.spacing ?? 0
      let along = isVertical ? size.height : size.width
      if let fixedCount, fixedCount > 0 {
        let share = (along - spacing * CGFloat(fixedCount - 1)) / CGFloat(fixedCount)
        let other = subitems.first?.layoutSize.resolve(in: size) ?? size
        let item =
          isVertical
          ? CGSize(width: other.width, height: share) : CGSize(width: share, height: other.height)
        return (size, item, fixedCount * leafCount(of: subitems.first))
      }
      guard !subitems.isEmpty else { return (size, size, 1) }
      var used: CGFloat = 0
      var count = 0
      var first = subitems[0].layoutSize.resolve(in: size)
      var index = 0
      while count < 1000 {
        let item = subitems[index % subitems.count].layoutSize.resolve(in: size)
        if count == 0 { first = item }
        let extent = isVertical ? item.height : item.width
        let next = used + (count == 0 ? 0 : spacing) + extent
        if count > 0, next > along + 0.001 { break }
        used = next
        count += leafCount(of: subitems[index % subitems.count])
        index += 1
        if extent <= 0 { break }
      }
      return (size, first, max(1, count))
    }

    private func leafCount(of item: NSCollectionLayoutItem?) -> Int {
      guard let group = item as? NSCollectionLayoutGroup else { return 1 }
      return group.fixedCount ?? max(1, group.subitems.count)
    }
  }

  /// How a boundary supplementary item is aligned to its section, as UIKit's
  /// `NSRectAlignment`.
  public enum NSRectAlignment: Int, Sendable {
    /// None.
    case none
    /// Above the section (a header).
    case top
    /// At the top leading corner.
    case topLeading
    /// On the leading side.
    case leading
    /// At the bottom leading corner.
    case bottomLeading
    /// Below the section (a footer).
    case bottom
    /// At the bottom trailing corner.
    case bottomTrailing
    /// On the trailing side.
    case trailing
    /// At the top trailing corner.
    case topTrailing
  }

  /// A supplementary view attached to an item, as UIKit's `NSCollectionLayoutSupplementaryItem`
  /// (a badge): given to `NSCollectionLayoutItem(layoutSize:supplementaryItems:)`, each item
  /// of the section shows one, its view asked of the data source at the item's index path and
  /// placed by its anchors (see `NSCollectionLayoutAnchor`). A group's own are anchored to
  /// each group (see `NSCollectionLayoutGroup.supplementaryItems`).
  @preconcurrency @MainActor open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem
  {
    /// The kind of the supplementary view.
    public let elementKind: String
    /// The z order (0 by default). Headless: an item's supplementary views are in front of
    /// the cells, those of a negative z order behind them.
    open var zIndex = 0
    /// Where the supplementary is attached to its item (`nil` for a boundary item, placed by
    /// its alignment).
    public let containerAnchor: NSCollectionLayoutAnchor?
    /// The point of the supplementary put on the container anchor (`nil`: the same edges).
    public let itemAnchor: NSCollectionLayoutAnchor?

    init(
      layoutSize: NSCollectionLayoutSize, elementKind: String,
      anchoredTo containerAnchor: NSCollectionLayoutAnchor?,
      by itemAnchor: NSCollectionLayoutAnchor?
    ) {
      self.elementKind = elementKind
      self.containerAnchor = containerAnchor
      self.itemAnchor = itemAnchor
      super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A supplementary attached to its item at `containerAnchor`.
    public convenience init(
      layoutSize: NSCollectionLayoutSize, elementKind: String,
      containerAnchor: NSCollectionLayoutAnchor
    ) {
      self.init(
        layoutSize: layoutSize, elementKind: elementKind, anchoredTo: containerAnchor, by: nil)
    }

    /// A supplementary whose `itemAnchor` point is put on its item's `containerAnchor` point.
    public convenience init(
      layoutSize: NSCollectionLayoutSize, elementKind: String,
      containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor
    ) {
      self.init(
        layoutSize: layoutSize, elementKind: elementKind, anchoredTo: containerAnchor,
        by: itemAnchor)
    }
  }

  /// A header or footer of a section, as UIKit's `NSCollectionLayoutBoundarySupplementaryItem`:
  /// aligned `.top` it is the section's header, `.bottom` its footer.
  @preconcurrency @MainActor
  open class NSCollectionLayoutBoundarySupplementaryItem:
    NSCollectionLayoutSupplementaryItem
  {
    /// Where the item sits.
    public let alignment: NSRectAlignment
    /// The offset from its alignment.
    public let offset: CGPoint
    /// Whether the item extends the content area of its section or layout (`true` by
    /// default: a header adds its extent before the section). When `false` it takes no room:
    /// it sits inside its section's area (header, insets, items and footer; the whole
    /// content's, for the layout's), placed there by its alignment in both axes, over the
    /// items, and is never measured.
    open var extendsBoundary = true
    /// Whether the item stays in view while any part of its section is (a header at the top
    /// of the visible bounds, a footer at the bottom; `false` by default).
    open var pinToVisibleBounds = false

    /// Creates a boundary item.
    public convenience init(
      layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
    ) {
      self.init(
        layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
        absoluteOffset: .zero)
    }

    /// Creates a boundary item offset from its alignment.
    public init(
      layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
      absoluteOffset: CGPoint
    ) {
      self.alignment = alignment
      offset = absoluteOffset
      super.init(layoutSize: layoutSize, elementKind: elementKind, anchoredTo: nil, by: nil)
    }
  }

  /// How a section scrolls across the collection's axis, as UIKit's
  /// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
  public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// It does not: groups follow one another along the axis.
    case none
    /// Continuously.
    case continuous
    /// Continuously, stopping at group leading edges.
    case continuousGroupLeadingBoundary
    /// By pages.
    case paging
    /// By groups.
    case groupPaging
    /// By groups, centered.
    case groupPagingCentered
  }

  /// A section of a compositional layout: a group repeated along the axis, with insets,
  /// spacing and boundary items, as UIKit's `NSCollectionLayoutSection`.
  @preconcurrency @MainActor open class NSCollectionLayoutSection {
    let group: NSCollectionLayoutGroup
    /// The insets around the section's groups.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space between groups.
    open var interGroupSpacing: CGFloat = 0
    /// The headers and footers of the section.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// The decoration items of the section (a background, `.background(elementKind:)`).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// How the section scrolls across the axis. Headless: an orthogonally scrolling section's
    /// items sit on one line, all made when it shows, its groups side by side; with estimated
    /// sizes each group is as large as its items' fitted sizes make it, the line as long
    /// along the axis as its longest group.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior =
      .none
    /// The list configuration of a list section.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// Creates a section of repeated `group`s.
    public init(group: NSCollectionLayoutGroup) {
      self.group = group
    }
  }

  /// The container a compositional layout lays a section out in, as UIKit's
  /// `NSCollectionLayoutContainer`.
  @preconcurrency @MainActor public protocol NSCollectionLayoutContainer {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The size inside the insets.
    var effectiveContentSize: CGSize { get }
    /// The insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets, safe area included.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
  }

  /// The environment a section provider builds a section for, as UIKit's
  /// `NSCollectionLayoutEnvironment`.
  @preconcurrency @MainActor public protocol NSCollectionLayoutEnvironment {
    /// The container.
    var container: any NSCollectionLayoutContainer { get }
    /// The traits.
    var traitCollection: UITraitCollection { get }
  }

  struct LayoutContainer: NSCollectionLayoutContainer {
    var contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
  }

  struct LayoutEnvironment: NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer
    var traitCollection: UITraitCollection
  }

  /// The options of a compositional layout, as UIKit's
  /// `UICollectionViewCompositionalLayoutConfiguration`.
  @preconcurrency @MainActor open class UICollectionViewCompositionalLayoutConfiguration {
    /// The scrolling direction.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between sections.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout: the first item aligned to the layout's start
    /// along the scrolling axis comes before the first section, the first aligned to its end
    /// after the last (those that do not extend the boundary sit over the content). Headless:
    /// their views are asked at index path (0, 0); an estimated extent is measured from the
    /// view when the layout is computed.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// Creates a configuration.
    public init() {}
  }

  /// The closure that builds each section of a compositional layout.
  public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

  /// A layout built from sections of groups of items, as UIKit's
  /// `UICollectionViewCompositionalLayout`. Headless: frames follow from the sizes (fractions
  /// of the collection's width, absolute values); a group estimated along the scrolling axis
  /// sizes itself as its items show, from their cells' `preferredLayoutAttributesFitting(_:)`
  /// (the items filling the group's extent); items estimated across the axis take their
  /// fitted sizes and wrap from group to group; items estimated in a group that stacks them
  /// along the axis take their fitted sizes, one after the other; a row of a grid holds as
  /// many items as fit its group; a group nested in a group occupies its own size there, its
  /// items laid out within it, with each level's spacing, edge spacing and insets (with
  /// estimated sizes too: each group then as large as its items' fitted sizes make it).
  /// Boundary items are the sections' and the layout's headers
  /// and footers (see `NSCollectionLayoutBoundarySupplementaryItem`); items' supplementary
  /// items and sections' decoration items show too (see `NSCollectionLayoutSupplementaryItem`
  /// and `NSCollectionLayoutDecorationItem`).
  @preconcurrency @MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout
  {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    /// The layout's options.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
      didSet { invalidateLayout() }
    }

    /// Left to right, as the flow layout's (Apple is silent; the stricter choice: a fixed
    /// direction, so that a right-to-left collection mirrors whatever the app's development
    /// region).
    open override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// `true`: right to left, items, groups and orthogonally scrolling sections start from the
    /// right (the observed iOS behaviour: a compositional layout mirrors with no code of the
    /// app's; its leading and trailing, `NSRectAlignment` and `NSDirectionalRectEdge`, follow
    /// the layout direction).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// A layout whose sections are all `section`.
    public convenience init(section: NSCollectionLayoutSection) {
      self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose sections are all `section`, with options.
    public init(
      section: NSCollectionLayoutSection,
      configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
      sectionProvider = { _, _ in section }
      self.configuration = configuration
      super.init()
    }

    /// A layout whose sections `sectionProvider` builds.
    public convenience init(
      sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider
    ) {
      self.init(
        sectionProvider: sectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose sections `sectionProvider` builds, with options.
    public init(
      sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
      self.sectionProvider = sectionProvider
      self.configuration = configuration
      super.init()
    }

    /// Creates a layout from an archive (headless: an empty list layout).
    public required init?(coder: NSCoder) {
      sectionProvider = { _, environment in
        .list(
          using: UICollectionLayoutListConfiguration(appearance: .plain),
          layoutEnvironment: environment)
      }
      configuration = UICollectionViewCompositionalLayoutConfiguration()
      super.init(coder: coder)
    }

    override var computesGeometry: Bool { true }

    override var placesFromGeometry: Bool {
      type(of: self) == UICollectionViewCompositionalLayout.self
    }

    override func computeLayout(
      counts: [Int], viewport: CGSize, in collectionView: UICollectionView
    ) -> CollectionLayoutResult {
      prepare()
      let vertical = configuration.scrollDirection == .vertical
      let environment = LayoutEnvironment(
        container: LayoutContainer(contentSize: viewport),
        traitCollection: collectionView.traitCollection)
      var sections: [SectionGeometry] = []
      var placements: [SectionPlacement] = []
      var headers: [SupplementaryPlacement?] = []
      var footers: [SupplementaryPlacement?] = []
      var listConfigurations: [UICollectionLayoutListConfiguration?] = []
      // Leading and trailing follow the collection's flip (the NSRectAlignment and
      // NSDirectionalRectEdge pages name leading and trailing, not left and right): placed
      // right to left across a vertical layout; a horizontal one is computed left to right
      // and mirrored along its axis as a whole.
      var elements = CollectionElements(
        rightToLeft: vertical && collectionView.flipsLayoutHorizontally)
      for (index, count) in counts.enumerated() {
        let provided = sectionProvider(index, environment)
        listConfigurations.append(provided?.listConfiguration)
        guard let section = provided else {
          sections.append(
            SectionGeometry(itemCount: 0, lines: LineExtents(count: 0, uniform: 0)))
          placements.append(SectionPlacement())
          headers.append(nil)
          footers.append(nil)
          elements.sections.append(SectionElements())
          continue
        }
        let insets = section.contentInsets
        let container =
          vertical
          ? CGSize(
            width: viewport.width - insets.leading - insets.trailing, height: viewport.height)
          : CGSize(width: viewport.width, height: viewport.height - insets.top - insets.bottom)
        let group = section.group.resolve(in: container)
        let orthogonal = section.orthogonalScrollingBehavior != .none
        // A group that nests groups (or insets or spaces its items) is laid out level by
        // level; its items then sit where that puts them in each repetition of the group (in
        // an orthogonally scrolling section, the groups side by side across the axis). One
        // with estimated sizes that nests groups too, at its estimates until its items show,
        // and any group with estimated sizes of an orthogonally scrolling section.
        let estimatedNesting =
          section.group.hasEstimatedDimension && (section.group.nestsGroups || orthogonal)
        let nested =
          (section.group.isStructured && !section.group.hasEstimatedDimension)
            || estimatedNesting
          ? section.group.leaves(in: group.size, traits: collectionView.traitCollection) : nil
        let perLine =
          orthogonal ? max(1, count) : nested.map { max(1, $0.leaves.count) } ?? group.count
        let main = vertical ? group.size.height : group.size.width
        var geometry = SectionGeometry(
          itemCount: count,
          lines: LineExtents(
            count: SectionGeometry.lineCount(items: count, perLine: perLine),
            uniform: main + section.interGroupSpacing))
        geometry.itemsPerLine = perLine
        geometry.lineSpacing = section.interGroupSpacing
        var selfSizing: FittingPriorities?
        let groupAlong =
          vertical
          ? section.group.layoutSize.heightDimension : section.group.layoutSize.widthDimension
        var itemSizes: [CGSize]?
        var measuredNesting: MeasuredNesting?
        if estimatedNesting, count > 0, let nested {
          let measured = nestedEstimatedLines(
            of: section.group, size: group.size, leaves: nested.leaves, section: index,
            vertical: vertical, groupSpacing: section.interGroupSpacing, in: collectionView,
            geometry: &geometry)
          measuredNesting = measured
          selfSizing = measured.fitting
        } else if count > 0, !orthogonal,
          let wrapped = wrappedEstimatedItems(
            of: section, index: index, count: count, vertical: vertical, container: container,
            estimate: group.item, in: collectionView)
        {
          geometry = wrapped.geometry
          itemSizes = wrapped.sizes
          selfSizing = wrapped.fitting
        } else if groupAlong.isEstimated, count > 0, !orthogonal,
          section.group.isVertical == vertical,
          let stacked = stackedEstimatedItems(
            of: section, index: index, count: count, perLine: perLine, vertical: vertical,
            estimate: group.item, in: collectionView, geometry: &geometry)
        {
          itemSizes = stacked.sizes
          selfSizing = stacked.fitting
        } else if groupAlong.isEstimated, count > 0, section.group.isVertical != vertical {
          selfSizing = estimatedLines(
            of: section.group, vertical: vertical, section: index, perLine: perLine,
            in: collectionView, geometry: &geometry)
        }
        geometry.insetBefore = vertical ? insets.top : insets.leading
        geometry.insetAfter = vertical ? insets.bottom : insets.trailing
        // Between sections, after a section's footer (the interSectionSpacing page: "the
        // amount of space between the sections").
        geometry.spacingAfter = index < counts.count - 1 ? configuration.interSectionSpacing : 0
        let boundary = boundaryPlacements(
          of: section, index: index, vertical: vertical, container: container,
          rightToLeft: elements.rightToLeft, in: collectionView)
        elements.sections.append(
          SectionElements(
            overlays: section.boundarySupplementaryItems.filter { !$0.extendsBoundary }.map {
              AlignedElement($0, in: container)
            },
            itemSupplementaries: (nested?.leaves.map(\.item) ?? Self.leaves(of: section.group))
              .map { $0.supplementaryItems.filter { $0.containerAnchor != nil } },
            groupSupplementaries: section.group.supplementaryItems.filter {
              $0.containerAnchor != nil
            },
            nestedGroupSupplementaries: nested?.nested ?? section.group.nestedGroupSupplementaries,
            lineNestedGroupSupplementaries: measuredNesting?.nested ?? [:],
            itemsPerGroup: nested.map { max(1, $0.leaves.count) } ?? group.count,
            groupSize: group.size,
            headerExtras: boundary.header?.extras ?? [],
            footerExtras: boundary.footer?.extras ?? [],
            decorations: section.decorationItems, insets: insets))
        if let header = boundary.header {
          geometry.headerExtent = header.extent
          headers.append(header.placement)
        } else {
          headers.append(nil)
        }
        if let footer = boundary.footer {
          geometry.footerExtent = footer.extent
          footers.append(footer.placement)
        } else {
          footers.append(nil)
        }
        sections.append(geometry)
        placements.append(
          SectionPlacement(
            crossStart: vertical ? insets.leading : insets.top,
            crossSpacing: section.group.interItemSpacing?.spacing ?? 0, itemSize: group.item,
            itemSizes: itemSizes, stacksAlongAxis: section.group.isVertical == vertical,
            packsLines: true, selfSizing: selfSizing, groupFrames: nested?.leaves.map(\.frame),
            groupStride: orthogonal
              ? (vertical ? group.size.width : group.size.height) + section.interGroupSpacing : 0,
            lineGroupFrames: measuredNesting?.frames ?? [:],
            rebuildsWhenMeasured: measuredNesting != nil,
            itemZIndices: nested.flatMap { laid in
              laid.leaves.contains { $0.zIndex != 0 } ? laid.leaves.map(\.zIndex) : nil
            }))
      }
      let layoutWide = layoutBoundary(
        vertical: vertical, viewport: viewport, into: &elements, in: collectionView)
      return CollectionLayoutResult(
        geometry: ListGeometry(
          leading: layoutWide.leading, trailing: layoutWide.trailing, sections: sections),
        placements: placements, headers: headers, footers: footers, horizontal: !vertical,
        listConfigurations: listConfigurations, elements: elements)
    }

    /// The layout-wide boundary items (the configuration's): the first that extends the
    /// boundary aligned to the start along the axis is the layout's header, the first aligned
    /// to its end its footer, resolved in the viewport; those that do not extend it sit over
    /// the content. An estimated extent along the axis is the view's fitted size, measured
    /// as a section's estimated header is (the SDK's `extendsBoundary`: "For .estimated sized
    /// supplementary items, this allows automatic adjustment of the layout"), when the layout
    /// is computed rather than as it shows (the header shows first anyway; the footer's final
    /// extent is known from the start: the stricter choice, a content size that does not
    /// change while scrolling). Returns the extents they add before the first section and
    /// after the last.
    private func layoutBoundary(
      vertical: Bool, viewport: CGSize, into elements: inout CollectionElements,
      in collectionView: UICollectionView
    ) -> (leading: CGFloat, trailing: CGFloat) {
      let items = configuration.boundarySupplementaryItems
      let sides = Self.boundarySides(vertical: vertical)
      let extending = items.filter(\.extendsBoundary)
      elements.layoutOverlays = items.filter { !$0.extendsBoundary }.map {
        AlignedElement($0, in: viewport)
      }
      func measured(_ item: NSCollectionLayoutBoundarySupplementaryItem?) -> AlignedElement? {
        item.map {
          Self.measuredElement(
            $0, at: IndexPath(item: 0, section: 0), in: viewport, vertical: vertical,
            collectionView)
        }
      }
      elements.layoutHeader = measured(extending.first { sides.start.contains($0.alignment) })
      elements.layoutFooter = measured(extending.first { sides.end.contains($0.alignment) })
      func extent(_ element: AlignedElement?) -> CGFloat {
        guard let size = element?.size else { return 0 }
        return vertical ? size.height : size.width
      }
      return (extent(elements.layoutHeader), extent(elements.layoutFooter))
    }

    /// The alignments at the start and at the end of the scrolling axis.
    private static func boundarySides(
      vertical: Bool
    ) -> (start: Set<NSRectAlignment>, end: Set<NSRectAlignment>) {
      vertical
        ? ([.top, .topLeading, .topTrailing], [.bottom, .bottomLeading, .bottomTrailing])
        : ([.leading, .topLeading, .bottomLeading], [.trailing, .topTrailing, .bottomTrailing])
    }

    /// A boundary item resolved in `container`, its extent along the axis measured from its
    /// view (asked at `path`) when estimated: when the layout is computed, so that the content
    /// size does not change while scrolling (Apple is silent on when: the stricter choice).
    private static func measuredElement(
      _ item: NSCollectionLayoutBoundarySupplementaryItem, at path: IndexPath,
      in container: CGSize, vertical: Bool, _ collectionView: UICollectionView
    ) -> AlignedElement {
      var element = AlignedElement(item, in: container)
      let along = vertical ? item.layoutSize.heightDimension : item.layoutSize.widthDimension
      if along.isEstimated, let extent = collectionView.measureBoundary(element, at: path) {
        if vertical { element.size.height = extent } else { element.size.width = extent }
      }
      return element
    }

    /// The items of a group, in order, nested groups' items in place (repeated by their
    /// count).
    private static func leaves(of group: NSCollectionLayoutGroup) -> [NSCollectionLayoutItem] {
      group.subitems.flatMap { item -> [NSCollectionLayoutItem] in
        guard let nested = item as? NSCollectionLayoutGroup else { return [item] }
        let inner = leaves(of: nested)
        return Array(repeating: inner, count: max(1, nested.fixedCount ?? 1)).flatMap { $0 }
      }
    }

    /// The section's header and footer: its first boundary item that extends the boundary
    /// aligned to the section's leading edge along the axis (`.top`, `.topLeading`,
    /// `.topTrailing` scrolling vertically; `.leading`, `.topLeading`, `.bottomLeading`
    /// horizontally) and its first aligned to the trailing edge. Each spans its resolved size
    /// within the section's insets (the SDK's `supplementaryContentInsetsReference`: boundary
    /// items follow the section's content insets by default), placed across the axis by its
    /// alignment (`.top` and `.bottom` at the middle, as `NSRectAlignment` names an edge's
    /// center; leading on the right, right to left) and moved by its offset; an
    /// estimated extent along the axis is the estimate until its view is measured, then the
    /// view's fitted size (the SDK's `extendsBoundary`: "For .estimated sized supplementary
    /// items, this allows automatic adjustment of the layout"). The further items of a side
    /// that extend the boundary each extend it too, one after the other in their order after
    /// the first (the extendsBoundary page says each "extends the content area"; Apple is
    /// silent on their order: the array's is the stricter reading), each placed across the
    /// axis by its alignment; an estimated one is measured from its view as its side first
    /// shows, as the first is (the estimated(_:) page: "The final size of the dimension is
    /// determined when the content is rendered"): only the sections that show are measured.
    private func boundaryPlacements(
      of section: NSCollectionLayoutSection, index: Int, vertical: Bool, container: CGSize,
      rightToLeft: Bool, in collectionView: UICollectionView
    ) -> (header: BoundaryPlacement?, footer: BoundaryPlacement?) {
      let sides = Self.boundarySides(vertical: vertical)
      let insets = section.contentInsets
      func place(
        _ items: [NSCollectionLayoutBoundarySupplementaryItem], _ position: SupplementaryPosition
      ) -> BoundaryPlacement? {
        guard let item = items.first else { return nil }
        let extras = items.dropFirst().map { extra in
          var element = AlignedElement(extra, in: container)
          element.isEstimated =
            (vertical ? extra.layoutSize.heightDimension : extra.layoutSize.widthDimension)
            .isEstimated
          let key = CollectionElementKey(
            category: .supplementaryView, kind: extra.elementKind,
            indexPath: IndexPath(item: 0, section: index))
          if element.isEstimated, let known = collectionView.measuredBoundaryExtents[key] {
            if vertical { element.size.height = known } else { element.size.width = known }
          }
          return element
        }
        let extrasExtent = extras.reduce(CGFloat(0)) {
          $0 + (vertical ? $1.size.height : $1.size.width)
        }
        let size = item.layoutSize.resolve(in: container)
        let cross = vertical ? size.width : size.height
        let room = vertical ? container.width : container.height
        // The alignment's side across the axis: its start, its end, or the middle.
        let toStart: Set<NSRectAlignment> =
          vertical ? [.topLeading, .leading, .bottomLeading] : [.topLeading, .top, .topTrailing]
        let toEnd: Set<NSRectAlignment> =
          vertical
          ? [.topTrailing, .trailing, .bottomTrailing] : [.bottomLeading, .bottom, .bottomTrailing]
        var start =
          toStart.contains(item.alignment)
          ? 0 : toEnd.contains(item.alignment) ? room - cross : (room - cross) / 2
        var offset = item.offset
        if rightToLeft {
          // Mirrored: leading on the right, from the trailing inset, the offset's x reversed.
          start = room - cross - start - insets.leading + insets.trailing
          offset.x = -offset.x
        }
        let along = vertical ? item.layoutSize.heightDimension : item.layoutSize.widthDimension
        let key = SupplementaryKey(position: position, section: index)
        let extent =
          collectionView.measuredSupplementaryExtents[key] ?? (vertical ? size.height : size.width)
        let placement = SupplementaryPlacement(
          kind: item.elementKind,
          crossStart: (vertical ? insets.leading : insets.top) + start, crossExtent: cross,
          offset: offset, isEstimated: along.isEstimated, pins: item.pinToVisibleBounds,
          extrasExtent: extrasExtent, hasEstimatedExtras: extras.contains(where: \.isEstimated),
          zIndex: item.zIndex)
        return BoundaryPlacement(
          placement: placement, extent: extent + extrasExtent, extras: extras)
      }
      let items = section.boundarySupplementaryItems.filter(\.extendsBoundary)
      return (
        place(items.filter { sides.start.contains($0.alignment) }, .header),
        place(items.filter { sides.end.contains($0.alignment) }, .footer)
      )
    }

    /// The lines of a row (column, scrolling horizontally) of items whose size across the axis
    /// is estimated, or `nil` for other sections: each item takes its cell's fitted size as it
    /// shows (the estimate until then), and a group holds the items that fit its width at its
    /// spacing, the next items starting the next group, as a tag list built this way wraps on
    /// iOS (Apple's estimated(_:) page: "The final size of the dimension is determined when the
    /// content is rendered"; how the items wrap is the observed behavior, Apple is silent).
    /// The items are fitted with the dimension across the axis free, and the one along it free
    /// too when estimated.
    private func wrappedEstimatedItems(
      of section: NSCollectionLayoutSection, index: Int, count: Int, vertical: Bool,
      container: CGSize, estimate: CGSize, in collectionView: UICollectionView
    ) -> (geometry: SectionGeometry, sizes: [CGSize], fitting: FittingPriorities)? {
      let group = section.group
      guard group.isVertical != vertical, group.fixedCount == nil,
        let item = group.subitems.first?.layoutSize,
        (vertical ? item.widthDimension : item.heightDimension).isEstimated
      else { return nil }
      let known = collectionView.measuredItemSizes
      let sizes = (0..<count).map { known[IndexPath(item: $0, section: index)] ?? estimate }
      var geometry = SectionGeometry(
        wrapping: sizes, in: vertical ? container.width : container.height,
        spacing: group.interItemSpacing?.spacing ?? 0, lineSpacing: section.interGroupSpacing,
        vertical: vertical, measured: { known[IndexPath(item: $0, section: index)] != nil })
      geometry.lineSpacing = section.interGroupSpacing
      let along: UILayoutPriority =
        (vertical ? item.heightDimension : item.widthDimension).isEstimated
        ? .fittingSizeLevel : .required
      let fitting =
        vertical
        ? FittingPriorities(horizontal: .fittingSizeLevel, vertical: along)
        : FittingPriorities(horizontal: along, vertical: .fittingSizeLevel)
      return (geometry, sizes, fitting)
    }

    /// The items of a group that stacks them along the axis (a vertical group scrolling
    /// vertically) whose extent along the axis is estimated, as is the group's, or `nil` for
    /// other sections: each item takes its cell's fitted size as it shows, as items estimated
    /// across the axis do (Apple's estimated(_:) page: "The final size of the dimension is
    /// determined when the content is rendered"), one after the other at the group's spacing,
    /// and a group is as long as its items; a group holds the items its estimate holds (Apple
    /// is silent: the count is kept so that measuring never moves items between groups). The
    /// items are fitted with the dimension along the axis free and the one across kept.
    private func stackedEstimatedItems(
      of section: NSCollectionLayoutSection, index: Int, count: Int, perLine: Int,
      vertical: Bool, estimate: CGSize, in collectionView: UICollectionView,
      geometry: inout SectionGeometry
    ) -> (sizes: [CGSize], fitting: FittingPriorities)? {
      guard let item = section.group.subitems.first?.layoutSize,
        (vertical ? item.heightDimension : item.widthDimension).isEstimated
      else { return nil }
      let known = collectionView.measuredItemSizes
      let sizes = (0..<count).map { known[IndexPath(item: $0, section: index)] ?? estimate }
      let spacing = section.group.interItemSpacing?.spacing ?? 0
      var lines = LineExtents(
        count: geometry.lineCount, estimate: geometry.lines.extent(of: 0))
      for line in 0..<geometry.lineCount {
        let items = geometry.items(ofLine: line)
        guard items.allSatisfy({ known[IndexPath(item: $0, section: index)] != nil }) else {
          continue
        }
        let extent = items.reduce(CGFloat(0)) {
          $0 + (vertical ? sizes[$1].height : sizes[$1].width)
        }
        lines.set(
          extent + spacing * CGFloat(items.count - 1) + geometry.lineSpacing, at: line)
      }
      geometry.lines = lines
      let fitting =
        vertical
        ? FittingPriorities(horizontal: .required, vertical: .fittingSizeLevel)
        : FittingPriorities(horizontal: .fittingSizeLevel, vertical: .required)
      return (sizes, fitting)
    }

    /// Makes a section's lines estimated, measured as they show, keeping the extents of the
    /// lines whose items were all measured (the tallest item's); returns how the items are
    /// fitted: the dimension along the axis free where the item estimates it, the other kept.
    private func estimatedLines(
      of group: NSCollectionLayoutGroup, vertical: Bool, section: Int, perLine: Int,
      in collectionView: UICollectionView, geometry: inout SectionGeometry
    ) -> FittingPriorities {
      let spacing = geometry.lineSpacing
      var lines = LineExtents(
        count: geometry.lineCount, estimate: geometry.lines.extent(of: 0))
      var measured: [Int: (items: Int, extent: CGFloat)] = [:]
      for (path, size) in collectionView.measuredItemSizes where path.section == section {
        let line = path.item / perLine
        let known = measured[line] ?? (0, 0)
        measured[line] = (known.items + 1, max(known.extent, vertical ? size.height : size.width))
      }
      for (line, known) in measured where known.items == geometry.items(ofLine: line).count {
        lines.set(known.extent + spacing, at: line)
      }
      geometry.lines = lines
      let item = group.subitems.first?.layoutSize ?? group.layoutSize
      let free = (vertical ? item.heightDimension : item.widthDimension).isEstimated
      let along: UILayoutPriority = free ? .fittingSizeLevel : .required
      return vertical
        ? FittingPriorities(horizontal: .required, vertical: along)
        : FittingPriorities(horizontal: along, vertical: .required)
    }
  }
#endif

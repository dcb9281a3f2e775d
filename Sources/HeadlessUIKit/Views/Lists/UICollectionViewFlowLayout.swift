#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension UICollectionView {
    /// The direction a collection view scrolls.
    public enum ScrollDirection: Int, Sendable {
      /// Vertically.
      case vertical
      /// Horizontally.
      case horizontal
    }
  }

  /// A layout of items in lines that wrap, as UIKit's `UICollectionViewFlowLayout`: items fill
  /// a line across the scrolling axis (spread evenly, at least `minimumInteritemSpacing`
  /// apart, the last line too; an item alone on its line centered on it), then the next line
  /// starts `minimumLineSpacing` further.
  @preconcurrency @MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size meaning "items size themselves" for ``estimatedItemSize``.
    public static let automaticSize = CGSize(
      width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of items without a delegate size (50 × 50 by default).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The estimated size of self-sizing items (`.zero`: not self-sizing; ``automaticSize``:
    /// self-sizing, estimated at ``itemSize``). Items size themselves as they show, by their
    /// cells' `preferredLayoutAttributesFitting(_:)` (by default, the content view's constraints
    /// fitted with both dimensions free); lines break by the sizes measured, the items not yet
    /// shown having the estimate (or the delegate's size).
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The space between lines (10 by default).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line (10 by default).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The insets of each section.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The scrolling direction.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
      didSet { invalidateLayout() }
    }
    /// The size of section headers (the height when vertical); zero: no header.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of section footers; zero: no footer.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Whether each section's header stays at the top (leading edge) of the visible bounds
    /// while its section is on screen, pushed out by the section's end (`false` by default).
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether each section's footer stays at the bottom (trailing edge) of the visible bounds
    /// while its section is on screen (`false` by default).
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// Left to right: the flow layout's frames are written for it (the SDK's
    /// UICollectionViewLayout.h: "FlowLayout returns leftToRight").
    open override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// `true`: right to left, a vertical flow layout's lines fill from the right (the observed
    /// iOS behaviour: a flow layout mirrors with no code of the app's).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// Creates a flow layout.
    public override init() { super.init() }

    /// Creates a flow layout from an archive (headless: a default one).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The flow layout's context class, ``UICollectionViewFlowLayoutInvalidationContext``.
    open override class var invalidationContextClass: AnyClass {
      UICollectionViewFlowLayoutInvalidationContext.self
    }

    override var computesGeometry: Bool { true }

    override var placesFromGeometry: Bool { type(of: self) == UICollectionViewFlowLayout.self }

    override func computeLayout(
      counts: [Int], viewport: CGSize, in collectionView: UICollectionView
    ) -> CollectionLayoutResult {
      prepare()
      let vertical = scrollDirection == .vertical
      let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
      var sections: [SectionGeometry] = []
      var placements: [SectionPlacement] = []
      var headers: [SupplementaryPlacement?] = []
      var footers: [SupplementaryPlacement?] = []
      for (section, count) in counts.enumerated() {
        let inset =
          delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
          ?? sectionInset
        let lineSpacing =
          delegate?.collectionView(
            collectionView, layout: self, minimumLineSpacingForSectionAt: section)
          ?? minimumLineSpacing
        let interitem =
          delegate?.collectionView(
            collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
          ?? minimumInteritemSpacing
        let header =
          delegate?.collectionView(
            collectionView, layout: self, referenceSizeForHeaderInSection: section)
          ?? headerReferenceSize
        let footer =
          delegate?.collectionView(
            collectionView, layout: self, referenceSizeForFooterInSection: section)
          ?? footerReferenceSize
        let available =
          vertical
          ? viewport.width - inset.left - inset.right : viewport.height - inset.top - inset.bottom
        let fallback =
          estimatedItemSize == .zero || estimatedItemSize == Self.automaticSize
          ? itemSize : estimatedItemSize
        let estimating = estimatedItemSize != .zero
        var sizes: [CGSize]?
        if let delegate, count > 0 {
          let probe = collectionView.probe {
            delegate.collectionView(
              collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: section))
          }
          if probe.implemented {
            // As UIKit's flow layout (without estimates): every item's size, up front.
            sizes = (0..<count).map {
              delegate.collectionView(
                collectionView, layout: self, sizeForItemAt: IndexPath(item: $0, section: section))
            }
          }
        }
        var measured: (Int) -> Bool = { _ in true }
        if estimating, count > 0 {
          // Measured items have their sizes; the others the delegate's or the estimate.
          let known = collectionView.measuredItemSizes
          sizes = (0..<count).map {
            known[IndexPath(item: $0, section: section)] ?? sizes?[$0] ?? fallback
          }
          measured = { known[IndexPath(item: $0, section: section)] != nil }
        }
        var placement = SectionPlacement(
          crossStart: vertical ? inset.left : inset.top, crossSpacing: interitem,
          crossAvailable: available, itemSize: fallback, centersLoneItems: true)
        var geometry: SectionGeometry
        if let sizes {
          geometry = SectionGeometry(
            wrapping: sizes, in: available, spacing: interitem, lineSpacing: lineSpacing,
            vertical: vertical, measured: measured)
          placement.itemSizes = sizes
          if estimating {
            placement.selfSizing = FittingPriorities(
              horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
          }
        } else {
          let cross = vertical ? fallback.width : fallback.height
          let main = vertical ? fallback.height : fallback.width
          let perLine = max(
            1, Int(((available + interitem) / max(1, cross + interitem)).rounded(.down)))
          if perLine > 1 {
            placement.crossSpacing = max(
              interitem, (available - CGFloat(perLine) * cross) / CGFloat(perLine - 1))
          }
          geometry = SectionGeometry(
            itemCount: count,
            lines: LineExtents(
              count: SectionGeometry.lineCount(items: count, perLine: perLine),
              uniform: main + lineSpacing))
          geometry.itemsPerLine = perLine
        }
        geometry.lineSpacing = lineSpacing
        geometry.insetBefore = vertical ? inset.top : inset.left
        geometry.insetAfter = vertical ? inset.bottom : inset.right
        geometry.headerExtent = vertical ? header.height : header.width
        geometry.footerExtent = vertical ? footer.height : footer.width
        sections.append(geometry)
        placements.append(placement)
        // A header or footer spans the collection's width (its height, scrolling
        // horizontally), before and after the section's insets (the headerReferenceSize page:
        // only the size along the scrolling direction is used, "the width of the header would
        // be set to the width of the collection view").
        headers.append(
          geometry.headerExtent > 0
            ? SupplementaryPlacement(
              kind: UICollectionView.elementKindSectionHeader,
              pins: sectionHeadersPinToVisibleBounds) : nil)
        footers.append(
          geometry.footerExtent > 0
            ? SupplementaryPlacement(
              kind: UICollectionView.elementKindSectionFooter,
              pins: sectionFootersPinToVisibleBounds) : nil)
      }
      return CollectionLayoutResult(
        geometry: ListGeometry(sections: sections), placements: placements,
        headers: headers, footers: footers, horizontal: !vertical)
    }
  }

  /// The flow layout's questions to a collection view's delegate, as UIKit's
  /// `UICollectionViewDelegateFlowLayout` (every method optional; the defaults are the
  /// layout's properties).
  @preconcurrency @MainActor
  public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of an item.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// The insets of a section.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets
    /// The space between a section's lines.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The least space between a section's items of a line.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The size of a section's header.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// The size of a section's footer.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForFooterInSection section: Int
    ) -> CGSize
  }

  extension UICollectionViewDelegateFlowLayout {
    /// The layout's item size.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      collectionView.defaultImplementationReached = true
      return (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    /// The layout's section inset.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets {
      (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    /// The layout's line spacing.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
      (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }
    /// The layout's interitem spacing.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
      (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }
    /// The layout's header size.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
      (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    /// The layout's footer size.
    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForFooterInSection section: Int
    ) -> CGSize {
      (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
  }
#endif

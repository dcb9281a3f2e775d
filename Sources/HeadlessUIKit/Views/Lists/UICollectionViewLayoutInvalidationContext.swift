#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// What part of a layout an invalidation concerns, as UIKit's
  /// `UICollectionViewLayoutInvalidationContext`: made by the layout
  /// (``UICollectionViewLayout/invalidationContextClass``) and passed to
  /// ``UICollectionViewLayout/invalidateLayout(with:)``, which a layout of your own overrides to
  /// drop only what the context names. `contentOffsetAdjustment` and `contentSizeAdjustment`
  /// are added to the collection view's content offset and size when the context reaches the
  /// base class's `invalidateLayout(with:)`. Headless: the layout is computed again whatever
  /// the context names.
  @preconcurrency @MainActor open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether everything is invalid: the collection view reloaded its data.
    open internal(set) var invalidateEverything = false
    /// Whether the number of sections or items changed: a reload, an insertion or a deletion.
    open internal(set) var invalidateDataSourceCounts = false
    /// The items named by ``invalidateItems(at:)``, or `nil`.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views named by ``invalidateSupplementaryElements(ofKind:at:)``, by
    /// kind, or `nil`.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views named by ``invalidateDecorationElements(ofKind:at:)``, by kind,
    /// or `nil`.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// How far the collection view's content offset moves: added to it by the invalidation
    /// (zero by default).
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the collection view's content size grows: added to it by the invalidation
    /// (zero by default; the layout's next content size replaces it).
    open var contentSizeAdjustment: CGSize = .zero
    /// The moving items' index paths before an interactive move (none here: `nil`).
    open var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? { nil }
    /// The moving items' index paths after an interactive move (none here: `nil`).
    open var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? { nil }
    /// Where an interactively moving item is (none here: zero).
    open var interactiveMovementTarget: CGPoint { .zero }

    /// An empty context: nothing named yet.
    public required override init() {}

    /// Names items whose layout is invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
      invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Names supplementary views of `elementKind` whose layout is invalid.
    open func invalidateSupplementaryElements(
      ofKind elementKind: String, at indexPaths: [IndexPath]
    ) {
      invalidatedSupplementaryIndexPaths = Self.adding(
        indexPaths, of: elementKind, to: invalidatedSupplementaryIndexPaths)
    }

    /// Names decoration views of `elementKind` whose layout is invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
      invalidatedDecorationIndexPaths = Self.adding(
        indexPaths, of: elementKind, to: invalidatedDecorationIndexPaths)
    }

    private static func adding(
      _ paths: [IndexPath], of kind: String, to named: [String: [IndexPath]]?
    ) -> [String: [IndexPath]] {
      var named = named ?? [:]
      named[kind, default: []] += paths
      return named
    }
  }

  /// A flow layout's invalidation context, as UIKit's
  /// `UICollectionViewFlowLayoutInvalidationContext`: whether the delegate's sizes and the
  /// layout's attributes are to be asked for again (both `true` by default).
  @preconcurrency @MainActor
  open class UICollectionViewFlowLayoutInvalidationContext:
    UICollectionViewLayoutInvalidationContext
  {
    /// Whether the delegate's item sizes, insets and spacings are asked for again.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the layout's attributes are computed again.
    open var invalidateFlowLayoutAttributes = true
  }

  extension UICollectionViewLayout {
    /// A new context of ``invalidationContextClass``.
    func newInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
      let type =
        Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
        ?? UICollectionViewLayoutInvalidationContext.self
      return type.init()
    }

  }
#endif

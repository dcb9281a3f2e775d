#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// An item of a custom group, placed by its frame, as UIKit's
  /// `NSCollectionLayoutGroupCustomItem`: returned by the item provider of a group made with
  /// `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`.
  @preconcurrency @MainActor open class NSCollectionLayoutGroupCustomItem {
    /// The item's frame, relative to its group's origin (the SDK's
    /// UICollectionViewCompositionalLayout.h: frames are "{0,0} relative to this group's
    /// geometry").
    public let frame: CGRect
    /// The item's z order: its layout attributes' `zIndex`, its cell's view in front of
    /// those of lower z order.
    public let zIndex: Int

    /// An item at `frame` in its group, at z order 0.
    public convenience init(frame: CGRect) {
      self.init(frame: frame, zIndex: 0)
    }

    /// An item at `frame` in its group, at z order `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
      self.frame = frame
      self.zIndex = zIndex
    }
  }

  /// What a custom group asks for its items' frames, as UIKit's
  /// `NSCollectionLayoutGroupCustomItemProvider`: called during layout with the group's
  /// current size as the environment's container.
  public typealias NSCollectionLayoutGroupCustomItemProvider =
    (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

  extension NSCollectionLayoutGroup {
    /// A group of `layoutSize` whose items are where `itemProvider` puts them: called during
    /// layout with the group's size as the environment's container, its items' frames relative
    /// to the group's origin, in item order (the SDK's UICollectionViewCompositionalLayout.h;
    /// like any group, it may be nested in others).
    public class func custom(
      layoutSize: NSCollectionLayoutSize,
      itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> NSCollectionLayoutGroup {
      NSCollectionLayoutGroup(layoutSize: layoutSize, itemProvider: itemProvider)
    }

    /// The custom group's items in `area` (its content area, in the outer group's
    /// coordinates), each a leaf of its frame's size and its z order.
    func customLeaves(in area: CGRect, traits: UITraitCollection) -> [GroupLeaf] {
      guard let itemProvider else { return [] }
      let environment = LayoutEnvironment(
        container: LayoutContainer(contentSize: area.size), traitCollection: traits)
      return itemProvider(environment).map { custom in
        GroupLeaf(
          item: NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .absolute(custom.frame.width),
              heightDimension: .absolute(custom.frame.height))),
          frame: custom.frame.offsetBy(dx: area.minX, dy: area.minY), zIndex: custom.zIndex)
      }
    }
  }
#endif

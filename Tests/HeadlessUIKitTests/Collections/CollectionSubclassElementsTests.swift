#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// A section's backdrop, a decoration view.
  @MainActor private final class BackdropView: UICollectionReusableView {}

  /// The flow layout recipe for section backgrounds: a subclass registers a decoration view and
  /// adds one behind each section's items to its superclass's attributes.
  @MainActor private final class SectionBackdropFlowLayout: UICollectionViewFlowLayout {
    override func prepare() {
      super.prepare()
      register(BackdropView.self, forDecorationViewOfKind: "backdrop")
    }

    override func layoutAttributesForElements(
      in rect: CGRect
    ) -> [UICollectionViewLayoutAttributes]? {
      guard let collectionView, var attributes = super.layoutAttributesForElements(in: rect)
      else { return nil }
      for section in 0..<collectionView.numberOfSections {
        let count = collectionView.numberOfItems(inSection: section)
        guard count > 0,
          let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
          let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section))
        else { continue }
        let backdrop = UICollectionViewLayoutAttributes(
          forDecorationViewOfKind: "backdrop", with: IndexPath(item: 0, section: section))
        backdrop.frame = CGRect(
          x: 0, y: first.frame.minY, width: collectionView.bounds.width,
          height: last.frame.maxY - first.frame.minY)
        backdrop.zIndex = -1
        if backdrop.frame.intersects(rect) { attributes.append(backdrop) }
      }
      return attributes
    }
  }

  /// A compositional layout subclass that returns its superclass's attributes without the
  /// elements of the kinds it leaves out.
  @MainActor private final class LeavingOutLayout: UICollectionViewCompositionalLayout {
    var leftOut: Set<String> = []

    override func layoutAttributesForElements(
      in rect: CGRect
    ) -> [UICollectionViewLayoutAttributes]? {
      super.layoutAttributesForElements(in: rect)?.filter {
        !leftOut.contains($0.representedElementKind ?? "")
      }
    }
  }

  /// A subclass of the flow or compositional layout decides which views show: Apple's
  /// layoutAttributesForElements(in:) page ("the collection view … uses the returned attributes
  /// to create and configure the views"; the layout returns the attributes "for all of the
  /// cells and views in the specified rectangle"), and register(_:forDecorationViewOfKind:)
  /// ("the layout object registers the views it uses as decoration views").
  @MainActor @Suite struct CollectionSubclassElementsTests {
    private func backdrops(_ collection: UICollectionView) -> [CGRect] {
      collection.subviews.compactMap { $0 as? BackdropView }.map(\.frame).sorted {
        $0.minY < $1.minY
      }
    }

    @Test func aFlowLayoutSubclassShowsTheDecorationViewsItAdds() throws {
      let layout = SectionBackdropFlowLayout()
      layout.itemSize = CGSize(width: 390, height: 50)
      layout.minimumLineSpacing = 0
      layout.sectionInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
      let collection = UICollectionView.laidOut(layout, source: CollectionItemsSource([3, 3]))
      // Each section: 20 points of inset, then three 50-point rows.
      #expect(
        backdrops(collection) == [
          CGRect(x: 0, y: 20, width: 390, height: 150),
          CGRect(x: 0, y: 190, width: 390, height: 150),
        ])
      // Behind the cells (z order -1).
      let lastBackdrop = try #require(collection.subviews.lastIndex { $0 is BackdropView })
      let firstCell = try #require(collection.subviews.firstIndex { $0 is UICollectionViewCell })
      #expect(lastBackdrop < firstCell)
      // Scrolled past the first section, its backdrop leaves.
      collection.frame.size.height = 100
      collection.contentOffset.y = 200
      collection.layoutIfNeeded()
      #expect(backdrops(collection) == [CGRect(x: 0, y: 190, width: 390, height: 150)])
    }

    @Test func aCompositionalLayoutSubclassHidesTheViewsItLeavesOut() throws {
      let badge = NSCollectionLayoutSupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(20), heightDimension: .absolute(20)),
        elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
        supplementaryItems: [badge])
      let section = NSCollectionLayoutSection(
        group: .horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
          subitems: [item]))
      section.decorationItems = [.background(elementKind: "background")]
      func shown(leavingOut leftOut: Set<String>) -> (backdrops: Int, badges: Int) {
        let layout = LeavingOutLayout(section: section)
        layout.leftOut = leftOut
        layout.register(BackdropView.self, forDecorationViewOfKind: "background")
        let collection = UICollectionView.laidOut(
          layout, source: CollectionItemsSource([2, 2]), kinds: ["badge"])
        return (
          collection.subviews.filter { $0 is BackdropView }.count,
          collection.visibleSupplementaryViews(ofKind: "badge").count
        )
      }
      // What the superclass gives, when the subclass keeps it all.
      #expect(shown(leavingOut: []) == (2, 4))
      #expect(shown(leavingOut: ["background"]) == (0, 4))
      #expect(shown(leavingOut: ["badge"]) == (2, 0))
    }
  }
#endif

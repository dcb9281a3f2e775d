#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  // The z order of items: a custom group's items take their custom items' (see
  // `NSCollectionLayoutGroupCustomItem.zIndex`), the others 0.
  extension UICollectionView {
    /// The z order the layout gives the item at `indexPath`: its custom item's, by its place
    /// in its group; 0 for other items.
    func itemZIndex(at indexPath: IndexPath, geometry: ListGeometry) -> Int {
      guard let placements = layoutResult?.placements,
        placements.indices.contains(indexPath.section),
        let zIndices = placements[indexPath.section].itemZIndices, !zIndices.isEmpty,
        geometry.sections.indices.contains(indexPath.section)
      else { return 0 }
      let section = geometry.sections[indexPath.section]
      let line = section.line(ofItem: indexPath.item)
      let place = indexPath.item - section.items(ofLine: line).lowerBound
      return zIndices[place % zIndices.count]
    }

    /// Orders the visible cells' views by their items' z order (the UICollectionViewLayout-
    /// Attributes zIndex page: "Items with higher index values appear on top of items with
    /// lower values"), those of equal z order kept as they were; only when out of order, and
    /// only in sections whose items have a z order of their own.
    func orderCellsByZIndex() {
      guard layoutResult?.placements.contains(where: { $0.itemZIndices != nil }) == true else {
        return
      }
      let geometry = engine.currentGeometry
      var zIndices: [ObjectIdentifier: Int] = [:]
      for (path, cell) in engine.visibleCellsByPath {
        zIndices[ObjectIdentifier(cell)] = itemZIndex(at: path, geometry: geometry)
      }
      let cells = subviews.filter { zIndices[ObjectIdentifier($0)] != nil }
      let sorted = cells.enumerated().sorted {
        let left = zIndices[ObjectIdentifier($0.element)] ?? 0
        let right = zIndices[ObjectIdentifier($1.element)] ?? 0
        return left != right ? left < right : $0.offset < $1.offset
      }.map(\.element)
      guard !cells.elementsEqual(sorted, by: ===) else { return }
      for cell in sorted { bringSubviewToFront(cell) }
    }
  }
#endif

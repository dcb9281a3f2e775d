#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The lines of a section whose group nests groups, with estimated sizes, whose items were
  /// measured: their items' frames, and their nested groups' supplementary items, by line.
  struct MeasuredNesting {
    var frames: [Int: [CGRect]] = [:]
    var nested: [Int: [NestedGroupSupplementaries]] = [:]
    var fitting: FittingPriorities
  }

  extension UICollectionViewCompositionalLayout {
    /// Makes the lines of a section whose group nests groups (or is a custom group) with
    /// estimated sizes estimated, measured as they show: a line whose items were all measured
    /// is its group laid out level by level again with their fitted sizes (see
    /// `NSCollectionLayoutGroup.leaves(in:traits:measured:)`), as long along the axis as that
    /// makes the group; the others keep the estimates' layout (`size`, `leaves`). The items
    /// are fitted with a dimension free where one of them estimates it, the other kept.
    func nestedEstimatedLines(
      of group: NSCollectionLayoutGroup, size: CGSize, leaves: [GroupLeaf], section: Int,
      vertical: Bool, in collectionView: UICollectionView, geometry: inout SectionGeometry
    ) -> MeasuredNesting {
      let known = collectionView.measuredItemSizes
      var lines = LineExtents(count: geometry.lineCount, estimate: geometry.lines.extent(of: 0))
      let free = (
        width: leaves.contains { $0.item.layoutSize.widthDimension.isEstimated },
        height: leaves.contains { $0.item.layoutSize.heightDimension.isEstimated }
      )
      var measured = MeasuredNesting(
        fitting: FittingPriorities(
          horizontal: free.width ? .fittingSizeLevel : .required,
          vertical: free.height ? .fittingSizeLevel : .required))
      for line in 0..<geometry.lineCount {
        let items = geometry.items(ofLine: line)
        guard items.allSatisfy({ known[IndexPath(item: $0, section: section)] != nil }) else {
          continue
        }
        let laid = group.leaves(
          in: size, traits: collectionView.traitCollection,
          measured: { place in
            place < items.count
              ? known[IndexPath(item: items.lowerBound + place, section: section)] : nil
          })
        measured.frames[line] = laid.leaves.map(\.frame)
        measured.nested[line] = laid.nested
        lines.set(
          (vertical ? laid.size.height : laid.size.width) + geometry.lineSpacing, at: line)
      }
      geometry.lines = lines
      return measured
    }
  }
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The lines of a section laid out level by level with estimated sizes (a group that nests
  /// groups, or an orthogonally scrolling section's groups), whose items were measured: their
  /// items' frames, and their nested groups' supplementary items, by line.
  struct MeasuredNesting {
    var frames: [Int: [CGRect]] = [:]
    var nested: [Int: [NestedGroupSupplementaries]] = [:]
    var fitting: FittingPriorities
  }

  extension UICollectionViewCompositionalLayout {
    /// Makes the lines of a section whose group nests groups (or is a custom group), or that
    /// scrolls orthogonally, with estimated sizes estimated, measured as they show: a line
    /// whose items were all measured is its groups laid out level by level again with their
    /// fitted sizes (see `NSCollectionLayoutGroup.leaves(in:traits:measured:)`), side by side
    /// across the axis `groupSpacing` apart (an orthogonally scrolling section's line holds
    /// all its groups, each as large as its own items make it), the line as long along the
    /// axis as its longest group; the others keep the estimates' layout (`size`, `leaves`).
    /// The items are fitted with a dimension free where one of them estimates it, the other
    /// kept.
    func nestedEstimatedLines(
      of group: NSCollectionLayoutGroup, size: CGSize, leaves: [GroupLeaf], section: Int,
      vertical: Bool, groupSpacing: CGFloat, in collectionView: UICollectionView,
      geometry: inout SectionGeometry
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
        var frames: [CGRect] = []
        var extent: CGFloat = 0
        var cross: CGFloat = 0
        for first in stride(from: items.lowerBound, to: items.upperBound, by: max(1, leaves.count))
        {
          let laid = group.leaves(
            in: size, traits: collectionView.traitCollection,
            measured: { place in
              first + place < items.upperBound
                ? known[IndexPath(item: first + place, section: section)] : nil
            })
          frames += laid.leaves.map {
            vertical ? $0.frame.offsetBy(dx: cross, dy: 0) : $0.frame.offsetBy(dx: 0, dy: cross)
          }
          // The nested groups' supplementary items follow the line's first group.
          if first == items.lowerBound { measured.nested[line] = laid.nested }
          extent = max(extent, vertical ? laid.size.height : laid.size.width)
          cross += (vertical ? laid.size.width : laid.size.height) + groupSpacing
        }
        measured.frames[line] = frames
        lines.set(extent + geometry.lineSpacing, at: line)
      }
      geometry.lines = lines
      return measured
    }
  }
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  // Section headers and footers as the collection's layout places them: across the axis where
  // the layout says, pinned to the visible bounds where it pins them, and measured from their
  // views where their extent is estimated.
  extension UICollectionView {
    /// How the layout places a section's header or footer, if the section has one.
    func supplementaryPlacement(_ key: SupplementaryKey) -> SupplementaryPlacement? {
      guard let result = layoutResult else { return nil }
      let placements = key.position == .header ? result.headers : result.footers
      return placements.indices.contains(key.section) ? placements[key.section] : nil
    }

    /// The header or footer of `kind` at `indexPath` (item 0 of its section), if the layout
    /// gives the section one.
    func supplementaryKey(_ kind: String, _ indexPath: IndexPath) -> SupplementaryKey? {
      guard indexPath.count == 2, indexPath.item == 0 else { return nil }
      _ = engine.currentGeometry
      for position in [SupplementaryPosition.header, .footer] {
        let key = SupplementaryKey(position: position, section: indexPath.section)
        if supplementaryPlacement(key)?.kind == kind { return key }
      }
      return nil
    }

    /// The kinds of the section's header and footer, in that order.
    func supplementaryKinds(ofSection section: Int) -> [String] {
      [SupplementaryPosition.header, .footer].compactMap {
        supplementaryPlacement(SupplementaryKey(position: $0, section: section))?.kind
      }
    }

    func listSupplementaryFrame(
      _ key: SupplementaryKey, geometry: ListGeometry, viewport: CGSize
    ) -> CGRect {
      let horizontal = listScrollsHorizontally
      var span = geometry.span(of: key)
      guard let placement = supplementaryPlacement(key) else {
        return flippedAlongAxis(
          horizontal
            ? CGRect(x: span.offset, y: 0, width: span.extent, height: viewport.height)
            : CGRect(x: 0, y: span.offset, width: viewport.width, height: span.extent),
          geometry: geometry, viewport: viewport)
      }
      // The section's further boundary items of that side follow it.
      span.extent -= placement.extrasExtent
      if placement.pins { span.offset = pinnedOffset(key, geometry, viewport) }
      let cross = placement.crossExtent ?? (horizontal ? viewport.height : viewport.width)
      let frame =
        horizontal
        ? CGRect(x: span.offset, y: placement.crossStart, width: span.extent, height: cross)
        : CGRect(x: placement.crossStart, y: span.offset, width: cross, height: span.extent)
      return flippedAlongAxis(
        frame.offsetBy(dx: placement.offset.x, dy: placement.offset.y), geometry: geometry,
        viewport: viewport)
    }

    /// Where a pinned header or footer sits: at the edge of the visible bounds the adjusted
    /// content inset leaves clear (under a navigation bar), as a plain table's floating ones.
    private func pinnedOffset(
      _ key: SupplementaryKey, _ geometry: ListGeometry, _ viewport: CGSize
    ) -> CGFloat {
      let horizontal = listScrollsHorizontally
      let insets = adjustedContentInset
      let offset = horizontal ? contentOffset.x : contentOffset.y
      let start = offset + (horizontal ? insets.left : insets.top)
      let end =
        offset + (horizontal ? viewport.width - insets.right : viewport.height - insets.bottom)
      return geometry.pinnedOffset(
        of: key, visible: listLayoutRange(start..<max(start, end), geometry: geometry))
    }

    func listPinsSupplementary(_ position: SupplementaryPosition, section: Int) -> Bool {
      supplementaryPlacement(SupplementaryKey(position: position, section: section))?.pins
        ?? false
    }

    var listHasEstimatedSupplementaries: Bool { layoutResult?.hasEstimatedSupplementaries ?? false }

    /// How an estimated header or footer is fitted: its extent along the axis left to the
    /// content, the one across kept.
    var supplementaryFitting: FittingPriorities {
      listScrollsHorizontally
        ? FittingPriorities(horizontal: .fittingSizeLevel, vertical: .required)
        : FittingPriorities(horizontal: .required, vertical: .fittingSizeLevel)
    }

    /// Measures an estimated boundary item other than a section's first header or footer (the
    /// layout's own header or footer, at index path (0, 0), when the layout is computed; a
    /// section's further ones, at (0, section), as their side first shows), as a section's
    /// header: its view's `preferredLayoutAttributesFitting(_:)` from its
    /// estimated attributes, asked of the data source at `path` and then kept to be shown (so
    /// the data source is asked once for it); once for each layout computed anew; `nil` when
    /// the data source makes no such view.
    func measureBoundary(_ element: AlignedElement, at path: IndexPath) -> CGFloat? {
      let key = CollectionElementKey(
        category: .supplementaryView, kind: element.kind, indexPath: path)
      if let known = measuredBoundaryExtents[key] { return known }
      guard let dataSource else { return nil }
      let made = probe {
        dataSource.collectionView(self, viewForSupplementaryElementOfKind: element.kind, at: path)
      }
      guard made.implemented else { return nil }
      if made.result.elementKind == nil { made.result.elementKind = element.kind }
      let attributes = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: element.kind, with: path)
      attributes.frame = CGRect(origin: .zero, size: element.size)
      attributes.fitting = supplementaryFitting
      let size = made.result.preferredLayoutAttributesFitting(attributes).size
      measuredBoundaryViews[key] = made.result
      let extent = listScrollsHorizontally ? size.width : size.height
      measuredBoundaryExtents[key] = extent
      return extent
    }

    /// Measures an estimated header or footer as it first shows: its view's
    /// `preferredLayoutAttributesFitting(_:)` from its estimated attributes, the extent along
    /// the axis left to the content and the one across kept; and the estimated further items
    /// of its side (see `measureBoundary(_:at:)`). Returns the extent of the side, or `nil`
    /// when nothing was measured.
    func listMeasureSupplementary(_ key: SupplementaryKey, geometry: ListGeometry) -> CGFloat? {
      guard let placement = supplementaryPlacement(key) else { return nil }
      let known = geometry.span(of: key).extent - placement.extrasExtent
      let measuresFirst = placement.isEstimated && measuredSupplementaryExtents[key] == nil
      let extrasExtent = placement.hasEstimatedExtras ? measureExtras(of: key) : nil
      guard measuresFirst || extrasExtent != nil else { return nil }
      let extras = extrasExtent ?? placement.extrasExtent
      guard measuresFirst else { return known + extras }
      guard let view = engine.supplementaryToMeasure(key) as? UICollectionReusableView else {
        measuredSupplementaryExtents[key] = known
        return extrasExtent.map { known + $0 }
      }
      let attributes = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: placement.kind,
        with: IndexPath(item: 0, section: key.section))
      var frame = listSupplementaryFrame(key, geometry: geometry, viewport: engine.viewport)
      // Framed at its own estimate, whatever its further items measured.
      if listScrollsHorizontally { frame.size.width = known } else { frame.size.height = known }
      attributes.frame = frame
      attributes.fitting = supplementaryFitting
      let size = view.preferredLayoutAttributesFitting(attributes).size
      let extent = listScrollsHorizontally ? size.width : size.height
      measuredSupplementaryExtents[key] = extent
      return extent + extras
    }

    /// Measures the estimated further items of a section's header or footer side not measured
    /// yet, updating the layout's result; returns their new total extent, or `nil` when all
    /// were measured before.
    private func measureExtras(of key: SupplementaryKey) -> CGFloat? {
      guard var result = layoutResult, result.elements.sections.indices.contains(key.section)
      else { return nil }
      let path = IndexPath(item: 0, section: key.section)
      var extras =
        key.position == .header
        ? result.elements.sections[key.section].headerExtras
        : result.elements.sections[key.section].footerExtras
      let horizontal = listScrollsHorizontally
      var measured = false
      for index in extras.indices where extras[index].isEstimated {
        let element = CollectionElementKey(
          category: .supplementaryView, kind: extras[index].kind, indexPath: path)
        guard measuredBoundaryExtents[element] == nil else { continue }
        // Without a view to measure, the estimate stands (and is not asked for again).
        let extent =
          measureBoundary(extras[index], at: path)
          ?? (horizontal ? extras[index].size.width : extras[index].size.height)
        measuredBoundaryExtents[element] = extent
        if horizontal {
          extras[index].size.width = extent
        } else {
          extras[index].size.height = extent
        }
        measured = true
      }
      guard measured else { return nil }
      let total = extras.reduce(CGFloat(0)) { $0 + (horizontal ? $1.size.width : $1.size.height) }
      if key.position == .header {
        result.elements.sections[key.section].headerExtras = extras
        result.headers[key.section]?.extrasExtent = total
      } else {
        result.elements.sections[key.section].footerExtras = extras
        result.footers[key.section]?.extrasExtent = total
      }
      layoutResult = result
      return total
    }
  }
#endif

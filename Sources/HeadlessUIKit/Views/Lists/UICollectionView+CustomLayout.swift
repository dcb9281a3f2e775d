#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  // A layout of the app's own (a `UICollectionViewLayout` subclass), or a subclass of the flow
  // or compositional layout, places the cells as UIKit asks it to: through its attributes.
  extension UICollectionView {
    func listPlacedItems(
      viewport: CGSize, geometryItems: [IndexPath]
    ) -> [(path: IndexPath, frame: CGRect)]? {
      let layout = collectionViewLayout
      guard !layout.placesFromGeometry else {
        return orthogonallyShownItems(viewport: viewport, geometryItems: geometryItems)
      }
      let visible = CGRect(origin: contentOffset, size: viewport)
      // The layout answers in its own coordinates (unmirrored); mirroring is its own inverse.
      let asked = layout.layoutAttributesForElements(in: shownFrame(visible)) ?? []
      var placed: [IndexPath: UICollectionViewLayoutAttributes] = [:]
      var elements: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
      // A subclass of the flow or compositional layout shows the sections' headers and footers
      // it gives (a sticky header moved to the top of the visible bounds, or added for a
      // section whose header scrolled away), where it gives them.
      var supplementaries: [SupplementaryKey: UICollectionViewLayoutAttributes]? =
        layout.computesGeometry ? [:] : nil
      for attributes in asked {
        let path = attributes.indexPath
        guard attributes.representedElementCategory == .cell else {
          guard !attributes.isHidden, let kind = attributes.representedElementKind else {
            continue
          }
          let meetsBounds = shownFrame(attributes.frame).intersects(visible)
          if supplementaries != nil, attributes.representedElementCategory == .supplementaryView,
            let key = supplementaryKey(kind, path)
          {
            if meetsBounds && supplementaries?[key] == nil { supplementaries?[key] = attributes }
            continue
          }
          // A layout of your own's views show where they meet the bounds; a subclass of a
          // built-in layout's as it returns them (its superclass chose them by the bounds, an
          // item's badge with its item).
          guard meetsBounds || layout.computesGeometry else { continue }
          let key = CollectionElementKey(
            category: attributes.representedElementCategory, kind: kind, indexPath: path)
          if elements[key] == nil { elements[key] = attributes }
          continue
        }
        if placed[path] == nil { placed[path] = attributes }
      }
      placedElementAttributes = elements
      placedSupplementaryAttributes = supplementaries
      let result: [(path: IndexPath, frame: CGRect)]
      if layout.computesGeometry {
        // The items the superclass's geometry shows, where the subclass moved them.
        result = geometryItems.compactMap { path in
          guard let attributes = placed[path] else { return (path, engine.frame(ofItem: path)) }
          return attributes.isHidden ? nil : (path, shownFrame(attributes.frame))
        }
      } else {
        result = placed.values.filter {
          !$0.isHidden && engine.isValid($0.indexPath)
            && shownFrame($0.frame).intersects(visible)
        }
        .map { ($0.indexPath, shownFrame($0.frame)) }
        .sorted { $0.path < $1.path }
      }
      let shown = Set(result.map(\.path))
      placedAttributes = placed.filter { shown.contains($0.key) }
      return result
    }

    /// A compositional layout's orthogonally scrolling sections show the items that their own
    /// scrolling, at its start (nothing here scrolls it), brings into the bounds: UIKit makes
    /// only those cells. `nil` when no section scrolls orthogonally.
    private func orthogonallyShownItems(
      viewport: CGSize, geometryItems: [IndexPath]
    ) -> [(path: IndexPath, frame: CGRect)]? {
      guard let placements = layoutResult?.placements,
        placements.contains(where: { $0.groupStride != 0 })
      else { return nil }
      let visible = CGRect(origin: contentOffset, size: viewport)
      return geometryItems.compactMap { path in
        let frame = engine.frame(ofItem: path)
        let orthogonal =
          placements.indices.contains(path.section) && placements[path.section].groupStride != 0
        return orthogonal && !frame.intersects(visible) ? nil : (path, frame)
      }
    }

    var listPlacesOwnItems: Bool { !collectionViewLayout.computesGeometry }

    func listPlacedSupplementaries() -> [SupplementaryKey: CGRect]? {
      guard !collectionViewLayout.placesFromGeometry else { return nil }
      return placedSupplementaryAttributes?.mapValues { shownFrame($0.frame) }
    }

    /// The attributes of a section's header or footer shown: a subclass's placed ones, or a
    /// plain flow or compositional layout's (`nil` for a layout of your own: it has none).
    func shownAttributes(of key: SupplementaryKey) -> UICollectionViewLayoutAttributes? {
      let layout = collectionViewLayout
      if !layout.placesFromGeometry { return placedSupplementaryAttributes?[key] }
      guard let kind = supplementaryPlacement(key)?.kind else { return nil }
      return layout.layoutAttributesForSupplementaryView(
        ofKind: kind, at: IndexPath(item: 0, section: key.section))
    }

    /// The other views a layout of the app's own placed in the last layout pass, where it
    /// placed them.
    var placedElements: [CollectionElement] {
      placedElementAttributes.map { key, attributes in
        CollectionElement(key: key, frame: shownFrame(attributes.frame), zIndex: attributes.zIndex)
      }
      .sorted { ($0.key.indexPath, $0.key.kind) < ($1.key.indexPath, $1.key.kind) }
    }

    func listPlacedFrame(ofItem indexPath: IndexPath) -> CGRect?? {
      let layout = collectionViewLayout
      guard !layout.computesGeometry else { return nil }
      return .some(layout.layoutAttributesForItem(at: indexPath).map { shownFrame($0.frame) })
    }

    func listPlacedContentSize() -> CGSize? {
      collectionViewLayout.computesGeometry ? nil : collectionViewLayout.collectionViewContentSize
    }

    /// The layout hears of a data change as UIKit tells it: an invalidation whose context says
    /// whether everything (a reload) or the counts changed.
    func listDataDidChange(countsChanged: Bool?) {
      let context = collectionViewLayout.newInvalidationContext()
      context.invalidateEverything = countsChanged == nil
      context.invalidateDataSourceCounts = countsChanged ?? true
      collectionViewLayout.invalidateLayout(with: context)
    }

    func listDidPlace(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
      guard let attributes = placedAttributes[indexPath] else {
        // A plain flow or compositional layout's attributes change when the cell moves: made
        // only then (a pass that moves nothing makes none).
        if cell.appliedAttributes?.frame != cell.frame,
          let attributes = builtInAttributes(ofItem: indexPath)
        {
          cell.applyIfChanged(attributes)
        }
        return
      }
      cell.applyIfChanged(attributes)
      fitIfChanged(cell, to: attributes)
    }

    /// A plain flow or compositional layout's attributes of an item, which UIKit applies to its
    /// cell as any layout's (`nil` for another layout: its attributes were placed).
    func builtInAttributes(ofItem indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
      collectionViewLayout.placesFromGeometry
        ? collectionViewLayout.layoutAttributesForItem(at: indexPath) : nil
    }

    /// A layout of your own hears of a cell's or another view's size as UIKit tells it, once
    /// the data source has configured the view and whenever its attributes change: the view's
    /// `preferredLayoutAttributesFitting(_:)` is asked, and when the layout's
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` says so,
    /// the layout is invalidated with its context for them and laid out again in this pass.
    func fitIfChanged(
      _ cell: UICollectionReusableView, to attributes: UICollectionViewLayoutAttributes
    ) {
      let layout = collectionViewLayout
      guard !layout.computesGeometry, cell.fittedAttributes?.isEqual(attributes) != true,
        let original = attributes.copy() as? UICollectionViewLayoutAttributes,
        let offered = attributes.copy() as? UICollectionViewLayoutAttributes
      else { return }
      cell.fittedAttributes = original
      let preferred = cell.preferredLayoutAttributesFitting(offered)
      guard
        layout.shouldInvalidateLayout(
          forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
      else { return }
      layout.invalidateLayout(
        with: layout.invalidationContext(
          forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
      engine.layOutAgainInThisPass()
    }

    /// Asks a layout that is asked for its attributes whether `newBounds` invalidates it, and
    /// invalidates it if so (before the bounds change, as UIKit asks).
    func boundsWillChange(to newBounds: CGRect) {
      let layout = collectionViewLayout
      guard !layout.placesFromGeometry, newBounds != bounds,
        layout.shouldInvalidateLayout(forBoundsChange: newBounds)
      else { return }
      layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
    }
  }

  extension UICollectionReusableView {
    /// Applies `attributes` unless they equal those last applied (`isEqual(_:)`, as UIKit
    /// compares them): the view's alpha, then its `apply(_:)` (a hidden element gets no view).
    func applyIfChanged(_ attributes: UICollectionViewLayoutAttributes) {
      guard appliedAttributes?.isEqual(attributes) != true else { return }
      appliedAttributes = attributes.copy() as? UICollectionViewLayoutAttributes
      alpha = attributes.alpha
      apply(attributes)
    }
  }
#endif

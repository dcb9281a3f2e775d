#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  // The views a compositional layout adds besides cells and sections' headers and footers
  // (`CollectionElements`): where they are, and their views shown after each layout pass.
  extension UICollectionView {
    /// The elements whose frames meet `rect`; an item's supplementary items show with it (in
    /// the collection's coordinates).
    func layoutElements(in rect: CGRect) -> [CollectionElement] {
      guard let elements = layoutResult?.elements, !elements.isEmpty else { return [] }
      let geometry = engine.currentGeometry
      let horizontal = listScrollsHorizontally
      let range =
        horizontal ? rect.minX..<max(rect.minX, rect.maxX) : rect.minY..<max(rect.minY, rect.maxY)
      let content = geometry.visibleContent(in: listLayoutRange(range, geometry: geometry))
      var found = layoutWideElements(elements, geometry)
      var attached: [CollectionElement] = []
      let placements = layoutResult?.placements ?? []
      for section in content.sections {
        found += sectionElements(elements, section: section, geometry)
        // An orthogonally scrolling section's items show only where its scrolling brings them.
        let orthogonal =
          placements.indices.contains(section) && placements[section].groupStride != 0
        attached += itemElements(
          elements, section: section,
          items: content.items.filter {
            $0.section == section && (!orthogonal || engine.frame(ofItem: $0).intersects(rect))
          },
          geometry)
      }
      return alongAxis(found, geometry).filter { $0.frame.intersects(rect) }
        + alongAxis(attached, geometry)
    }

    /// `elements` mirrored along the axis of a horizontal layout that flips (computed in the
    /// layout's coordinates; a vertical layout's are placed right to left as computed).
    private func alongAxis(
      _ elements: [CollectionElement], _ geometry: ListGeometry
    ) -> [CollectionElement] {
      guard listMirrorsAxis else { return elements }
      let viewport = engine.viewport
      return elements.map {
        var element = $0
        element.frame = flippedAlongAxis(element.frame, geometry: geometry, viewport: viewport)
        return element
      }
    }

    /// The element of `category` and `kind` at `indexPath`, visible or not.
    func layoutElement(
      _ category: UICollectionView.ElementCategory, kind: String, at indexPath: IndexPath
    ) -> CollectionElement? {
      guard let elements = layoutResult?.elements, !elements.isEmpty, indexPath.count == 2
      else { return nil }
      let geometry = engine.currentGeometry
      var found = layoutWideElements(elements, geometry)
      if geometry.sections.indices.contains(indexPath.section) {
        found += sectionElements(elements, section: indexPath.section, geometry)
        if engine.isValid(indexPath) {
          found += itemElements(
            elements, section: indexPath.section, items: [indexPath], geometry)
        }
      }
      let key = CollectionElementKey(category: category, kind: kind, indexPath: indexPath)
      return alongAxis(found.filter { $0.key == key }, geometry).first
    }

    /// The area of the whole content from `start` for `extent` along the axis, across the
    /// viewport.
    private func area(from start: CGFloat, extent: CGFloat) -> CGRect {
      let viewport = engine.viewport
      return listScrollsHorizontally
        ? CGRect(x: start, y: 0, width: extent, height: viewport.height)
        : CGRect(x: 0, y: start, width: viewport.width, height: extent)
    }

    /// The layout's header and footer, in the extents before and after the sections, and the
    /// layout-wide items that take no room, over the whole content; at index path (0, 0).
    private func layoutWideElements(
      _ elements: CollectionElements, _ geometry: ListGeometry
    ) -> [CollectionElement] {
      let path = IndexPath(item: 0, section: 0)
      let rtl = elements.rightToLeft
      var placed: [(AlignedElement, CGRect)] = []
      if let header = elements.layoutHeader {
        placed.append((header, area(from: 0, extent: geometry.leading)))
      }
      if let footer = elements.layoutFooter {
        placed.append(
          (footer, area(from: geometry.totalExtent - geometry.trailing, extent: geometry.trailing))
        )
      }
      for overlay in elements.layoutOverlays {
        placed.append((overlay, area(from: 0, extent: geometry.totalExtent)))
      }
      return placed.map { element, area in
        CollectionElement(
          key: CollectionElementKey(
            category: .supplementaryView, kind: element.kind, indexPath: path),
          frame: element.frame(in: area, rightToLeft: rtl), zIndex: element.zIndex)
      }
    }

    /// A section's decorations and boundary items that take no room.
    private func sectionElements(
      _ elements: CollectionElements, section: Int, _ geometry: ListGeometry
    ) -> [CollectionElement] {
      guard elements.sections.indices.contains(section) else { return [] }
      let own = elements.sections[section]
      let rtl = elements.rightToLeft
      let sectionGeometry = geometry.sections[section]
      let whole = area(
        from: geometry.sectionStarts[section],
        extent: sectionGeometry.extent - sectionGeometry.spacingAfter)
      let path = IndexPath(item: 0, section: section)
      var found: [CollectionElement] = own.decorations.map {
        CollectionElement(
          key: CollectionElementKey(
            category: .decorationView, kind: $0.elementKind, indexPath: path),
          frame: $0.contentInsets.inset(whole, rightToLeft: rtl), zIndex: $0.zIndex)
      }
      // Boundary items follow the section's content insets across the axis.
      let insets = own.insets
      let across =
        listScrollsHorizontally
        ? NSDirectionalEdgeInsets(top: insets.top, leading: 0, bottom: insets.bottom, trailing: 0)
        : NSDirectionalEdgeInsets(
          top: 0, leading: insets.leading, bottom: 0, trailing: insets.trailing)
      let inside = across.inset(whole, rightToLeft: rtl)
      found += own.overlays.map {
        CollectionElement(
          key: CollectionElementKey(category: .supplementaryView, kind: $0.kind, indexPath: path),
          frame: $0.frame(in: inside, rightToLeft: rtl), zIndex: $0.zIndex)
      }
      // The further headers after the first, and the further footers after the first.
      for (extras, key) in [
        (own.headerExtras, SupplementaryKey(position: .header, section: section)),
        (own.footerExtras, SupplementaryKey(position: .footer, section: section)),
      ] where !extras.isEmpty {
        let span = geometry.span(of: key)
        let horizontal = listScrollsHorizontally
        var start =
          span.offset + span.extent
          - extras.reduce(CGFloat(0)) { $0 + (horizontal ? $1.size.width : $1.size.height) }
        for extra in extras {
          let extent = horizontal ? extra.size.width : extra.size.height
          let slot = across.inset(area(from: start, extent: extent), rightToLeft: rtl)
          found.append(
            CollectionElement(
              key: CollectionElementKey(
                category: .supplementaryView, kind: extra.kind, indexPath: path),
              frame: extra.frame(in: slot, rightToLeft: rtl), zIndex: extra.zIndex))
          start += extent
        }
      }
      return found
    }

    /// The supplementary items of `items` (of `section`), placed on their items, and those of
    /// the groups `items` belong to, placed on their groups.
    private func itemElements(
      _ elements: CollectionElements, section: Int, items: [IndexPath], _ geometry: ListGeometry
    ) -> [CollectionElement] {
      guard elements.sections.indices.contains(section) else { return [] }
      let own = elements.sections[section]
      var found: [CollectionElement] = []
      let sectionLines = geometry.sections[section]
      func attach(
        _ supplementaries: [NSCollectionLayoutSupplementaryItem], to frame: CGRect,
        at item: IndexPath
      ) {
        found += supplementaries.map {
          CollectionElement(
            key: CollectionElementKey(
              category: .supplementaryView, kind: $0.elementKind, indexPath: item),
            frame: $0.frame(attachedTo: frame, rightToLeft: elements.rightToLeft),
            zIndex: $0.zIndex)
        }
      }
      let viewport = engine.viewport
      // In the layout's coordinates along the axis (mirrored after).
      func layoutFrame(_ item: IndexPath) -> CGRect {
        flippedAlongAxis(engine.frame(ofItem: item), geometry: geometry, viewport: viewport)
      }
      // A group's own items show whenever any of its items does, at its first item's index path.
      var groupsShown: Set<Int> = []
      for item in items {
        let line = sectionLines.line(ofItem: item.item)
        let place = item.item - sectionLines.items(ofLine: line).lowerBound
        let supplementaries =
          own.itemSupplementaries.isEmpty
          ? [] : own.itemSupplementaries[place % own.itemSupplementaries.count]
        if !supplementaries.isEmpty { attach(supplementaries, to: layoutFrame(item), at: item) }
        guard !own.groupSupplementaries.isEmpty || !own.nestedGroupSupplementaries.isEmpty
        else { continue }
        let first = IndexPath(item: item.item - place % own.itemsPerGroup, section: section)
        guard groupsShown.insert(first.item).inserted else { continue }
        if !own.groupSupplementaries.isEmpty {
          attach(
            own.groupSupplementaries,
            to: groupFrame(own, first: layoutFrame(first), of: first, geometry), at: first)
        }
        // A nested group's: anchored to the group's frame (the SDK's "anchored to the group's
        // geometry"), at its first item's index path; where the group was placed flat, or its
        // first item does not exist, to the union of those of its items that exist.
        let groupLine = sectionLines.line(ofItem: first.item)
        for nested in own.lineNestedGroupSupplementaries[groupLine]
          ?? own.nestedGroupSupplementaries
        {
          let paths = nested.places.map { IndexPath(item: first.item + $0, section: section) }
            .filter { engine.isValid($0) }
          guard let start = paths.first else { continue }
          let frame =
            (start.item == first.item + nested.places.lowerBound
              ? nested.groupFrame(
                firstItemAt: layoutFrame(start),
                flipped: layoutResult?.flipsHorizontally == true) : nil)
            ?? paths.dropFirst().reduce(layoutFrame(start)) { $0.union(layoutFrame($1)) }
          attach(nested.items, to: frame, at: start)
        }
      }
      return found
    }

    /// The frame of the group whose first item has `first` as its frame: from that item's
    /// leading edge across the axis for the group's size, along the axis over its line.
    private func groupFrame(
      _ own: SectionElements, first: CGRect, of item: IndexPath, _ geometry: ListGeometry
    ) -> CGRect {
      let span = geometry.lineSpan(of: item)
      let size = own.groupSize
      if listScrollsHorizontally {
        return CGRect(x: span.offset, y: first.minY, width: span.extent, height: size.height)
      }
      let x = layoutResult?.flipsHorizontally == true ? first.maxX - size.width : first.minX
      return CGRect(x: x, y: span.offset, width: size.width, height: span.extent)
    }

    // MARK: Views

    /// After a layout pass: shows the views of the elements that meet the visible bounds
    /// (asking the data source for supplementary views, making decoration views of the classes
    /// registered on the layout), sets their frames, and recycles those that left; all are
    /// asked again after a reload or an update. Decoration views go behind the cells, an
    /// item's supplementary views in front of them (behind, for a negative z order).
    func listDidLayOut(contentChanged: Bool) {
      if contentChanged {
        for (key, view) in elementViews { removeElementView(view, key) }
      }
      orderCellsByZIndex()
      let boundaryZIndices = applyBoundaryAttributes()
      let placesOwnElements = !collectionViewLayout.computesGeometry
      let subclassesBuiltIn = !placesOwnElements && !collectionViewLayout.placesFromGeometry
      guard
        layoutResult?.elements.isEmpty == false || !elementViews.isEmpty || placesOwnElements
          || (subclassesBuiltIn && !placedElementAttributes.isEmpty)
      else {
        orderBoundaryViews(boundaryZIndices)
        return
      }
      var wanted =
        placesOwnElements
        ? placedElements
        : layoutElements(in: CGRect(origin: contentOffset, size: engine.viewport))
      if subclassesBuiltIn {
        // A subclass of a built-in layout shows the views its attributes give, where they say
        // (UIKit shows what `layoutAttributesForElements(in:)` returns): its superclass's views
        // it leaves out are not shown, and those it adds are (a flow layout's section
        // backgrounds, as decoration views). Its superclass's keep their order.
        wanted = wanted.compactMap { element in
          guard let attributes = placedElementAttributes[element.key] else { return nil }
          var moved = element
          moved.frame = shownFrame(attributes.frame)
          moved.zIndex = attributes.zIndex
          return moved
        }
        let inherited = Set(wanted.map(\.key))
        wanted += placedElements.filter { !inherited.contains($0.key) }
      }
      let keys = Set(wanted.map(\.key))
      for (key, view) in elementViews where !keys.contains(key) { removeElementView(view, key) }
      for element in wanted {
        if let view = elementViews[element.key] {
          view.frame = element.frame
          if let attributes = placedElementAttributes[element.key] {
            view.applyIfChanged(attributes)
            fitIfChanged(view, to: attributes)
          }
          continue
        }
        guard let view = makeElementView(element.key) else { continue }
        view.frame = element.frame
        elementViews[element.key] = view
        if let attributes = placedElementAttributes[element.key] {
          view.applyIfChanged(attributes)
          // A layout of your own's supplementary and decoration views size themselves as its
          // cells do.
          fitIfChanged(view, to: attributes)
        }
        if element.key.category == .supplementaryView {
          currentCollectionDelegate?.collectionView(
            self, willDisplaySupplementaryView: view, forElementKind: element.key.kind,
            at: element.key.indexPath)
        }
      }
      orderElementViews(wanted, boundaries: boundaryZIndices)
    }

    /// Applies their attributes to the sections' headers and footers shown (when they changed:
    /// a plain layout's are asked again only when the view moved), and returns the z order of
    /// those that have one.
    private func applyBoundaryAttributes() -> [(view: UIView, zIndex: Int)] {
      var ordered: [(view: UIView, zIndex: Int)] = []
      // By section, header first: views of one z order keep one order from pass to pass.
      let shown = engine.visibleSupplementaries.sorted { $0.key < $1.key }
      for (key, view) in shown {
        guard let view = view as? UICollectionReusableView else { continue }
        let zIndex: Int
        if collectionViewLayout.placesFromGeometry {
          zIndex = supplementaryPlacement(key)?.zIndex ?? 0
          if view.appliedAttributes?.frame != view.frame, let attributes = shownAttributes(of: key)
          {
            view.applyIfChanged(attributes)
          }
        } else if let attributes = shownAttributes(of: key) {
          zIndex = attributes.zIndex
          view.applyIfChanged(attributes)
        } else {
          zIndex = 0
        }
        if zIndex != 0 { ordered.append((view, zIndex)) }
      }
      return ordered
    }

    /// Sections' headers and footers of a positive z order in front of the cells, of a negative
    /// one behind them, by z order (a sticky header raised above the cells it covers).
    private func orderBoundaryViews(_ boundaries: [(view: UIView, zIndex: Int)]) {
      guard !boundaries.isEmpty else { return }
      orderElementViews([], boundaries: boundaries)
    }

    /// Behind the cells, above the background view: decorations and supplementaries of a
    /// negative z order, by z order; in front: the other supplementaries, by z order (sections'
    /// headers and footers only when their z order is not 0). Views are added once, then only
    /// reordered (no layout invalidation), and only when out of order.
    private func orderElementViews(
      _ elements: [CollectionElement], boundaries: [(view: UIView, zIndex: Int)] = []
    ) {
      let all =
        elements.compactMap { element in
          elementViews[element.key].map {
            (
              view: $0 as UIView, zIndex: element.zIndex,
              behind: element.key.category == .decorationView || element.zIndex < 0
            )
          }
        } + boundaries.map { (view: $0.view, zIndex: $0.zIndex, behind: $0.zIndex < 0) }
      let sorted = all.sorted { $0.zIndex < $1.zIndex }
      let behind = sorted.filter(\.behind).map(\.view)
      let inFront = sorted.filter { !$0.behind }.map(\.view)
      for view in behind + inFront where view.superview !== self { addSubview(view) }
      let background = backgroundView.flatMap { $0.superview === self ? [$0] : nil } ?? []
      let bottom = background + behind
      if !subviews.prefix(bottom.count).elementsEqual(bottom, by: ===) {
        for view in bottom.reversed() { sendSubviewToBack(view) }
      }
      if !subviews.suffix(inFront.count).elementsEqual(inFront, by: ===) {
        for view in inFront { bringSubviewToFront(view) }
      }
    }

    private func makeElementView(_ key: CollectionElementKey) -> UICollectionReusableView? {
      if key.category == .decorationView {
        guard let view = collectionViewLayout.dequeueDecorationView(ofKind: key.kind) else {
          Misuse.report(
            """
            UICollectionView: no class is registered for decoration views of kind \
            "\(key.kind)"; the section shows none.
            """,
            fix: "Call register(_:forDecorationViewOfKind:) on the layout for \"\(key.kind)\".")
          return nil
        }
        return view
      }
      // A boundary item measured when the layout was computed shows the view measured.
      if let measured = measuredBoundaryViews.removeValue(forKey: key) { return measured }
      guard let dataSource else { return nil }
      let made = probe {
        dataSource.collectionView(
          self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
      }
      guard made.implemented else { return nil }
      if made.result.elementKind == nil { made.result.elementKind = key.kind }
      return made.result
    }

    private func removeElementView(_ view: UICollectionReusableView, _ key: CollectionElementKey) {
      elementViews[key] = nil
      view.removeFromSuperview()
      if key.category == .decorationView {
        collectionViewLayout.enqueueDecorationView(view, ofKind: key.kind)
      } else {
        currentCollectionDelegate?.collectionView(
          self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind,
          at: key.indexPath)
        listEnqueueSupplementary(view)
      }
    }

    /// The views shown of kind `kind` (supplementary views), by index path.
    func shownElementViews(ofKind kind: String) -> [IndexPath: UICollectionReusableView] {
      var found: [IndexPath: UICollectionReusableView] = [:]
      for (key, view) in elementViews
      where key.category == .supplementaryView && key.kind == kind {
        found[key.indexPath] = view
      }
      return found
    }
  }
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import HeadlessUIKit

  // Tables and collection views, drawn as the lists a user scrolls: the rows or items on screen
  // (the list lays out first, so these are the cells it made for its current offset), each a
  // focusable line under its section's header.

  extension Drawing {
    /// The lines of a table or collection view.
    mutating func list(_ list: UIScrollView, width: Int) -> [String] {
      list.layoutIfNeeded()
      let cells = Self.visibleCells(of: list)
      var lines: [String] = []
      if let table = list as? UITableView, let header = table.tableHeaderView,
        Self.isVisible(header)
      {
        lines += content(of: header, width: width)
      }
      if cells.isEmpty, let background = Self.backgroundView(of: list),
        Self.isVisible(background)
      {
        return lines + content(of: background, width: width)
      }
      if list.contentOffset.y + list.adjustedContentInset.top > 0.5 { lines.append(" ↑ more") }
      let reachable = list.headless.isReachableByUser
      var section: Int?
      for (indexPath, cell) in cells {
        if indexPath.section != section {
          if let section { lines += supplementary(.footer, of: list, section: section, width) }
          section = indexPath.section
          lines += supplementary(.header, of: list, section: indexPath.section, width)
        }
        let target = FocusTarget.cell(list, indexPath)
        let mark = reachable ? marker(target) : unreachableMarker(target)
        let texts = Self.texts(of: cell)
        let text = texts.isEmpty ? "•" : texts.joined(separator: " — ")
        let accessory = Self.accessory(of: cell)
        lines.append(mark + FrameBuilder.fit(text, width - 1 - accessory.count) + accessory)
      }
      if let section { lines += supplementary(.footer, of: list, section: section, width) }
      if Self.hasMoreBelow(list) { lines.append(" ↓ more") }
      if let table = list as? UITableView, let footer = table.tableFooterView,
        Self.isVisible(footer)
      {
        lines += content(of: footer, width: width)
      }
      return lines
    }

    enum SupplementaryPosition { case header, footer }

    /// A section's header or footer on screen: `── Title ──` for a header, the text for a
    /// footer.
    func supplementary(
      _ position: SupplementaryPosition, of list: UIScrollView, section: Int, _ width: Int
    ) -> [String] {
      let view: UIView?
      switch list {
      case let table as UITableView:
        view =
          position == .header
          ? table.headless.headerView(forSection: section)
          : table.headless.footerView(forSection: section)
      case let collection as UICollectionView:
        let kind =
          position == .header
          ? UICollectionView.elementKindSectionHeader : UICollectionView.elementKindSectionFooter
        view = collection.supplementaryView(
          forElementKind: kind, at: IndexPath(item: 0, section: section))
      default:
        view = nil
      }
      guard let view, Self.isVisible(view) else { return [] }
      let text = Self.texts(of: view).joined(separator: " ")
      guard !text.isEmpty else { return [] }
      if position == .footer { return FrameBuilder.wrap(text, width - 1).map { " " + $0 } }
      let title = "── " + FrameBuilder.fit(text, width - 8) + " "
      return [title + String(repeating: "─", count: max(0, width - title.count))]
    }

    /// The cells on screen, in index path order.
    static func visibleCells(of list: UIScrollView) -> [(IndexPath, UIView)] {
      var cells: [(IndexPath, UIView)] = []
      if let table = list as? UITableView {
        for indexPath in table.indexPathsForVisibleRows ?? [] {
          if let cell = table.cellForRow(at: indexPath) { cells.append((indexPath, cell)) }
        }
      } else if let collection = list as? UICollectionView {
        for indexPath in collection.indexPathsForVisibleItems {
          if let cell = collection.cellForItem(at: indexPath) { cells.append((indexPath, cell)) }
        }
      }
      return cells.sorted { $0.0 < $1.0 }
    }

    static func backgroundView(of list: UIScrollView) -> UIView? {
      (list as? UITableView)?.backgroundView ?? (list as? UICollectionView)?.backgroundView
    }

    /// Whether the content goes on below what is on screen.
    static func hasMoreBelow(_ list: UIScrollView) -> Bool {
      let height = list.bounds.height > 0 ? list.bounds.height : UIScreen.main.bounds.height
      return list.contentOffset.y + height
        < list.contentSize.height + list.adjustedContentInset.bottom - 0.5
    }

    /// What a cell or a header shows (the headless UIKit's reading of its content).
    static func texts(of view: UIView) -> [String] {
      switch view {
      case let cell as UITableViewCell: cell.headless.texts
      case let header as UITableViewHeaderFooterView: header.headless.texts
      case let cell as UICollectionViewCell: cell.headless.texts
      case let reusable as UICollectionReusableView: reusable.headless.texts
      default: []
      }
    }

    /// ` ›` for a disclosure indicator, ` ✓` for a checkmark.
    static func accessory(of cell: UIView) -> String {
      guard let cell = cell as? UITableViewCell else { return "" }
      switch cell.accessoryType {
      case .disclosureIndicator, .detailDisclosureButton: return " ›"
      case .checkmark: return " ✓"
      default: return ""
      }
    }
  }
#endif

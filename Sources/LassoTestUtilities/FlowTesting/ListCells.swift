import Foundation
import Lasso
@_spi(Lasso) import LassoDiagnostics

// Finding and tapping the rows of tables and the items of collections as a user would, the same
// way on Apple's UIKit and on the headless one: a list makes its cells when it lays out, so a test
// waits for the cell it wants to be on screen, and a tap goes through the delegate
// (`willSelect…`, `didSelect…`), which `selectRow(at:)` does not call.

/// A row of a table or an item of a collection that is on screen, with the texts its cell shows.
@preconcurrency @MainActor public struct VisibleListCell {
  /// The table or collection view that shows the cell.
  public let list: UIScrollView
  /// The cell's index path in ``list``.
  public let indexPath: IndexPath
  /// The cell.
  public let cell: UIView
  /// What the cell shows: its content configuration's text and secondary text, else its text
  /// and detail labels, else the texts of the labels in its content view, in order.
  public let texts: [String]

  /// Taps the row or item as a user's finger would: the delegate is asked (`shouldHighlight…`,
  /// `willSelect…`), the other selected cell is deselected in single selection, and
  /// `didSelect…` is called. Returns whether the cell was selected.
  ///
  /// ```swift
  /// try await visibleListCell(showing: "Flow", in: list)?.tap()
  /// ```
  @discardableResult public func tap() -> Bool {
    switch list {
    case let table as UITableView: tapRow(at: indexPath, in: table)
    case let collection as UICollectionView: tapItem(at: indexPath, in: collection)
    default: false
    }
  }
}

/// The rows and items on screen in the tables and collection views of `controller`'s view (its
/// children's views included), laid out first, in the order of their lists and index paths.
///
/// ```swift
/// let names = visibleListCells(in: list).map { $0.texts.first ?? "" }
/// ```
@preconcurrency @MainActor public func visibleListCells(
  in controller: UIViewController
) -> [VisibleListCell] {
  guard let view = controller.viewIfLoaded else { return [] }
  return lists(in: view).flatMap(visibleCells(of:))
}

/// Waits for a row or item showing `text` (one of its texts equal to it, else containing it) to
/// be on screen in `controller`'s lists, and returns it; reports a failure listing what is on
/// screen and returns `nil` when none shows it within `timeout` seconds (five by default).
///
/// ```swift
/// let row = try #require(await visibleListCell(showing: "Flow", in: list))
/// #expect(row.texts == ["Flow", "A sequence of screens with one output"])
/// ```
@preconcurrency @MainActor public func visibleListCell(
  showing text: String, in controller: UIViewController, timeout: TimeInterval? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) async -> VisibleListCell? {
  TimeoutScale.reportCurrentOnce()
  let limit = timeout ?? LassoTimeouts.defaultTimeout
  let deadline = Date(timeIntervalSinceNow: limit)
  while true {
    let cells = visibleListCells(in: controller)
    if let match = cells.first(where: { $0.texts.contains(text) })
      ?? cells.first(where: { $0.texts.contains { $0.contains(text) } })
    {
      return match
    }
    if Date() >= deadline {
      let shown = cells.map { "  \($0.indexPath): \($0.texts)" }.joined(separator: "\n")
      let name = Misuse.name(of: type(of: controller))
      var message =
        "No row or item on screen in \(name) shows \"\(text)\" after \(limit) s "
        + "(\(timeoutScaleNote)).\nOn screen:\n" + (shown.isEmpty ? "  (nothing)" : shown)
      if let view = controller.viewIfLoaded {
        message = appendingPicture(of: view, titled: "The views of \(name):", to: message)
      }
      SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column).report(
        message)
      return nil
    }
    // Lists make their cells when they lay out, on a later turn of the main queue.
    await hopThroughMainQueue()
  }
}

/// Waits for a row or item showing `text` in `controller`'s lists, then taps it as a user would
/// (see ``VisibleListCell/tap()``); the test fails at this line, with what is on screen, when
/// none shows it.
///
/// ```swift
/// await tapListCell(showing: "Flow", in: list)
/// ```
///
/// In a flow assertion, whose action is synchronous, find the row first and tap it there:
///
/// ```swift
/// let row = try #require(await visibleListCell(showing: "Flow", in: list))
/// let details: ConceptDetailViewController = try await assertPushed(after: list) { row.tap() }
/// ```
@preconcurrency @MainActor public func tapListCell(
  showing text: String, in controller: UIViewController, timeout: TimeInterval? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) async {
  guard
    let cell = await visibleListCell(
      showing: text, in: controller, timeout: timeout, fileID: fileID, filePath: filePath,
      line: line, column: column)
  else { return }
  if !cell.tap() {
    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column).report(
      appendingPicture(
        of: cell.cell, titled: "The cell's views:",
        to: "The row or item showing \"\(text)\" at \(cell.indexPath) could not be selected: "
          + "its list does not allow selection, or its delegate declined it."))
  }
}

/// The visible tables and collection views in `view`'s tree, in reading order; a list inside
/// another list's cell is left to its own cell.
@MainActor private func lists(in view: UIView) -> [UIScrollView] {
  guard !view.isHidden else { return [] }
  if let table = view as? UITableView { return [table] }
  if let collection = view as? UICollectionView { return [collection] }
  return view.subviews.flatMap(lists(in:))
}

@MainActor private func visibleCells(of list: UIScrollView) -> [VisibleListCell] {
  list.layoutIfNeeded()
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
  return cells.sorted { $0.0 < $1.0 }.map {
    VisibleListCell(list: list, indexPath: $0.0, cell: $0.1, texts: texts(of: $0.1))
  }
}

/// What a cell shows, as ``VisibleListCell/texts`` describes.
@MainActor private func texts(of cell: UIView) -> [String] {
  let configuration: UIContentConfiguration? =
    (cell as? UITableViewCell)?.contentConfiguration
    ?? (cell as? UICollectionViewCell)?.contentConfiguration
  if let list = configuration as? UIListContentConfiguration {
    return [list.text, list.secondaryText].compactMap { $0 }.filter { !$0.isEmpty }
  }
  if let cell = cell as? UITableViewCell {
    let labels = [cell.textLabel?.text, cell.detailTextLabel?.text].compactMap { $0 }
    if !labels.isEmpty { return labels }
  }
  let content =
    (cell as? UITableViewCell)?.contentView ?? (cell as? UICollectionViewCell)?.contentView
  return labelTexts(in: content ?? cell)
}

@MainActor private func labelTexts(in view: UIView) -> [String] {
  guard !view.isHidden else { return [] }
  if let label = view as? UILabel { return label.text.map { [$0] }?.filter { !$0.isEmpty } ?? [] }
  return view.subviews.flatMap(labelTexts(in:))
}

// MARK: Taps

#if !LASSO_HEADLESS_UIKIT && (os(iOS) || os(tvOS) || os(visionOS))
  /// A user's tap on a row, as UIKit handles it (UITableViewDelegate's documentation).
  @MainActor private func tapRow(at indexPath: IndexPath, in table: UITableView) -> Bool {
    guard table.allowsSelection || table.allowsMultipleSelection else { return false }
    let delegate = table.delegate
    if delegate?.tableView?(table, shouldHighlightRowAt: indexPath) == false { return false }
    var target: IndexPath? = indexPath
    if let proposed = delegate?.tableView?(table, willSelectRowAt: indexPath) {
      target = proposed
    }
    guard let target else { return false }
    if !table.allowsMultipleSelection {
      for selected in table.indexPathsForSelectedRows ?? [] where selected != target {
        var deselected: IndexPath? = selected
        if let proposed = delegate?.tableView?(table, willDeselectRowAt: selected) {
          deselected = proposed
        }
        guard let deselected else { continue }
        table.deselectRow(at: deselected, animated: false)
        delegate?.tableView?(table, didDeselectRowAt: deselected)
      }
    }
    table.selectRow(at: target, animated: false, scrollPosition: .none)
    delegate?.tableView?(table, didSelectRowAt: target)
    return true
  }

  /// A user's tap on an item, as UIKit handles it (UICollectionViewDelegate's documentation).
  @MainActor private func tapItem(
    at indexPath: IndexPath, in collection: UICollectionView
  )
    -> Bool
  {
    guard collection.allowsSelection || collection.allowsMultipleSelection else { return false }
    let delegate = collection.delegate
    if delegate?.collectionView?(collection, shouldHighlightItemAt: indexPath) == false {
      return false
    }
    if delegate?.collectionView?(collection, shouldSelectItemAt: indexPath) == false {
      return false
    }
    if !collection.allowsMultipleSelection {
      for selected in collection.indexPathsForSelectedItems ?? [] where selected != indexPath {
        if delegate?.collectionView?(collection, shouldDeselectItemAt: selected) == false {
          continue
        }
        collection.deselectItem(at: selected, animated: false)
        delegate?.collectionView?(collection, didDeselectItemAt: selected)
      }
    }
    collection.selectItem(at: indexPath, animated: false, scrollPosition: [])
    delegate?.collectionView?(collection, didSelectItemAt: indexPath)
    return true
  }
#else
  /// A user's tap on a row: the headless UIKit's, which follows UIKit's documentation.
  @MainActor private func tapRow(at indexPath: IndexPath, in table: UITableView) -> Bool {
    table.headless.tap(at: indexPath)
  }

  /// A user's tap on an item: the headless UIKit's, which follows UIKit's documentation.
  @MainActor private func tapItem(
    at indexPath: IndexPath, in collection: UICollectionView
  )
    -> Bool
  {
    collection.headless.tap(at: indexPath)
  }
#endif

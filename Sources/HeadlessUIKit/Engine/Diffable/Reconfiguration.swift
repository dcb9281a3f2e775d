#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// UIKit's reconfiguration of existing cells (`reconfigureRows(at:)`,
  /// `reconfigureItems(at:)`, a snapshot's `reconfigureItems(_:)`): the data source makes the
  /// cell of a visible row again, and while it does, dequeuing a cell for that index path
  /// returns the row's existing cell, without `prepareForReuse()` (Apple: "Your cell provider
  /// must dequeue the same type of cell for the provided index path, and must return the same
  /// existing cell for a given index path. Because this method reconfigures existing cells,
  /// the table view doesn't call prepareForReuse for each cell affected").
  @MainActor enum Reconfiguration {
    private static var current: (list: ObjectIdentifier, indexPath: IndexPath, cell: UIView)?

    /// Runs `make` (the data source's cell for `indexPath`, `nil` without a data source) with
    /// dequeuing for `indexPath` in `list` returning `cell`. A provider that returns another
    /// cell is a misuse (UIKit requires the existing one): reported, and the existing cell
    /// stays.
    static func reconfigure(
      _ list: AnyObject, at indexPath: IndexPath, existing cell: UIView, make: () -> UIView?
    ) {
      let saved = current
      current = (ObjectIdentifier(list), indexPath, cell)
      defer { current = saved }
      guard let made = make(), made !== cell else { return }
      let listName = Misuse.name(of: type(of: list))
      Misuse.report(
        "\(listName): reconfiguring the item at \(indexPath), the data source returned a "
          + "different cell (\(Misuse.name(of: type(of: made)))) instead of the existing one; "
          + "UIKit requires the same existing cell. The existing cell stays.",
        fix: "Dequeue the same kind of cell (same reuse identifier or registration) for every "
          + "item, or reload the item (reloadItems) when it needs a different cell.")
    }

    /// The existing cell to return when `list` dequeues for `indexPath` during a
    /// reconfiguration, else `nil`.
    static func existingCell(of list: AnyObject, at indexPath: IndexPath) -> UIView? {
      guard let current, current.list == ObjectIdentifier(list), current.indexPath == indexPath
      else { return nil }
      return current.cell
    }
  }
#endif

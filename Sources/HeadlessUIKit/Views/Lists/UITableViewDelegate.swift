#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// What a table view tells and asks about its rows' display, selection and editing, as
  /// UIKit's `UITableViewDelegate` (every method optional, with UIKit's defaults).
  @preconcurrency @MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// A cell is about to show.
    func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// A cell left the screen (or its row was removed).
    func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath)
    /// A header view is about to show.
    func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// A footer view is about to show.
    func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    /// A header view left the screen.
    func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
    /// A footer view left the screen.
    func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
    /// A row's height (by default the table's ``UITableView/rowHeight``).
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// A section header's height (by default the table's ``UITableView/sectionHeaderHeight``).
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// A section footer's height (by default the table's ``UITableView/sectionFooterHeight``).
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// A section's header view (`nil` by default: the title's, if any).
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// A section's footer view (`nil` by default: the title's, if any).
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// Whether a touch highlights a row (`true` by default); `false` stops the selection.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// A row was highlighted.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// A row was unhighlighted.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row the user's selection goes to: the proposed one by default, another, or `nil`
    /// for none.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row the user's deselection goes to (the proposed one by default), or `nil`.
    func tableView(
      _ tableView: UITableView, willDeselectRowAt indexPath: IndexPath
    )
      -> IndexPath?
    /// The user selected a row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The user deselected a row.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// A row's editing style (`.delete` by default).
    func tableView(
      _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    )
      -> UITableViewCell.EditingStyle
    /// The title of the delete button (`nil` by default: "Delete").
    func tableView(
      _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String?
    /// The actions of a swipe from the leading edge (`nil` by default: none).
    func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// The actions of a swipe from the trailing edge (`nil` by default: delete, when the data
    /// source commits deletions).
    func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// The user tapped a row's detail button.
    func tableView(
      _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  }

  extension UITableViewDelegate {
    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {}
    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) {}
    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {}
    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {}
    /// The table's row height.
    public func tableView(
      _ tableView: UITableView, heightForRowAt indexPath: IndexPath
    )
      -> CGFloat
    {
      tableView.defaultRowHeight()
    }
    /// The table's section header height.
    public func tableView(
      _ tableView: UITableView, heightForHeaderInSection section: Int
    )
      -> CGFloat
    {
      tableView.sectionHeaderHeight
    }
    /// The table's section footer height.
    public func tableView(
      _ tableView: UITableView, heightForFooterInSection section: Int
    )
      -> CGFloat
    {
      tableView.sectionFooterHeight
    }
    /// `nil`.
    public func tableView(
      _ tableView: UITableView, viewForHeaderInSection section: Int
    )
      -> UIView?
    { nil }
    /// `nil`.
    public func tableView(
      _ tableView: UITableView, viewForFooterInSection section: Int
    )
      -> UIView?
    { nil }
    /// `true`.
    public func tableView(
      _ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath
    )
      -> Bool
    { true }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// The proposed row.
    public func tableView(
      _ tableView: UITableView, willSelectRowAt indexPath: IndexPath
    )
      -> IndexPath?
    { indexPath }
    /// The proposed row.
    public func tableView(
      _ tableView: UITableView, willDeselectRowAt indexPath: IndexPath
    )
      -> IndexPath?
    { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// `.delete`.
    public func tableView(
      _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    )
      -> UITableViewCell.EditingStyle
    { .delete }
    /// `nil`.
    public func tableView(
      _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { nil }
    /// `nil`.
    public func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    /// `nil`.
    public func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
    ) {}
  }
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// What supplies a table view's rows, as UIKit's `UITableViewDataSource`. The two row
  /// methods are required; the others have UIKit's defaults.
  @preconcurrency @MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell of a row: usually dequeued with `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections (1 by default).
    func numberOfSections(in tableView: UITableView) -> Int
    /// A section's header title (`nil` by default).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// A section's footer title (`nil` by default).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether a row can be edited (`true` by default).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether a row can be moved (`false` by default; UIKit shows the reorder control only
    /// when ``tableView(_:moveRowAt:to:)`` is implemented).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The titles of the section index (`nil` by default).
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// Commits an insertion or deletion the user asked for (swipe to delete is offered only
    /// when this is implemented).
    func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath)
    /// Moves a row the user dragged.
    func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath)
  }

  extension UITableViewDataSource {
    /// 1.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// `nil`.
    public func tableView(
      _ tableView: UITableView, titleForHeaderInSection section: Int
    )
      -> String?
    { nil }
    /// `nil`.
    public func tableView(
      _ tableView: UITableView, titleForFooterInSection section: Int
    )
      -> String?
    { nil }
    /// `true`.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      true
    }
    /// `false`.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      false
    }
    /// `nil`.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// Does nothing (and tells the table the method is not implemented).
    public func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      tableView.defaultImplementationReached = true
    }
    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {}
  }
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// What `UITableViewController` and `UICollectionViewController` do alike, written once in
  /// the extension.
  @preconcurrency @MainActor protocol ListController: UIViewController {
    /// Whether `viewWillAppear` deselects the selected items.
    var clearsSelectionOnViewWillAppear: Bool { get }
    /// The names in messages: the UIKit controller class, and the data source protocol whose
    /// required methods its subclasses override.
    static var listTypeNames: (controller: String, dataSource: String) { get }
  }

  extension ListController {
    /// `viewWillAppear`'s work: when ``clearsSelectionOnViewWillAppear``, deselects the items
    /// `list` reports selected, through its public methods (animated when the appearance is).
    func listClearSelection<List: ListHost>(
      of list: List?, _ selected: (List) -> [IndexPath]?, animated: Bool
    ) {
      guard clearsSelectionOnViewWillAppear, let list else { return }
      for indexPath in selected(list) ?? [] { list.listDeselect(indexPath, animated: animated) }
    }

    /// The base implementation of a required data source method a subclass did not override:
    /// reports the misuse and returns `fallback`.
    func missingOverride<Value>(_ method: String, returning fallback: Value) -> Value {
      let name = Misuse.name(of: type(of: self))
      Misuse.report(
        "\(name) does not override \(method), which \(Self.listTypeNames.dataSource) requires "
          + "of a \(Self.listTypeNames.controller) subclass.",
        fix: "override func \(method) in \(name).")
      return fallback
    }

    /// ``missingOverride(_:returning:)`` for `cellFor…`: an empty cell.
    func missingOverride<Cell: ReusableView>(_ method: String) -> Cell {
      missingOverride(method, returning: Cell(headlessReuseIdentifier: nil))
    }
  }
#endif

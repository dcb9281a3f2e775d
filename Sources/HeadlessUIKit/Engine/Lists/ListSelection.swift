#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The selected index paths of a table or collection view, in selection order, shared by
  /// both.
  struct ListSelection {
    private(set) var paths: [IndexPath] = []
    private var members: Set<IndexPath> = []

    /// Whether `indexPath` is selected.
    func contains(_ indexPath: IndexPath) -> Bool { members.contains(indexPath) }

    /// Adds `indexPath` (kept last in order if already present).
    mutating func insert(_ indexPath: IndexPath) {
      guard members.insert(indexPath).inserted else { return }
      paths.append(indexPath)
    }

    /// Removes `indexPath`; whether it was selected.
    @discardableResult mutating func remove(_ indexPath: IndexPath) -> Bool {
      guard members.remove(indexPath) != nil else { return false }
      paths.removeAll { $0 == indexPath }
      return true
    }

    /// Removes everything.
    mutating func removeAll() {
      paths = []
      members = []
    }

    /// Maps every selected index path through `transform`; those mapped to `nil` are dropped.
    mutating func remap(_ transform: (IndexPath) -> IndexPath?) {
      let old = paths
      removeAll()
      for path in old { if let new = transform(path) { insert(new) } }
    }
  }
#endif

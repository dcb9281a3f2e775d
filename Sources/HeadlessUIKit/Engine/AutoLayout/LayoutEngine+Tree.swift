#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  extension LayoutEngine {
    /// A tree of views and the guides that constraints name, by identity (see
    /// ``LayoutEngine/tree``).
    @MainActor struct Tree {
      /// The root view; nil in an empty tree.
      var root: ObjectIdentifier?
      /// Each node's parent (a view's superview, a guide's owning view), the root left out.
      var parents = IdentityTable<ObjectIdentifier, ObjectIdentifier>()

      /// Whether `node` is in the tree.
      func contains(_ node: ObjectIdentifier) -> Bool {
        node == root || parents.index(forKey: node) != nil
      }

      /// The node's parent; nil for the root and for a node not in the tree.
      func parent(of node: ObjectIdentifier) -> ObjectIdentifier? {
        parents[node]
      }

      /// The closest node that is, or is above, both `a` and `b`; nil when either is not in the
      /// tree.
      func commonAncestor(_ a: ObjectIdentifier, _ b: ObjectIdentifier) -> ObjectIdentifier? {
        guard contains(a), contains(b) else { return nil }
        return NSLayoutConstraint.closestCommonAncestor(
          a, b, same: { $0 == $1 }, parent: { parents[$0] })
      }
    }
  }
#endif

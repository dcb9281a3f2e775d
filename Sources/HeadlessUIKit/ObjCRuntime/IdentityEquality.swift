#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  // UIKit's classes are `NSObject`s, equal only to themselves: `contains`, `firstIndex(of:)`
  // and sets work on them. The headless classes that are not `NSObject`s get the same
  // (`NSLayoutConstraint` and `UILayoutGuide` are `NSObject`s, as in UIKit).

  extension UIBarItem: Hashable {
    /// Items are equal when they are the same object.
    nonisolated public static func == (lhs: UIBarItem, rhs: UIBarItem) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(self))
    }
  }

  extension UIMenuElement: Hashable {
    /// Elements are equal when they are the same object.
    nonisolated public static func == (lhs: UIMenuElement, rhs: UIMenuElement) -> Bool {
      lhs === rhs
    }
    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(self))
    }
  }

  extension UINavigationItem: Hashable {
    /// Items are equal when they are the same object.
    nonisolated public static func == (lhs: UINavigationItem, rhs: UINavigationItem) -> Bool {
      lhs === rhs
    }
    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(self))
    }
  }

  extension UIGestureRecognizer: Hashable {
    /// Recognizers are equal when they are the same object.
    nonisolated public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool {
      lhs === rhs
    }
    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(self))
    }
  }
#endif

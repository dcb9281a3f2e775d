/// A weak reference held by a test, to check that an object is released.
///
/// `weak let` says the same in a local, but needs Swift 6.2; the package builds with Xcode 16's
/// Swift 6.0, and a `weak var` that is never reassigned warns on Swift 6.2.
package struct WeakReference<Object: AnyObject> {
  /// The object, or `nil` once it is released.
  package private(set) weak var object: Object?

  /// Holds `object` weakly.
  package init(_ object: Object?) {
    self.object = object
  }
}

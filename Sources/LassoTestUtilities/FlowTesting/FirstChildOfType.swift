import Lasso

/// Finding a flow's controllers inside containers, for flow tests.
extension UIViewController {
  /// The first controller of type `Child` among this controller's children, their children
  /// and so on, nearest first (a navigation controller's stack bottom up, a tab bar
  /// controller's tabs in order); `nil` when there is none.
  ///
  /// ```swift
  /// let navigation: UINavigationController = try await assertPresentation(on: root) { … }
  /// let welcome = try #require(navigation.firstChildOfType(TutorialViewController.self))
  /// ```
  public func firstChildOfType<Child: UIViewController>(
    _ type: Child.Type = Child.self
  )
    -> Child?
  {
    var level = children
    while !level.isEmpty {
      if let match = level.lazy.compactMap({ $0 as? Child }).first { return match }
      level = level.flatMap(\.children)
    }
    return nil
  }
}

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

  /// The original Lasso's form: the first of this controller's own children (not theirs) that
  /// is an `A`, the type the call's context names; when there is none, the test fails at the
  /// call and a ``FlowAssertionError`` is thrown. ``firstChildOfType(_:)`` (optional, nearest
  /// descendant first) is the form to prefer in new tests.
  ///
  /// ```swift
  /// let cards: MyDayCardsController = try myDayController.firstChildOfType()
  /// ```
  public func firstChildOfType<A>(file: StaticString = #filePath, line: UInt = #line) throws -> A {
    guard let child = children.lazy.compactMap({ $0 as? A }).first else {
      try SourceLocation(fileID: file, filePath: file, line: line, column: 1).fail(
        "firstChildOfType expected \(Misuse.name(of: type(of: self))) to have a child of type"
          + " \(A.self); its children: \(children.map { Misuse.name(of: type(of: $0)) })."
          + " Fix: assert on the controller that holds it, or wait until it is added.")
    }
    return child
  }
}

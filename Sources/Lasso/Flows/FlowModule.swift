/// The namespace of a flow: its `Output` and the `RequiredContext` it must be started in.
///
/// ```swift
/// enum TutorialFlowModule: FlowModule {
///   enum Output: Equatable { case didFinish, didPressSkip }
///   typealias RequiredContext = UINavigationController
/// }
/// ```
///
/// `Output` defaults to ``NoOutput`` and `RequiredContext` to `UIViewController`.
@preconcurrency @MainActor public protocol FlowModule {
  /// The messages the flow emits. Defaults to ``NoOutput``.
  associatedtype Output = NoOutput
  /// The kind of controller the flow needs to place its screens (a navigation controller to
  /// push on …). Defaults to `UIViewController`.
  associatedtype RequiredContext: UIViewController = UIViewController
}

/// A flow module whose flows push their screens: its context is a navigation controller.
@preconcurrency @MainActor public protocol NavigationFlowModule: FlowModule
where RequiredContext == UINavigationController {}

/// The module of a flow with no output that can be placed anywhere.
public enum NoOutputFlow: FlowModule {}

/// The module of a flow with no output that pushes its screens in a navigation controller.
public enum NoOutputNavigationFlow: NavigationFlowModule {
  /// A navigation controller.
  public typealias RequiredContext = UINavigationController
}

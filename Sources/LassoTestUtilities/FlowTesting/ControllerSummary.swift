import CustomDump
import Lasso

/// A controller as flow tests compare it: its type and, for a screen (a `LassoView`), the state
/// of its view store.
///
/// ```swift
/// let finish = ControllerSummary(TutorialViewController.self, state: TutorialState.finish)
/// #expect(ControllerSummary(describing: navigationController.topViewController!) == finish)
/// ```
public struct ControllerSummary: Equatable, CustomStringConvertible {
  /// The controller's type name.
  ///
  /// ```swift
  /// ControllerSummary(describing: welcome).type   // "TutorialViewController"
  /// ```
  public let type: String
  /// The screen's state; `nil` for a controller that is not a `LassoView`.
  ///
  /// ```swift
  /// ControllerSummary(describing: welcome).state?.value as? TutorialScreenModule.State
  /// ```
  public let state: ScreenState?

  /// A controller of `type` that is not a screen (or whose state does not matter: see
  /// ``ignoringState``).
  ///
  /// ```swift
  /// ControllerSummary(UINavigationController.self)
  /// ```
  public init<Controller: UIViewController>(_ type: Controller.Type) {
    self.type = Misuse.name(of: type)
    self.state = nil
  }

  /// A screen of `type` showing `state`.
  ///
  /// ```swift
  /// ControllerSummary(LoginScreenViewController.self, state: LoginScreenModule.State())
  /// ```
  public init<Controller: UIViewController, State>(_ type: Controller.Type, state: State) {
    self.type = Misuse.name(of: type)
    self.state = ScreenState(state)
  }

  /// The summary of `controller`: its type, and its state when it is a `LassoView`.
  ///
  /// ```swift
  /// ControllerSummary(describing: navigationController.topViewController!)
  /// ```
  @preconcurrency @MainActor public init(describing controller: UIViewController) {
    type = Misuse.name(of: Swift.type(of: controller))
    state = (controller as? any LassoView).map { viewState(of: $0) }
  }

  /// The summary without its state, to compare types only.
  ///
  /// ```swift
  /// #expect(summary.ignoringState == ControllerSummary(TutorialViewController.self))
  /// ```
  public var ignoringState: ControllerSummary {
    ControllerSummary(type: type, state: nil)
  }

  private init(type: String, state: ScreenState?) {
    self.type = type
    self.state = state
  }

  /// The type name, then the state as CustomDump prints it.
  ///
  /// ```swift
  /// print(summary)   // TutorialViewController TutorialScreenModule.State(…)
  /// ```
  public var description: String {
    guard let state else { return type }
    return "\(type) \(state)"
  }
}

/// The state of a screen, for ``ControllerSummary``: any value, compared by its CustomDump
/// rendering, so that states that are not `Equatable` can be compared too.
///
/// ```swift
/// ScreenState(LoginScreenModule.State(username: "ada")) == ScreenState(loginStore.state)
/// ```
public struct ScreenState: Equatable, CustomDumpRepresentable, CustomStringConvertible {
  /// The state.
  ///
  /// ```swift
  /// summary.state?.value as? LoginScreenModule.State
  /// ```
  public let value: Any
  private let rendering: String

  /// Wraps `value`.
  ///
  /// ```swift
  /// ScreenState(TutorialScreenModule.State.finish)
  /// ```
  public init(_ value: Any) {
    self.value = value
    self.rendering = dumped(value)
  }

  /// Whether the two states render the same.
  ///
  /// ```swift
  /// ScreenState(1) == ScreenState(1)   // true
  /// ```
  public static func == (lhs: ScreenState, rhs: ScreenState) -> Bool {
    lhs.rendering == rhs.rendering
  }

  /// The state itself, for CustomDump's dumps and diffs.
  ///
  /// ```swift
  /// customDump(ScreenState(state))   // dumps `state`
  /// ```
  public var customDumpValue: Any { value }

  /// The state as CustomDump prints it.
  ///
  /// ```swift
  /// print(ScreenState(1))   // 1
  /// ```
  public var description: String { rendering }
}

/// The state a `LassoView` renders, wrapped for comparison.
@MainActor private func viewState<View: LassoView>(of view: View) -> ScreenState {
  ScreenState(view.store.state)
}

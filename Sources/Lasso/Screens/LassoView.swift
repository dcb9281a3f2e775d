/// A view (usually a `UIViewController`; a struct such as a SwiftUI view conforms too) driven
/// by a view store.
///
/// Declare the `store` property; its type is the view store the view renders, inferred from the
/// declaration:
///
/// ```swift
/// final class LoginScreenViewController: UIViewController, LassoView {
///   let store: LoginScreenModule.ViewStore
///   …
///   store.observeState(\.username) { [weak self] in self?.usernameField.text = $0 }
///   dispatchAction(.didTapLogin)
/// }
/// ```
@preconcurrency @MainActor public protocol LassoView {
  /// The state the view renders; inferred from the declaration of ``store``.
  associatedtype ViewState
  /// The actions the view dispatches; inferred from the declaration of ``store``.
  associatedtype ViewAction
  /// The type of the view store the view renders.
  typealias ViewStore = AnyViewStore<ViewState, ViewAction>
  /// The view store.
  var store: ViewStore { get }
}

extension LassoView {
  /// The current view state.
  public var state: ViewState { store.state }

  /// Dispatches `viewAction` to the store.
  public func dispatchAction(_ viewAction: ViewAction) {
    store.dispatchAction(viewAction)
  }
}

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
  /// The type of the view store the view renders.
  associatedtype ViewStore: AbstractViewStore
  /// The view store.
  var store: ViewStore { get }
}

extension LassoView {
  /// The current view state.
  public var state: ViewStore.ViewState { store.state }

  /// Dispatches `action` to the store.
  public func dispatchAction(_ action: ViewStore.ViewAction) {
    store.dispatchAction(action)
  }
}

/// A store whose actions are its outputs: every action is emitted as an output, unchanged.
///
/// Useful for screens with no logic of their own, whose flow decides everything:
///
/// ```swift
/// enum MenuModule: StoreModule {
///   enum Action: Equatable { case didSelect(Int) }
///   typealias Output = Action
/// }
/// let store = PassthroughStore<MenuModule>()
/// store.observeOutput { print($0) }   // .didSelect(2)
/// store.dispatchAction(.didSelect(2))
/// ```
@preconcurrency @MainActor open class PassthroughStore<Module: StoreModule>: LassoStore<Module>
where Module.Action == Module.Output {
  /// Emits `action` as an output.
  open override func handleAction(_ action: Action) {
    dispatchOutput(action)
  }
}

/// A screen module whose actions are its outputs: its store is a ``PassthroughStore``, which
/// emits every action the screen sends as an output, for the flow to decide what happens.
///
/// ```swift
/// enum WelcomeScreenModule: PassthroughScreenModule {
///   enum Action: Equatable { case didTapNext, didTapSkip }
///   typealias Output = Action
///
///   static func createScreen(with store: PassthroughStore<Self>) -> Screen {
///     Screen(store, WelcomeViewController(store.asViewStore()))
///   }
/// }
///
/// let screen = WelcomeScreenModule.createScreen()
/// screen.observeOutput { output in … }  // .didTapNext when the user taps Next
/// ```
///
/// Its `ConcreteStore` is `PassthroughStore<Self>`; `createScreen(with:)` must take that store.
@preconcurrency @MainActor public protocol PassthroughScreenModule: ScreenModule
where Action == Output, ConcreteStore == PassthroughStore<Self> {
  /// Creates the screen around `store`, which emits each action it receives as an output.
  static func createScreen(with store: PassthroughStore<Self>) -> Screen
}

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
@MainActor open class PassthroughStore<Module: StoreModule>: LassoStore<Module>
where Module.Action == Module.Output {
  /// Emits `action` as an output.
  open override func handleAction(_ action: Action) {
    dispatchOutput(action)
  }
}

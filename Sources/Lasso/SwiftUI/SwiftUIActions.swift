// SwiftUI view modifiers that send a store an action, as the original Lasso's did. SwiftUI exists
// only on Apple platforms, so this file is compiled only there (and checked on Linux by
// `scripts/ios-typecheck`).
#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Dispatches `action` to `target` (a store or view store) when the view appears.
    ///
    /// ```swift
    /// ProfileView(store: store).onAppear(store, action: .didAppear)
    /// ```
    @MainActor public func onAppear<Target: ActionDispatchable>(
      _ target: Target, action: Target.Action
    ) -> some View {
      onAppear { target.dispatchAction(action) }
    }

    /// Dispatches `action` to `target` when the view disappears.
    @MainActor public func onDisappear<Target: ActionDispatchable>(
      _ target: Target, action: Target.Action
    ) -> some View {
      onDisappear { target.dispatchAction(action) }
    }

    /// Dispatches `action` to `target` each time the user taps the view.
    ///
    /// ```swift
    /// Text("Skip").onTapGesture(store, action: .didTapSkip)
    /// ```
    @MainActor public func onTapGesture<Target: ActionDispatchable>(
      _ target: Target, action: Target.Action
    ) -> some View {
      onTapGesture { target.dispatchAction(action) }
    }

    /// Dispatches `action` to `target` each time the user taps the view `count` times.
    @MainActor public func onTapGesture<Target: ActionDispatchable>(
      count: Int, _ target: Target, action: Target.Action
    ) -> some View {
      onTapGesture(count: count) { target.dispatchAction(action) }
    }

    /// Dispatches `action` to `target` each time the user presses the view long enough.
    @MainActor public func onLongPressGesture<Target: ActionDispatchable>(
      _ target: Target, action: Target.Action
    ) -> some View {
      onLongPressGesture(perform: { target.dispatchAction(action) })
    }

    #if !os(tvOS)
      /// Dispatches `action` to `target` each time the user presses the view for
      /// `minimumDuration` seconds without moving more than `maximumDistance` points;
      /// `pressing` hears when a press starts (`true`) and ends (`false`).
      @MainActor public func onLongPressGesture<Target: ActionDispatchable>(
        minimumDuration: Double, maximumDistance: CGFloat, pressing: ((Bool) -> Void)?,
        target: Target, action: Target.Action
      ) -> some View {
        onLongPressGesture(
          minimumDuration: minimumDuration, maximumDistance: maximumDistance,
          perform: { target.dispatchAction(action) }, onPressingChanged: pressing)
      }
    #endif
  }

  extension DynamicViewContent {
    /// Makes the rows deletable (swipe to delete, the edit mode's delete button): dispatches to
    /// `target` the action `action` makes of the deleted rows' offsets.
    ///
    /// ```swift
    /// ForEach(store.state.items) { ItemRow(item: $0) }
    ///   .onDelete(store) { .didDeleteItems(at: $0) }
    /// ```
    @MainActor public func onDelete<Target: ActionDispatchable>(
      _ target: Target, action: @escaping @MainActor (IndexSet) -> Target.Action
    ) -> some DynamicViewContent {
      onDelete { offsets in target.dispatchAction(action(offsets)) }
    }
  }
#endif

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
    @preconcurrency @MainActor public func onAppear<Target: ActionDispatchable>(
      _ target: Target, action: Target.Action
    ) -> some View {
      onAppear { target.dispatchAction(action) }
    }

    /// Dispatches `action` to `target` when the view disappears.
    @preconcurrency @MainActor public func onDisappear<Target: ActionDispatchable>(
      _ target: Target, action: Target.Action
    ) -> some View {
      onDisappear { target.dispatchAction(action) }
    }

    /// Dispatches `action` to `target` each time the user taps the view.
    ///
    /// ```swift
    /// Text("Skip").onTapGesture(store, action: .didTapSkip)
    /// ```
    @preconcurrency @MainActor public func onTapGesture<Target: ActionDispatchable>(
      _ target: Target, action: Target.Action
    ) -> some View {
      onTapGesture { target.dispatchAction(action) }
    }

    /// Dispatches `action` to `target` each time the user taps the view `count` times.
    @preconcurrency @MainActor public func onTapGesture<Target: ActionDispatchable>(
      count: Int, _ target: Target, action: Target.Action
    ) -> some View {
      onTapGesture(count: count) { target.dispatchAction(action) }
    }

    /// Dispatches `action` to `target` each time the user presses the view long enough.
    @preconcurrency @MainActor public func onLongPressGesture<Target: ActionDispatchable>(
      _ target: Target, action: Target.Action
    ) -> some View {
      onLongPressGesture(perform: { target.dispatchAction(action) })
    }

    #if !os(tvOS)
      /// Dispatches `action` to `target` each time the user presses the view for
      /// `minimumDuration` seconds without moving more than `maximumDistance` points;
      /// `pressing` hears when a press starts (`true`) and ends (`false`).
      @preconcurrency @MainActor public func onLongPressGesture<Target: ActionDispatchable>(
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
    @preconcurrency @MainActor public func onDelete<Target: ActionDispatchable>(
      _ target: Target, action: @escaping @MainActor (IndexSet) -> Target.Action
    ) -> some DynamicViewContent {
      onDelete { offsets in target.dispatchAction(action(offsets)) }
    }
  }

  extension Button {
    /// A button that dispatches `action` to `target` when tapped.
    ///
    /// ```swift
    /// Button(store, action: .didTapLogin) { Text("Log in") }
    /// ```
    @preconcurrency @MainActor public init<Target: ActionDispatchable>(
      _ target: Target, action: Target.Action, @ViewBuilder label: () -> Label
    ) {
      self.init(action: { target.dispatchAction(action) }, label: label)
    }

    /// A button titled `label` that dispatches `action` to `target` when tapped.
    @preconcurrency @MainActor public init<Target: ActionDispatchable>(
      _ label: String, target: Target, action: Target.Action
    ) where Label == Text {
      self.init(target, action: action) { Text(label) }
    }

    /// A button that dispatches `animatedAction` to `target` inside `withAnimation`, so that
    /// the views the resulting state changes animate.
    @preconcurrency @MainActor public init<Target: ActionDispatchable>(
      _ target: Target, animatedAction: Target.Action, @ViewBuilder label: () -> Label
    ) {
      self.init(
        action: { withAnimation { target.dispatchAction(animatedAction) } }, label: label)
    }

    /// A button titled `label` that dispatches `animatedAction` to `target` inside
    /// `withAnimation`.
    @preconcurrency @MainActor public init<Target: ActionDispatchable>(
      _ label: String, target: Target, animatedAction: Target.Action
    ) where Label == Text {
      self.init(target, animatedAction: animatedAction) { Text(label) }
    }
  }

  extension TextField where Label == Text {
    /// A text field titled `title` showing the string at `text` in `store`'s state, which
    /// dispatches the action `action` makes of each edit (the state, changed by the store,
    /// then shows the edit).
    ///
    /// Soft-deprecated as SwiftUI's `TextField(_:text:onEditingChanged:onCommit:)`, which it
    /// uses: new code binds with `store.binding(_:action:)` and uses `onSubmit` and
    /// `FocusState`.
    @available(
      iOS, deprecated: 100000.0, message: "Use TextField(_:text:) with store.binding(_:action:)."
    )
    @available(
      macOS, deprecated: 100000.0, message: "Use TextField(_:text:) with store.binding(_:action:)."
    )
    @available(
      tvOS, deprecated: 100000.0, message: "Use TextField(_:text:) with store.binding(_:action:)."
    )
    @available(
      watchOS, deprecated: 100000.0,
      message: "Use TextField(_:text:) with store.binding(_:action:)."
    )
    @available(
      visionOS, deprecated: 100000.0,
      message: "Use TextField(_:text:) with store.binding(_:action:)."
    )
    @preconcurrency @MainActor public init<Title: StringProtocol, ViewState, ViewAction>(
      _ title: Title, boundTo store: AnyViewStore<ViewState, ViewAction>,
      text: KeyPath<ViewState, String>, action: @escaping @MainActor (String) -> ViewAction,
      onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
    ) {
      self.init(
        title, text: store.binding(text, action: action), onEditingChanged: onEditingChanged,
        onCommit: onCommit)
    }
  }

  /// The original Lasso's alert buttons that dispatch an action. `Alert` is soft-deprecated in
  /// SwiftUI (in favour of `View.alert(_:isPresented:actions:)`, whose buttons are `Button`s:
  /// use `Button(_:target:action:)` there); these helpers are too.
  @available(
    iOS, deprecated: 100000.0,
    message: "Use View.alert(_:isPresented:actions:) with Button(_:target:action:)."
  )
  @available(
    macOS, deprecated: 100000.0,
    message: "Use View.alert(_:isPresented:actions:) with Button(_:target:action:)."
  )
  @available(
    tvOS, deprecated: 100000.0,
    message: "Use View.alert(_:isPresented:actions:) with Button(_:target:action:)."
  )
  @available(
    watchOS, deprecated: 100000.0,
    message: "Use View.alert(_:isPresented:actions:) with Button(_:target:action:)."
  )
  @available(
    visionOS, deprecated: 100000.0,
    message: "Use View.alert(_:isPresented:actions:) with Button(_:target:action:)."
  )
  extension Alert.Button {
    /// A default-styled alert button labelled `label` that dispatches `action` to `target`.
    @preconcurrency @MainActor public static func `default`<Target: ActionDispatchable>(
      label: Text, for target: Target, action: Target.Action
    ) -> Self {
      .default(label) { target.dispatchAction(action) }
    }

    /// A destructive alert button labelled `label` that dispatches `action` to `target`.
    @preconcurrency @MainActor public static func destructive<Target: ActionDispatchable>(
      label: Text, for target: Target, action: Target.Action
    ) -> Self {
      .destructive(label) { target.dispatchAction(action) }
    }

    /// A cancel button labelled `label` that dispatches `action` to `target`.
    @preconcurrency @MainActor public static func cancel<Target: ActionDispatchable>(
      label: Text, for target: Target, action: Target.Action
    ) -> Self {
      .cancel(label) { target.dispatchAction(action) }
    }
  }
#endif

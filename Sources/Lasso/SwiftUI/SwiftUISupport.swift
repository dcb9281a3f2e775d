// SwiftUI exists only on Apple platforms, so this file is compiled only there (and checked on
// Linux by `ios-typecheck`). It stays small: the same stores, observations and actions as the
// UIKit code paths, which the tests exercise on every platform.
#if canImport(SwiftUI)
  import Combine
  import SwiftUI

  /// A view store is an observable object, so a SwiftUI view holding it as an `@ObservedObject`
  /// (or `@StateObject`) redraws when its state changes. `objectWillChange` fires *before* each
  /// update, as `ObservableObject` requires: SwiftUI reads the old state, then the new one.
  /// `@preconcurrency`: the protocol predates actors; SwiftUI reads `objectWillChange` on the main
  /// actor, and the runtime checks that it does.
  extension AnyViewStore: @preconcurrency ObservableObject {
    /// Emits before each change of the view state. View stores of the same state share one
    /// publisher.
    public var objectWillChange: ObservableObjectPublisher {
      if let publisher = stateCell.willChange { return publisher }
      let publisher = ObservableObjectPublisher()
      stateCell.willChange = publisher
      return publisher
    }
  }

  extension ActionDispatchable where Self: StateObservable {
    /// A two-way binding: reads the value at `keyPath` of the state, and dispatches the action
    /// `action` makes of each value the view sets.
    ///
    /// ```swift
    /// TextField("Username", text: store.binding(\.username, action: { .didUpdateUsername($0) }))
    /// ```
    public func binding<Value>(
      _ keyPath: KeyPath<State, Value>, action: @escaping @MainActor (Value) -> Action
    ) -> Binding<Value> {
      // SwiftUI calls a binding's closures on the main actor; newer SDKs declare them
      // `@Sendable`, so they capture only main-actor (hence sendable) closures. The values pass
      // through `MainThreadValue` without leaving the main thread, so any value may be bound,
      // as in the original (not only `Sendable` ones).
      let read: @MainActor () -> MainThreadValue<Value> = {
        MainThreadValue(self.state[keyPath: keyPath])
      }
      let write: @MainActor (MainThreadValue<Value>) -> Void = {
        self.dispatchAction(action($0.value))
      }
      return Binding(
        get: { MainActor.assumeIsolated { read() }.value },
        set: { value in
          let value = MainThreadValue(value)
          MainActor.assumeIsolated { write(value) }
        })
    }

    /// A two-way binding of a value derived from the state: reads `value` of the value at
    /// `keyPath`, and dispatches the action `action` makes of each value the view sets.
    ///
    /// ```swift
    /// Stepper("Guests", value: store.binding(\.guests, value: { Double($0) }) {
    ///   .didChangeGuests(Int($0))
    /// })
    /// ```
    public func binding<SourceValue, BoundValue>(
      _ keyPath: KeyPath<State, SourceValue>,
      value: @escaping @MainActor (SourceValue) -> BoundValue,
      action: @escaping @MainActor (BoundValue) -> Action
    ) -> Binding<BoundValue> {
      let read: @MainActor () -> MainThreadValue<BoundValue> = {
        MainThreadValue(value(self.state[keyPath: keyPath]))
      }
      let write: @MainActor (MainThreadValue<BoundValue>) -> Void = {
        self.dispatchAction(action($0.value))
      }
      return Binding(
        get: { MainActor.assumeIsolated { read() }.value },
        set: { newValue in
          let newValue = MainThreadValue(newValue)
          MainActor.assumeIsolated { write(newValue) }
        })
    }
  }

  /// A bound value on its way between SwiftUI's binding closures and the main actor: both run
  /// on the main thread (SwiftUI reads and writes bindings there, and `assumeIsolated` checks
  /// it), so the value never crosses threads, and need not be `Sendable`.
  struct MainThreadValue<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }
#endif

#if canImport(SwiftUI) && (!LASSO_HEADLESS_UIKIT && (os(iOS) || os(tvOS) || os(visionOS)))
  extension AnyScreen {
    /// A screen whose view is the SwiftUI view `content`, hosted in a `UIHostingController`.
    ///
    /// ```swift
    /// static func createScreen(with store: CounterStore) -> Screen {
    ///   Screen(store, rootView: CounterView(store: store.asViewStore()))
    /// }
    /// ```
    public init<S: AbstractStore, Content: View>(_ store: S, rootView content: Content)
    where S.State == State, S.Action == Action, S.Output == Output {
      self.init(store, UIHostingController(rootView: content))
    }

    /// A screen whose view is the SwiftUI view `view`, hosted in a `UIHostingController`: the
    /// original Lasso's spelling of ``init(_:rootView:)``.
    public init<S: AbstractStore, Content: View>(_ store: S, _ view: Content)
    where S.State == State, S.Action == Action, S.Output == Output {
      self.init(store, rootView: view)
    }
  }
#endif

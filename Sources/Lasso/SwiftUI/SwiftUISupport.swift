#if canImport(SwiftUI) && canImport(Combine) && canImport(UIKit)
  // SwiftUI exists only on Apple platforms; this file is small on purpose and mirrors the shape of
  // the tested code paths (the same stores, observations and actions).
  import Combine
  import SwiftUI

  extension AnyViewStore: ObservableObject {
    /// Announces each change of the view state, so a SwiftUI view holding the view store as an
    /// `@ObservedObject` redraws.
    public var objectWillChange: ObservableObjectPublisher {
      if let publisher = observableObjectPublisher as? ObservableObjectPublisher {
        return publisher
      }
      let publisher = ObservableObjectPublisher()
      observableObjectPublisher = publisher
      stateCell.observeEveryState { [weak publisher] _ in
        publisher?.send()
        return publisher != nil
      }
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
      Binding(
        get: { MainActor.assumeIsolated { self.state[keyPath: keyPath] } },
        set: { value in MainActor.assumeIsolated { self.dispatchAction(action(value)) } })
    }
  }

  extension AnyScreen {
    /// A screen whose view is the SwiftUI view `content`, hosted in a `UIHostingController`.
    ///
    /// ```swift
    /// static func createScreen(with store: CounterStore) -> Screen {
    ///   Screen(store, rootView: CounterView(store: store.asViewStore()))
    /// }
    /// ```
    public init<Content: View>(_ store: Module.ConcreteStore, rootView content: Content) {
      self.init(store, UIHostingController(rootView: content))
    }
  }
#endif

import Lasso
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/SwiftUI+Lasso/SwiftUI+Bindings.swift: two-way bindings to a view
// store, buttons that send actions, and a text field bound to a store. SwiftUI exists on Apple
// platforms only: this file is compiled for iOS (scripts/ios-typecheck), and is empty on Linux.

#if canImport(SwiftUI)
  import SwiftUI

  private enum NoteScreenModule: ScreenModule {
    enum Action: Equatable {
      case didEditTitle(String)
      case didChangeStars(Int)
      case didTapSave
      case didTapClear
    }

    struct State: Equatable {
      var title = ""
      var stars = 3
    }

    static var defaultInitialState: State { State() }

    static func createScreen(with store: NoteStore) -> Screen {
      Screen(store, NoteView(store: store.asViewStore()))
    }
  }

  private final class NoteStore: LassoStore<NoteScreenModule> {
    var received: [Action] = []
    override func handleAction(_ action: Action) {
      received.append(action)
      switch action {
      case .didEditTitle(let title): update { $0.title = title }
      case .didChangeStars(let stars): update { $0.stars = stars }
      case .didTapSave, .didTapClear: break
      }
    }
  }

  private struct NoteView: View {
    @ObservedObject var store: NoteScreenModule.ViewStore

    var body: some View {
      VStack {
        // covers: TextField :: init<S, State, Action>(_ title: S, boundTo store: AnyViewStore<State, Action>, text: WritableKeyPath<State, String>, action: (String) -> Action, onEditingChanged: (Bool) -> Void = { _ in }, onCommit: () -> Void = {}) where S: StringProtocol
        TextField("Title", boundTo: store, text: \.title, action: { .didEditTitle($0) })
        TextField(
          "Title", boundTo: store, text: \.title, action: { .didEditTitle($0) },
          onEditingChanged: { _ in }, onCommit: {})
        // covers: AnyViewStore :: func binding<T>(_ keyPath: WritableKeyPath<ViewState, T>, action: (T) -> ViewAction) -> Binding<T>
        TextField("Title", text: store.binding(\.title, action: { .didEditTitle($0) }))
        // covers: AnyViewStore :: func binding<SourceValue, BoundValue>(_ keyPath: WritableKeyPath<ViewState, SourceValue>, value: (SourceValue) -> BoundValue, action: (BoundValue) -> ViewAction) -> Binding<BoundValue>
        Stepper(
          "Stars",
          value: store.binding(\.stars, value: { Double($0) }, action: { .didChangeStars(Int($0)) })
        )
        // covers: Button :: init<Target: ActionDispatchable>(_ target: Target, action: Target.Action, label: () -> Label)
        Button(store, action: .didTapSave) {
          Text("Save")
        }
        // covers: Button :: init<Target: ActionDispatchable>(_ label: String, target: Target, action: Target.Action) where Label == Text
        Button("Save", target: store, action: .didTapSave)
        // covers: Button :: init<Target: ActionDispatchable>(_ target: Target, animatedAction: Target.Action, label: () -> Label)
        Button(store, animatedAction: .didTapClear) {
          Image(systemName: "trash")
        }
        // covers: Button :: init<Target: ActionDispatchable>(_ label: String, target: Target, animatedAction: Target.Action) where Label == Text
        Button("Clear", target: store, animatedAction: .didTapClear)
      }
    }
  }

  /// A value that is not `Equatable` (nor `Sendable`), bound as the original allowed.
  private final class Draft {
    var text: String
    init(text: String) { self.text = text }
  }

  private enum DraftModule: StoreModule {
    enum Action { case didReplace(Draft) }
    struct State { var draft = Draft(text: "first") }
  }

  private final class DraftStore: LassoStore<DraftModule> {
    override func handleAction(_ action: Action) {
      switch action {
      case .didReplace(let draft): update { $0.draft = draft }
      }
    }
  }

  @MainActor
  final class SwiftUIBindingsSwiftCallSites: XCTestCase {
    func testBindingsReadStateAndDispatchActions() async throws {
      let store = NoteStore()
      let viewStore = store.asViewStore()
      let title: Binding<String> = viewStore.binding(\.title, action: { .didEditTitle($0) })
      title.wrappedValue = "Groceries"
      XCTAssertEqual(store.received, [.didEditTitle("Groceries")])
      XCTAssertEqual(title.wrappedValue, "Groceries")

      let stars: Binding<Double> = viewStore.binding(
        \.stars, value: { Double($0) }, action: { .didChangeStars(Int($0)) })
      XCTAssertEqual(stars.wrappedValue, 3)
      stars.wrappedValue = 5
      XCTAssertEqual(store.state.stars, 5)

      let draftStore = DraftStore(with: .init())
      let draft: Binding<Draft> = draftStore.asViewStore().binding(
        \.draft, action: { .didReplace($0) })
      draft.wrappedValue = Draft(text: "second")
      XCTAssertEqual(draftStore.state.draft.text, "second")

      _ = NoteView(store: viewStore).body
    }
  }
#endif

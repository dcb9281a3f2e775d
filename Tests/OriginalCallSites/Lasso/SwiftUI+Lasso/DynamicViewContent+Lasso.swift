import Foundation
import Lasso
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/SwiftUI+Lasso/DynamicViewContent+Lasso.swift: a list's swipe to
// delete sends a store an action. SwiftUI exists on Apple platforms only: this file is compiled
// for iOS (scripts/ios-typecheck), and is empty on Linux.

#if canImport(SwiftUI)
  import SwiftUI

  private enum TodoScreenModule: ScreenModule {
    enum Action: Equatable { case didDelete(IndexSet) }
    struct State: Equatable { var todos = ["milk", "bread"] }

    static var defaultInitialState: State { State() }

    static func createScreen(with store: TodoStore) -> Screen {
      Screen(store, TodoList(store: store.asViewStore()))
    }
  }

  private final class TodoStore: LassoStore<TodoScreenModule> {
    override func handleAction(_ action: Action) {
      switch action {
      case .didDelete(let offsets): update { $0.todos.remove(atOffsets: offsets) }
      }
    }
  }

  private struct TodoList: View {
    @ObservedObject var store: TodoScreenModule.ViewStore

    var body: some View {
      List {
        ForEach(store.state.todos, id: \.self) { todo in
          Text(todo)
        }
        // covers: DynamicViewContent :: func onDelete<Target: ActionDispatchable>(_ target: Target, action: (IndexSet) -> Target.Action) -> some DynamicViewContent
        .onDelete(store, action: { .didDelete($0) })
      }
    }
  }

  @MainActor
  final class DynamicViewContentLassoSwiftCallSites: XCTestCase {
    func testDeleteDispatches() async throws {
      let store = TodoStore()
      let content: some DynamicViewContent = ForEach(store.state.todos, id: \.self) { Text($0) }
        .onDelete(store, action: { .didDelete($0) })
      _ = content
      store.dispatchAction(.didDelete([0]))
      XCTAssertEqual(store.state.todos, ["bread"])
      _ = TodoList(store: store.asViewStore()).body
    }
  }
#endif

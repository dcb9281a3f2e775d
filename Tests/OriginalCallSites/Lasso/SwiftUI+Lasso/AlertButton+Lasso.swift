import Lasso
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/SwiftUI+Lasso/AlertButton+Lasso.swift: alert buttons that send a
// store an action. SwiftUI exists on Apple platforms only: this file is compiled for iOS
// (scripts/ios-typecheck), and is empty on Linux.

#if canImport(SwiftUI)
  import SwiftUI

  private enum DeleteScreenModule: ScreenModule {
    enum Action: Equatable {
      case didConfirm
      case didDelete
      case didCancel
    }

    struct State: Equatable { var isAsking = true }

    static var defaultInitialState: State { State() }

    static func createScreen(with store: DeleteStore) -> Screen {
      Screen(store, DeleteView(store: store.asViewStore()))
    }
  }

  private final class DeleteStore: LassoStore<DeleteScreenModule> {}

  private struct DeleteView: View {
    @ObservedObject var store: DeleteScreenModule.ViewStore

    var body: some View {
      Text("Photo")
        .alert(isPresented: .constant(store.state.isAsking)) {
          Alert(
            title: Text("Delete?"),
            // covers: Alert.Button :: static func `default`<Target: ActionDispatchable>(label: Text, for target: Target, action: Target.Action) -> Self
            primaryButton: .default(label: Text("Keep"), for: store, action: .didConfirm),
            // covers: Alert.Button :: static func destructive<Target: ActionDispatchable>(label: Text, for target: Target, action: Target.Action) -> Self
            secondaryButton: .destructive(label: Text("Delete"), for: store, action: .didDelete))
        }
    }
  }

  @MainActor
  final class AlertButtonLassoSwiftCallSites: XCTestCase {
    func testAlertButtons() async throws {
      let store = DeleteStore()
      // covers: Alert.Button :: static func cancel<Target: ActionDispatchable>(label: Text, for target: Target, action: Target.Action) -> Self
      let cancel: Alert.Button = .cancel(label: Text("Cancel"), for: store, action: .didCancel)
      let keep: Alert.Button = Alert.Button.default(
        label: Text("Keep"), for: store, action: .didConfirm)
      let alert = Alert(title: Text("Delete?"), primaryButton: keep, secondaryButton: cancel)
      _ = alert
      _ = DeleteView(store: store.asViewStore()).body
      XCTAssertTrue(store.state.isAsking)
    }
  }
#endif

import Lasso
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/SwiftUI+Lasso/SwiftUI+Lasso.swift: a screen made of a SwiftUI
// view, and view modifiers that send actions. SwiftUI exists on Apple platforms only: this file
// is compiled for iOS (scripts/ios-typecheck), and is empty on Linux.

#if canImport(SwiftUI)
  import SwiftUI

  private enum TimerScreenModule: ScreenModule {
    enum Action: Equatable {
      case didAppear
      case didDisappear
      case didTap
      case didDoubleTap
      case didLongPress
      case didHoldLong
    }

    struct State: Equatable { var seconds = 0 }

    static var defaultInitialState: State { State() }

    static func createScreen(with store: TimerStore) -> Screen {
      // covers: AnyScreen :: init<S: AbstractStore, Content>(_ store: S, _ view: Content) where Content: View, S.State == State, S.Action == Action, S.Output == Output
      return Screen(store, TimerView(store: store.asViewStore()))
    }
  }

  private final class TimerStore: LassoStore<TimerScreenModule> {
    var received: [Action] = []
    override func handleAction(_ action: Action) { received.append(action) }
  }

  /// A value type conforming to `LassoView`, as the original's SwiftUI views do.
  private struct TimerView: View, LassoView {
    @ObservedObject var store: TimerScreenModule.ViewStore
    @State private var isPressing = false

    var body: some View {
      VStack {
        Text("\(state.seconds)")
          // covers: View :: func onTapGesture<Target: ActionDispatchable>(_ target: Target, action: Target.Action) -> some View
          .onTapGesture(store, action: .didTap)
        Text("double")
          // covers: View :: func onTapGesture<Target: ActionDispatchable>(count: Int, _ target: Target, action: Target.Action) -> some View
          .onTapGesture(count: 2, store, action: .didDoubleTap)
        Text("hold")
          // covers: View :: func onLongPressGesture<Target: ActionDispatchable>(_ target: Target, action: Target.Action) -> some View
          .onLongPressGesture(store, action: .didLongPress)
        Text("hold longer")
          // covers: View :: func onLongPressGesture<Target: ActionDispatchable>(minimumDuration: Double, maximumDistance: CGFloat, pressing: ((Bool) -> Void)?, target: Target, action: Target.Action) -> some View
          .onLongPressGesture(
            minimumDuration: 2, maximumDistance: 10, pressing: { isPressing = $0 }, target: store,
            action: .didHoldLong)
      }
      // covers: View :: func onAppear<Target: ActionDispatchable>(_ target: Target, action: Target.Action) -> some View
      .onAppear(store, action: .didAppear)
      // covers: View :: func onDisappear<Target: ActionDispatchable>(_ target: Target, action: Target.Action) -> some View
      .onDisappear(store, action: .didDisappear)
    }
  }

  @MainActor
  final class SwiftUILassoSwiftCallSites: XCTestCase {
    func testScreenHostsTheView() async throws {
      var timerStore: TimerStore?
      let screen = TimerScreenModule.createScreen(configure: { timerStore = $0 })
      XCTAssertTrue(screen.controller is UIHostingController<TimerView>)
      XCTAssertEqual(screen.store.state.seconds, 0)
      let view = TimerView(store: screen.store.asViewStore())
      view.dispatchAction(.didTap)
      XCTAssertEqual(timerStore?.received, [.didTap])
      _ = view.body
    }
  }
#endif

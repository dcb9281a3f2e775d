import Foundation
import Lasso
import VSM
import XCTest

// Compiled in the Swift 5 language mode (Package.swift), as most existing apps are: code with no
// concurrency annotations calls Lasso's and VSM's main-actor API from nonisolated functions and
// closures, and Foundation and Dispatch beside it, with no diagnostic. That is how Apple's UIKit is
// seen by such code (`@preconcurrency @MainActor`); the build's zero-warning check makes a
// diagnostic here fail CI. Synchronous XCTest methods run on the main thread, as on iOS.

enum CounterScreenModule: ScreenModule {
  enum Action: Equatable { case didTapIncrement }
  enum Output: Equatable { case didReachTen }
  struct State: Equatable { var count = 0 }

  static var defaultInitialState: State { State() }

  static func createScreen(with store: CounterStore) -> Screen {
    Screen(store, UIViewController())
  }
}

final class CounterStore: LassoStore<CounterScreenModule> {
  override func handleAction(_ action: Action) {
    update { $0.count += 1 }
    if state.count == 10 { dispatchOutput(.didReachTen) }
  }
}

/// A row that keeps its action as a closure made in a nonisolated initializer, as a SwiftUI row
/// of an existing app does.
struct CounterRow {
  let title: String
  let action: () -> Void

  init(title: String, target: CounterScreenModule.ViewStore) {
    self.title = title
    action = { target.dispatchAction(.didTapIncrement) }
  }
}

/// Foundation and Dispatch in a nonisolated function of a file that imports Lasso: as without it.
func formattedCount(_ count: Int) -> String {
  let formatter = NumberFormatter()
  formatter.numberStyle = .decimal
  let dates = DateFormatter()
  dates.dateFormat = "yyyy"
  DispatchQueue.global(qos: .utility).async {}
  return formatter.string(from: NSNumber(value: count)) ?? "\(count)"
}

final class NonisolatedUseTests: XCTestCase {
  func test_storesAndScreensAreUsedFromNonisolatedCode() {
    let screen = CounterScreenModule.createScreen()
    var outputs: [CounterScreenModule.Output] = []
    screen.observeOutput { outputs.append($0) }
    let row = CounterRow(title: "Increment", target: screen.store.asViewStore())
    for _ in 0..<10 { row.action() }
    XCTAssertEqual(screen.store.state.count, 10)
    XCTAssertEqual(outputs, [.didReachTen])
    XCTAssertEqual(formattedCount(screen.store.state.count), "10")
  }

  func test_aStateContainerIsUsedFromNonisolatedCode() {
    let container = StateContainer(state: 1)
    container.observe(2)
    XCTAssertEqual(container.state, 2)
  }
}

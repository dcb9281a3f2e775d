import Lasso
import LassoTestUtilities
import Testing

@testable import Water

@MainActor @Suite struct WaterFlowTests {
  let window = UIWindow()

  /// Starts the flow in a navigation controller in a window, and returns the water screen once
  /// it is on screen.
  func startFlow() async throws -> WaterViewController {
    let navigation = UINavigationController()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    WaterFlow().start(with: root(of: navigation))
    await waitForEvents(in: window)
    return try #require(navigation.viewControllers.first as? WaterViewController)
  }

  @Test func reachingTheGoalPushesTheGoalScreen() async throws {
    // Given the water screen, one glass short of the goal
    let water = try await startFlow()
    for _ in 1...7 { water.store.dispatchAction(.didTapDrink) }
    // When the user drinks the last glass, then the goal screen is pushed
    let goal: GoalViewController = try await assertPushed(after: water) {
      water.store.dispatchAction(.didTapDrink)
    }
    // and it shows the day's count
    #expect(goal.store.state.glasses == 8)
  }

  @Test func startingANewDayPopsBackToAnEmptyCount() async throws {
    // Given the goal screen
    let water = try await startFlow()
    for _ in 1...7 { water.store.dispatchAction(.didTapDrink) }
    let goal: GoalViewController = try await assertPushed(after: water) {
      water.store.dispatchAction(.didTapDrink)
    }
    // When the user taps "Start a new day", then the flow pops back to the water screen
    try await assertPopped(from: goal, to: water) {
      goal.store.dispatchAction(.didTapDone)
    }
    // and the count starts again
    #expect(water.store.state.glasses == 0)
  }
}

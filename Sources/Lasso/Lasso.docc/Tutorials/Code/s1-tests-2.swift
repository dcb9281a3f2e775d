import Lasso
import LassoTestUtilities
import Testing

@testable import Water

@MainActor @Suite struct WaterStoreTests {

  @Test func drinkingCountsAGlass() {
    // Given a new day
    let store = WaterStore()
    // When the user drinks
    store.dispatchAction(.didTapDrink)
    // Then one glass is counted
    #expect(store.state.glasses == 1)
  }

  @Test func theLastGlassReachesTheGoal() async {
    // Given one glass short of the goal
    let store = LassoTestStore<WaterStore>(initialState: .init(glasses: 7, goal: 8))
    // When the user drinks, then the count reaches the goal
    store.send(.didTapDrink) { $0.glasses = 8 }
    // and the store says so to whoever shows the screen
    await store.receive(.didReachGoal)
  }

  @Test func aGlassPastTheGoalSaysSoAgain() async {
    let store = LassoTestStore<WaterStore>(initialState: .init(glasses: 8, goal: 8))
    store.send(.didTapDrink) { $0.glasses = 9 }
    await store.receive(.didReachGoal)
  }

  @Test func resetStartsTheDayAgain() {
    let store = LassoTestStore<WaterStore>(initialState: .init(glasses: 3, goal: 8))
    store.send(.didTapReset) { $0.glasses = 0 }
  }
}

import Lasso
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
}

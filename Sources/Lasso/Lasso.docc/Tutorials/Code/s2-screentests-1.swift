import Lasso
import Testing

@testable import Water

@MainActor @Suite struct WaterScreenTests {

  @Test func theLabelShowsTheCountAfterATap() throws {
    // Given the screen, loaded
    let screen = WaterModule.createScreen()
    screen.controller.loadViewIfNeeded()
    let controller = try #require(screen.controller as? WaterViewController)
    // When the user taps "Drink a glass"
    controller.drinkButton.sendActions(for: .touchUpInside)
    // Then the store counts it and the label shows it
    #expect(screen.store.state.glasses == 1)
    #expect(controller.countLabel.text == "1 of 8 glasses")
  }
}

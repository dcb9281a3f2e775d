import Lasso
import LassoTestUtilities
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/LassoTestUtilities/TypeCast.swift: `firstChildOfType()`, a container's
// first direct child of the type the test names; none fails the test through `log` and throws.

private protocol CardsScreen {
  var cardCount: Int { get }
}

private final class CardsController: UIViewController, CardsScreen {
  let cardCount = 3
}

private final class CalendarController: UIViewController {}

@MainActor
final class TypeCastSwiftCallSites: XCTestCase {
  func testFirstChildOfType() async throws {
    let myDay = UIViewController()
    let calendar = CalendarController()
    let cards = CardsController()
    for child in [calendar, cards] {
      myDay.addChild(child)
      child.didMove(toParent: myDay)
    }
    // covers: UIViewController :: func firstChildOfType<A>(file: StaticString = #file, line: UInt = #line) throws -> A
    let foundCalendar: CalendarController = try myDay.firstChildOfType()
    XCTAssertTrue(foundCalendar === calendar)
    // covers: UIViewController :: func firstChildOfType<A>(file: StaticString = #file, line: UInt = #line) throws -> A
    let foundCards: CardsScreen = try myDay.firstChildOfType()
    XCTAssertEqual(foundCards.cardCount, 3)
  }
}

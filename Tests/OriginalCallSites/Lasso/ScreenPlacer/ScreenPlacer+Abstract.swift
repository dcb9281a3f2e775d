import Lasso
import LassoTestUtilities
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/ScreenPlacer/ScreenPlacer+Abstract.swift: placers of an app's own
// containers, made with the original's labels (`place:`, `onDidPlaceEmbedded:`).

private final class CardContainerController: UIViewController {
  private(set) var cards: [UIViewController] = []

  func show(_ card: UIViewController) {
    addChild(card)
    cards.append(card)
    card.didMove(toParent: self)
  }
}

@MainActor
final class ScreenPlacerAbstractSwiftCallSites: XCTestCase {
  func testAPlacerOfABase() async throws {
    let container = CardContainerController()
    // covers: - :: func makePlacer<Base: AnyObject, NextContext: UIViewController>(base: Base, place: (Base, UIViewController) -> NextContext) -> ScreenPlacer<NextContext>
    let placer: ScreenPlacer<CardContainerController> = makePlacer(base: container) {
      container, toPlace in
      container.show(toPlace)
      return container
    }
    let card = UIViewController()
    let placed: CardContainerController? = card.place(with: placer)
    XCTAssertIdentical(placed, container)
    XCTAssertEqual(container.cards, [card])
  }

  func testAnEmbeddingPlacerCallsBackOncePlaced() async throws {
    let container = CardContainerController()
    var didPlace = 0
    // covers: - :: func makeEmbeddingPlacer<Embedder: UIViewController>(into embedder: Embedder, place: (Embedder, UIViewController) -> Void, onDidPlaceEmbedded: () -> Void = { }) -> ScreenPlacer<Embedder>
    let placer = makeEmbeddingPlacer(
      into: container, place: { container, toPlace in container.show(toPlace) },
      onDidPlaceEmbedded: { didPlace += 1 })
    XCTAssertEqual(didPlace, 0)
    let card = UIViewController()
    card.place(with: placer)
    XCTAssertEqual(didPlace, 1)
    XCTAssertEqual(container.cards, [card])

    let plain = CardContainerController()
    let plainPlacer: ScreenPlacer<CardContainerController> = makeEmbeddingPlacer(
      into: plain, place: { $0.show($1) })
    UIViewController().place(with: plainPlacer)
    XCTAssertEqual(plain.cards.count, 1)
  }

  func testEmbeddingPlacersWaitForEverySlot() async throws {
    let container = CardContainerController()
    var didPlace = 0
    // covers: - :: func makeEmbeddingPlacers<Embedder: UIViewController>(into embedder: Embedder, count: Int, place: (Embedder, [UIViewController]) -> Void, onDidPlaceEmbedded: () -> Void = { }) -> [ScreenPlacer<Embedder>]
    let placers: [ScreenPlacer<CardContainerController>] = makeEmbeddingPlacers(
      into: container, count: 2,
      place: { container, controllers in controllers.forEach(container.show) },
      onDidPlaceEmbedded: { didPlace += 1 })
    let first = UIViewController()
    let second = UIViewController()
    second.place(with: placers[1])
    XCTAssertEqual(didPlace, 0)
    XCTAssertEqual(container.cards, [])
    first.place(with: placers[0])
    XCTAssertEqual(didPlace, 1)
    XCTAssertEqual(container.cards, [first, second])
  }

  func testEmbeddingThenPlacingTheEmbedder() async throws {
    let window = UIWindow()
    let presenter = UIViewController()
    window.rootViewController = presenter
    window.makeKeyAndVisible()

    let container = CardContainerController()
    // covers: ScreenPlacer :: func withEmbedding<Embedder: UIViewController>(into embedder: Embedder, place: (Embedder, UIViewController) -> Void) -> ScreenPlacer<Embedder>
    let placer = presented(on: presenter).withEmbedding(into: container, place: { $0.show($1) })
    let card = UIViewController()
    card.place(with: placer)
    await waitForEvents(in: window)
    XCTAssertIdentical(presenter.presentedViewController, container)
    XCTAssertEqual(container.cards, [card])

    let tabs = UITabBarController()
    let window2 = UIWindow()
    // covers: ScreenPlacer :: func withEmbedding<Embedder: UIViewController>(into embedder: Embedder, count: Int, place: (Embedder, [UIViewController]) -> Void) -> [ScreenPlacer<Embedder>]
    let tabPlacers = root(of: window2).withEmbedding(
      into: tabs, count: 2, place: { tabs, controllers in tabs.viewControllers = controllers })
    let left = UIViewController()
    let right = UIViewController()
    left.place(with: tabPlacers[0])
    XCTAssertNil(window2.rootViewController)
    right.place(with: tabPlacers[1])
    XCTAssertIdentical(window2.rootViewController, tabs)
    XCTAssertEqual(tabs.viewControllers ?? [], [left, right])
  }
}

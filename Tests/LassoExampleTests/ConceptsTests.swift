import Lasso
import LassoExampleTerminal
import LassoTerminal
import LassoTestUtilities
import Testing

@testable import LassoExampleApp

/// The "Concepts" tab: a searchable table on a diffable data source, whose rows push details
/// through a flow. Driven as a user would: rows tapped, the search bar typed into.
@MainActor @Suite struct ConceptsTests {
  /// The window of the test's flow: it lives as long as the test.
  private let window = UIWindow()

  // MARK: The store

  @Test func theQueryFiltersTheSectionsAndLeavesOutEmptyOnes() async {
    let store = LassoTestStore<ConceptListScreenStore>(initialState: .init())
    #expect(store.store.state.sections.map(\.topic) == Concept.Topic.allCases)
    store.send(.didChangeQuery("TEST")) { $0.query = "TEST" }
    let sections = store.store.state.sections
    #expect(sections.map(\.topic) == [.testing])
    #expect(sections[0].concepts.map(\.name) == ["Store test", "Flow test"])
    await store.finish()
  }

  @Test func selectingAConceptIsAnOutputNamingIt() async {
    let store = LassoTestStore<ConceptListScreenStore>(initialState: .init())
    store.send(.didSelectConcept(id: "Flow"))
    let flow = Concept.catalog.first { $0.name == "Flow" }!
    await store.receive(.didSelectConcept(flow))
    store.send(.didSelectConcept(id: "No such concept"))
    await store.finish()
  }

  // MARK: The flow, on screen

  /// The flow started in a navigation controller of a visible window; returns its list.
  private func startConceptsFlowInAWindow() async throws -> UIViewController {
    let navigation = UINavigationController()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    ConceptsFlow().start(with: root(of: navigation))
    await waitForEvents(in: window)
    return try #require(navigation.viewControllers.first)
  }

  @Test func theListShowsEveryConceptUnderItsTopic() async throws {
    let list = try await startConceptsFlowInAWindow()
    let store = try #require(await visibleListCell(showing: "Store", in: list))
    #expect(store.texts == ["Store", "Owns a screen's state and logic"])
    #expect(store.indexPath == IndexPath(row: 0, section: 0))
    let rows = visibleListCells(in: list)
    #expect(rows.count == Concept.catalog.count)
    #expect(rows.map(\.indexPath.section) == Concept.catalog.map { $0.topic.index })
  }

  // The README's example, verbatim.
  @MainActor @Test func tappingAConceptPushesItsDetails() async throws {
    let list = try await startConceptsFlowInAWindow()
    let row = try #require(await visibleListCell(showing: "Flow", in: list))
    let details: ConceptDetailViewController = try await assertPushed(after: list) { row.tap() }
    #expect(details.title == "Flow")
  }

  @Test func theDetailsNextButtonPushesTheTopicsNextConcept() async throws {
    let list = try await startConceptsFlowInAWindow()
    await tapListCell(showing: "Flow", in: list)
    let navigation = try #require(list.navigationController)
    #expect(await waitUntil { navigation.topViewController is ConceptDetailViewController })
    let details = try #require(navigation.topViewController as? ConceptDetailViewController)
    let next: ConceptDetailViewController = try await assertPushed(after: details) {
      details.store.dispatchAction(.didTapNext)
    }
    #expect(next.title == "ScreenPlacer")
  }

  @Test func typingInTheSearchBarFiltersTheRows() async throws {
    let list = try await startConceptsFlowInAWindow()
    _ = await visibleListCell(showing: "Store", in: list)
    let searchBar = try #require(list.navigationItem.searchController?.searchBar)
    searchBar.headless.type("view")
    #expect(
      await waitUntilRows(in: list) {
        // The name or the summary matches: "Screen" is "A store and its view controller".
        $0 == ["Screen", "View state", "Rendered view state"]
      })
    searchBar.headless.tapCancel()
    #expect(await waitUntilRows(in: list) { $0.count == Concept.catalog.count })
  }

  /// Waits until `condition` holds, turning the main queue between checks.
  private func waitUntil(_ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + LassoTimeouts.scaled(.seconds(5))
    while ContinuousClock.now < deadline {
      if condition() { return true }
      await waitForEvents(rounds: 1)
    }
    return false
  }

  /// Waits until the names of the rows on screen satisfy `condition`.
  private func waitUntilRows(
    in list: UIViewController, _ condition: ([String]) -> Bool
  ) async -> Bool {
    await waitUntil { condition(visibleListCells(in: list).compactMap(\.texts.first)) }
  }

  // MARK: In the terminal

  @Test func theTerminalListsSearchesAndOpensAConcept() async throws {
    let outcome = try await ExampleApp.runScript(
      ExampleAppTests.logIn + """
        4
        <wait-until "Concepts">
        """)
    #expect(outcome.failure == nil, "\(outcome.lastFrame)")
    let list = outcome.lastFrame
    #expect(list.contains("── Architecture "))
    #expect(list.contains("Store — Owns a screen's state and logic ›"))
    #expect(list.contains("4 Concepts]"))

    let search = try await ExampleApp.runScript(
      ExampleAppTests.logIn + """
        4
        <wait-until "Concepts">
        <s-tab> flow
        <wait-until "Flow test">
        <tab> <enter>
        <wait-until "A flow creates its screens">
        """)
    #expect(search.failure == nil, "\(search.lastFrame)")
    #expect(search.lastFrame.contains("‹ Concepts"))
  }
}

extension Concept.Topic {
  /// The topic's position: its section in the full list.
  fileprivate var index: Int { Concept.Topic.allCases.firstIndex(of: self)! }
}

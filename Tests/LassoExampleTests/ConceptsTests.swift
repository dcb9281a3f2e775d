import Lasso
import LassoExampleTerminal
import LassoTerminal
import LassoTestUtilities
import Testing

@testable import LassoExampleApp

/// The "Concepts" tab: a searchable table on a diffable data source, whose rows push details
/// through a flow. Driven as a user would: rows tapped, the search bar typed into.
@MainActor @Suite struct ConceptsTests {
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

  /// The flow started in a navigation controller of a visible window.
  private func startedFlow() async throws -> (UINavigationController, UIViewController) {
    let navigation = UINavigationController()
    let window = UIWindow()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    ConceptsFlow().start(with: root(of: navigation))
    await waitForEvents(in: window)
    let list = try #require(navigation.viewControllers.first)
    return (navigation, list)
  }

  @Test func theListShowsEveryConceptUnderItsTopic() async throws {
    let (_, list) = try await startedFlow()
    let store = try #require(await visibleListCell(showing: "Store", in: list))
    #expect(store.texts == ["Store", "Owns a screen's state and logic"])
    #expect(store.indexPath == IndexPath(row: 0, section: 0))
    let rows = visibleListCells(in: list)
    #expect(rows.count == Concept.catalog.count)
    #expect(rows.map(\.indexPath.section) == Concept.catalog.map { $0.topic.index })
  }

  @Test func tappingARowPushesItsDetails() async throws {
    let (navigation, list) = try await startedFlow()
    let row = try #require(await visibleListCell(showing: "Flow", in: list))
    let details: ConceptDetailViewController = try await assertPushed(after: list) { row.tap() }
    #expect(details.title == "Flow")
    #expect(navigation.topViewController === details)
    // Its "Next" button pushes the next concept of the topic.
    let next: ConceptDetailViewController = try await assertPushed(after: details) {
      details.store.dispatchAction(.didTapNext)
    }
    #expect(next.title == "ScreenPlacer")
  }

  @Test func typingInTheSearchBarFiltersTheRows() async throws {
    let (_, list) = try await startedFlow()
    _ = await visibleListCell(showing: "Store", in: list)
    let searchBar = try #require(list.navigationItem.searchController?.searchBar)
    searchBar.simulateUserTyping("view")
    #expect(
      await waitUntilRows(in: list) {
        // The name or the summary matches: "Screen" is "A store and its view controller".
        $0 == ["Screen", "View state", "Rendered view state"]
      })
    searchBar.simulateUserTapCancel()
    #expect(await waitUntilRows(in: list) { $0.count == Concept.catalog.count })
  }

  /// Waits until the names of the rows on screen satisfy `condition`.
  private func waitUntilRows(
    in list: UIViewController, _ condition: ([String]) -> Bool
  ) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(5)
    while ContinuousClock.now < deadline {
      if condition(visibleListCells(in: list).compactMap(\.texts.first)) { return true }
      await waitForEvents(rounds: 1)
    }
    return false
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

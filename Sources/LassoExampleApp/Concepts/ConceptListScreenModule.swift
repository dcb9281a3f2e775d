import Lasso

/// The "Concepts" list: the catalog in sections, filtered by a search query; selecting a
/// concept is an output for the flow, which pushes its details.
enum ConceptListScreenModule: ScreenModule {
  enum Action: Equatable, Codable {
    case didChangeQuery(String)
    case didSelectConcept(id: String)
  }

  enum Output: Equatable, Codable {
    case didSelectConcept(Concept)
  }

  struct State: Equatable, Codable {
    var concepts = Concept.catalog
    var query = ""

    /// The concepts matching the query, grouped by topic in the topics' order; empty topics
    /// are left out.
    var sections: [(topic: Concept.Topic, concepts: [Concept])] {
      Concept.Topic.allCases.compactMap { topic in
        let matching = concepts.filter { $0.topic == topic && $0.matches(query) }
        return matching.isEmpty ? nil : (topic, matching)
      }
    }
  }

  static var defaultInitialState: State { State() }

  static func createScreen(with store: ConceptListScreenStore) -> Screen {
    Screen(store, ConceptListViewController(store.asViewStore()))
  }
}

/// Keeps the query; a selection becomes the flow's business.
final class ConceptListScreenStore: LassoStore<ConceptListScreenModule> {
  override func handleAction(_ action: Action) {
    switch action {

    case .didChangeQuery(let query):
      update { $0.query = query }

    case .didSelectConcept(let id):
      guard let concept = state.concepts.first(where: { $0.id == id }) else { return }
      dispatchOutput(.didSelectConcept(concept))
    }
  }
}

/// One idea of Lasso and VSM, as the "Concepts" tab lists it.
struct Concept: Equatable, Hashable, Codable, Identifiable {
  /// The kind of idea: the list's sections, in this order.
  enum Topic: String, CaseIterable, Equatable, Hashable, Codable {
    case architecture = "Architecture"
    case testing = "Testing"
    case viewState = "View state"
  }

  /// The name, unique in the catalog.
  var name: String
  var topic: Topic
  /// One line, shown under the name in the list.
  var summary: String
  /// A paragraph, shown on the detail screen.
  var details: String

  var id: String { name }

  /// Whether `query` is empty or found, ignoring case, in the name or the summary.
  func matches(_ query: String) -> Bool {
    let query = query.trimmingCharacters(in: .whitespaces)
    return query.isEmpty || name.localizedCaseInsensitiveContains(query)
      || summary.localizedCaseInsensitiveContains(query)
  }
}

extension Concept {
  /// The catalog the example app lists.
  static let catalog: [Concept] = [
    Concept(
      name: "Store", topic: .architecture, summary: "Owns a screen's state and logic",
      details: "A store receives actions, updates its state and emits outputs. It is the only "
        + "place a screen's state changes, so its behaviour is tested without any view."),
    Concept(
      name: "Screen", topic: .architecture, summary: "A store and its view controller",
      details: "A screen module names the actions, outputs and state; creating a screen makes "
        + "the store and the controller and binds them."),
    Concept(
      name: "Flow", topic: .architecture, summary: "A sequence of screens with one output",
      details: "A flow creates its screens, reacts to their outputs by pushing or presenting "
        + "the next, and reports its own outputs to whoever started it."),
    Concept(
      name: "ScreenPlacer", topic: .architecture, summary: "Where a controller goes",
      details: "A placer pushes, presents, embeds or makes a root: the code that shows a screen "
        + "does not need to know where it will be shown."),
    Concept(
      name: "Output", topic: .architecture, summary: "What a screen tells its owner",
      details: "Outputs leave a store for the flow or app that observes them; the store never "
        + "navigates itself."),
    Concept(
      name: "Store test", topic: .testing, summary: "Given, when, then on a store",
      details: "Start from a state, send actions, and assert the states and outputs that follow, "
        + "with no view and no waiting."),
    Concept(
      name: "Flow test", topic: .testing, summary: "Assert what a flow shows",
      details: "Start a flow in a test window, act as a user would, and assert the controllers "
        + "pushed or presented once their transitions end."),
    Concept(
      name: "Recorded session", topic: .testing, summary: "Replay what the stores did",
      details: "Run the app with --record, then replay the recording against the stores: a "
        + "changed behaviour shows up as the first event that differs."),
    Concept(
      name: "View state", topic: .viewState, summary: "One enum per screen state",
      details: "VSM models a view as states with the actions each allows; the view renders "
        + "whichever state is current."),
    Concept(
      name: "State container", topic: .viewState, summary: "Holds and publishes the state",
      details: "A container observes the publishers or async sequences that actions return and "
        + "renders each new state on the main thread."),
    Concept(
      name: "Rendered view state", topic: .viewState, summary: "Render on every change",
      details: "The property wrapper calls the view's render function whenever the state "
        + "changes, so UIKit views stay in step with the state."),
  ]
}

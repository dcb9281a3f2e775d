import TestSupport
import Testing
import VSM

@testable import LassoExampleApp

/// The example app's profile view controllers (document 001's) on the headless UIKit: each state
/// renders as the document says, the user's taps drive the models, and a controller is released
/// with its hierarchy. Their views are private: the tests find them as a user does, by kind and
/// by title.
@MainActor
@Suite struct ExampleProfileViewControllerTests {
  /// Shows `controller` in a visible window, as a device would, once it has appeared.
  private func show(_ controller: UIViewController) async -> UIWindow {
    let window = UIWindow()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(await transitionsEnded(in: window))
    return window
  }

  /// The views of a kind in `controller`'s view, hidden ones included, in reading order.
  private func views<View: UIView>(_ kind: View.Type, in controller: UIViewController) -> [View] {
    controller.view.headless.allSubviewsInReadingOrder.compactMap { $0 as? View }
  }

  /// The button titled `title` in `controller`'s view.
  private func button(_ title: String, in controller: UIViewController) throws -> UIButton {
    try #require(views(UIButton.self, in: controller).first { $0.title(for: .normal) == title })
  }

  /// Whether a label showing `text` is visible in `controller`'s view.
  private func shows(_ text: String, in controller: UIViewController) -> Bool {
    controller.view.headless.visibleSubviewsInReadingOrder.contains { ($0 as? UILabel)?.text == text }
  }

  @Test func loadingShowsTheSpinnerThenTheEditor() async throws {
    let controller = LoadUserProfileViewController(userId: 7, services: exampleServices())
    controller.loadViewIfNeeded()
    let spinner = try #require(views(UIActivityIndicatorView.self, in: controller).first)
    // Each state as it comes, with whether the spinner was turning when it came (however fast
    // the load is).
    let states = Recorder<String>()
    controller.$state.willSetPublisher.sink { next in
      let name = "\(next)".prefix { $0 != "(" }
      states.record("\(name), spinner \(spinner.isAnimating ? "on" : "off")")
    }.store(in: &states.cancellables)
    let window = await show(controller)

    // viewDidAppear started the load; the spinner turned from the first rendering on.
    try await waitUntil("the editor") { !controller.children.isEmpty }
    // (The first is the state when subscribed, before the first rendering.)
    #expect(
      states.values == [
        "initialized, spinner off", "loading, spinner on", "loaded, spinner on",
      ])
    let editor = try #require(controller.children.first as? EditUserProfileViewController)
    #expect(!spinner.isAnimating)
    #expect(spinner.isHidden)
    #expect(!shows("Retry", in: controller))
    #expect(views(UITextField.self, in: editor).first?.text == "billie")
    #expect(controller.view.headless.allSubviewsInReadingOrder.contains { $0 === editor.view })
    _ = window
  }

  @Test func aFailedLoadShowsTheErrorAndRetries() async throws {
    let controller = LoadUserProfileViewController(
      userId: 1, services: exampleServices(failingLoads: 1))
    let window = await show(controller)

    let message = "Could not load the profile: the network is unreachable."
    try await waitUntil("the error") { shows(message, in: controller) }

    try button("Retry", in: controller).sendActions(for: .touchUpInside)
    guard case .loading = controller.state else {
      Issue.record("expected loading, got \(controller.state)")
      return
    }
    try await waitUntil("the editor") { !controller.children.isEmpty }
    #expect(!shows(message, in: controller))
    _ = window
  }

  @Test func editingSavesFailsRetriesAndCancels() async throws {
    let services = exampleServices(failingSaves: 2)
    let editor = EditUserProfileViewController(
      userData: UserData(username: "old"), services: services)
    let window = await show(editor)
    let field = try #require(views(UITextField.self, in: editor).first)
    let spinner = try #require(views(UIActivityIndicatorView.self, in: editor).first)
    let message = "Could not save: the server timed out."
    #expect(field.text == "old")
    #expect(!shows(message, in: editor))

    field.text = ""
    field.insertText("new")
    try button("Save", in: editor).sendActions(for: .touchUpInside)
    #expect(spinner.isAnimating)
    guard case .saving = editor.state.editingState else {
      Issue.record("expected saving, got \(editor.state.editingState)")
      return
    }
    #expect(editor.state.data == UserData(username: "new"))

    try await waitUntil("the saving error") { shows(message, in: editor) }
    try button("Retry", in: editor).sendActions(for: .touchUpInside)
    #expect(!shows(message, in: editor))
    try await waitUntil("the second error") { shows(message, in: editor) }

    try button("Cancel", in: editor).sendActions(for: .touchUpInside)
    try await waitUntil("editing again") { !shows(message, in: editor) }
    #expect(field.text == "old")

    try button("Save", in: editor).sendActions(for: .touchUpInside)
    try await waitUntil("saved") { !spinner.isAnimating }
    #expect(editor.state.data == UserData(username: "old"))
    #expect(services.profile == UserData(username: "old"))
    _ = window
  }

  @Test func controllersAreReleasedWhenTheHierarchyDropsThem() async throws {
    let services = exampleServices()
    let window = UIWindow()
    window.makeKeyAndVisible()
    weak var weakLoader: LoadUserProfileViewController?
    weak var weakEditor: UIViewController?
    do {
      let loader = LoadUserProfileViewController(userId: 3, services: services)
      weakLoader = loader
      window.rootViewController = loader
      #expect(await transitionsEnded(in: window))
      try await waitUntil("the editor") { !loader.children.isEmpty }
      weakEditor = loader.children.first
    }
    #expect(weakLoader != nil)
    window.rootViewController = UIViewController()
    #expect(await transitionsEnded(in: window))
    // Released once the transition ended; a wait for transitions in another test (it may watch
    // every window) can hold them a moment longer.
    try await waitUntil("the loader released") { weakLoader == nil && weakEditor == nil }
    #expect(weakLoader == nil)
    #expect(weakEditor == nil)
  }
}

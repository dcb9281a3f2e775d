import TestSupport
import Testing
import VSM

/// Document 001's view controllers on the headless UIKit: each state renders as the document
/// says, user actions drive the models, and a controller is released with its hierarchy.
@MainActor
@Suite struct UserProfileViewControllerTests {
  /// Shows `controller` in a visible window, as a device would, once it has appeared.
  private func show(_ controller: UIViewController) async -> UIWindow {
    let window = UIWindow()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(await transitionsEnded(in: window))
    return window
  }

  @Test func loadingShowsTheSpinnerThenTheEditor() async throws {
    let service = UserService(mode: .manual)
    let loader = LoadUserProfileViewState.LoaderModel(userId: 7, service: service)
    let controller = LoadUserProfileViewController(state: .initialized(loader))
    let window = await show(controller)

    // viewDidAppear started the load; rendering began with the first read of the state.
    #expect(service.loadRequests.count == 1)
    #expect(controller.loadingView.isAnimating)
    #expect(controller.errorView.isHidden)

    service.loadRequests[0].reply.succeed(UserData(username: "Billie"))
    try await waitUntil("the editor") { !controller.children.isEmpty }
    let editor = try #require(controller.children.first as? EditUserProfileViewController)
    #expect(!controller.loadingView.isAnimating)
    #expect(controller.loadingView.isHidden)
    #expect(editor.usernameTextField.text == "Billie")
    #expect(editor.view.superview === controller.contentView)
    _ = window
  }

  @Test func aFailedLoadShowsTheErrorAndRetries() async throws {
    let service = UserService(mode: .manual)
    let loader = LoadUserProfileViewState.LoaderModel(userId: 1, service: service)
    let controller = LoadUserProfileViewController(state: .initialized(loader))
    let window = await show(controller)

    service.loadRequests[0].reply.fail("offline")
    try await waitUntil("the error") { !controller.errorView.isHidden }
    #expect(controller.errorLabel.text == "Could not load the profile: offline")

    controller.retryButton.sendActions(for: .touchUpInside)
    #expect(service.loadRequests.count == 2)
    service.loadRequests[1].reply.succeed(UserData(username: "again"))
    try await waitUntil("the editor") { !controller.children.isEmpty }
    #expect(controller.errorView.isHidden)
    _ = window
  }

  @Test func editingSavesFailsRetriesAndCancels() async throws {
    let service = UserService(mode: .manual)
    let editor = EditUserProfileViewController(
      userData: UserData(username: "old"), service: service)
    let window = await show(editor)
    #expect(editor.usernameTextField.text == "old")
    #expect(editor.errorView.isHidden)

    editor.usernameTextField.text = ""
    editor.usernameTextField.insertText("new")
    editor.saveButton.sendActions(for: .touchUpInside)
    #expect(editor.loadingView.isAnimating)
    #expect(service.saveRequests.last?.data == UserData(username: "new"))

    service.saveRequests[0].reply.fail("conflict")
    try await waitUntil("the saving error") { !editor.errorView.isHidden }
    #expect(editor.errorLabel.text == "Could not save: conflict")

    editor.retryButton.sendActions(for: .touchUpInside)
    #expect(service.saveRequests.count == 2)
    service.saveRequests[1].reply.fail("still conflicting")
    try await waitUntil("the second error") {
      editor.errorLabel.text == "Could not save: still conflicting"
    }

    editor.cancelButton.sendActions(for: .touchUpInside)
    try await waitUntil("editing again") { editor.errorView.isHidden }
    #expect(editor.usernameTextField.text == "old")

    editor.saveButton.sendActions(for: .touchUpInside)
    service.saveRequests[2].reply.succeed(UserData(username: "old"))
    try await waitUntil("saved") { !editor.loadingView.isAnimating }
    #expect(editor.state.data == UserData(username: "old"))
    _ = window
  }

  @Test func controllersAreReleasedWhenTheHierarchyDropsThem() async throws {
    let service = UserService(mode: .manual)
    let window = UIWindow()
    window.makeKeyAndVisible()
    weak var weakLoader: LoadUserProfileViewController?
    weak var weakEditor: UIViewController?
    do {
      let loader = LoadUserProfileViewController(
        state: .initialized(LoadUserProfileViewState.LoaderModel(userId: 3, service: service)))
      weakLoader = loader
      window.rootViewController = loader
      #expect(await transitionsEnded(in: window))
      service.loadRequests[0].reply.succeed(UserData(username: "x"))
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

import Testing
import VSM

@testable import LassoExampleApp

/// The example app's profile models (document 001's state journeys), driven through a container
/// the way its views drive them, against the app's fake services: answers after 10 ms, and the
/// loads or saves the options make fail.
@MainActor
@Suite struct ExampleProfileModelTests {
  /// A container editing `data`, saving through `services`.
  private func editing(
    _ data: UserData, with services: ExampleServices
  )
    -> StateContainer<EditUserProfileViewState>
  {
    StateContainer(
      state: EditUserProfileViewState(
        data: data,
        editingState: .editing(
          EditUserProfileViewState.EditingModel(userData: data, services: services))))
  }

  private func isLoaded(_ state: LoadUserProfileViewState) -> Bool {
    if case .loaded = state { return true }
    return false
  }

  private func isEditing(_ state: EditUserProfileViewState) -> Bool {
    if case .editing = state.editingState { return true }
    return false
  }

  @Test func loadingSucceeds() async throws {
    let services = exampleServices()
    let container = StateContainer<LoadUserProfileViewState>(
      state: .initialized(LoadUserProfileViewState.LoaderModel(userId: 7, services: services)))
    guard case .initialized(let loader) = container.state else {
      Issue.record("expected initialized")
      return
    }
    container.observe(loader.load())
    guard case .loading = container.state else {
      Issue.record("expected loading, got \(container.state)")
      return
    }
    try await waitUntil("the profile") { isLoaded(container.state) }
    guard case .loaded(let data) = container.state else { return }
    #expect(data == UserData(username: "billie"))
  }

  @Test func loadingFailsThenRetrySucceeds() async throws {
    let container = StateContainer<LoadUserProfileViewState>(
      state: .initialized(
        LoadUserProfileViewState.LoaderModel(userId: 7, services: exampleServices(failingLoads: 1)))
    )
    if case .initialized(let loader) = container.state { container.observe(loader.load()) }
    try await waitUntil("the loading error") {
      if case .loadingError = container.state { return true }
      return false
    }
    guard case .loadingError(let errorModel) = container.state else { return }
    #expect(errorModel.message == "Could not load the profile: the network is unreachable.")
    container.observe(errorModel.retry())
    guard case .loading = container.state else {
      Issue.record("expected loading, got \(container.state)")
      return
    }
    try await waitUntil("the profile") { isLoaded(container.state) }
    guard case .loaded(let data) = container.state else { return }
    #expect(data.username == "billie")
  }

  @Test func theLoadedStatesArriveOnTheMainActor() async throws {
    let container = StateContainer<LoadUserProfileViewState>(
      state: .initialized(
        LoadUserProfileViewState.LoaderModel(userId: 3, services: exampleServices())))
    let states = Recorder<Bool>()
    container.didSetPublisher.sink { _ in states.record(true) }
      .store(in: &states.cancellables)
    if case .initialized(let loader) = container.state { container.observe(loader.load()) }
    try await waitUntil("the profile") { isLoaded(container.state) }
    #expect(states.values.count == 3, "initialized, loading, loaded")
    #expect(states.offMain == 0)
  }

  @Test func savingSucceeds() async throws {
    let services = exampleServices()
    let ada = UserData(username: "ada")
    let container = editing(ada, with: services)
    guard case .editing(let editingModel) = container.state.editingState else {
      Issue.record("expected editing")
      return
    }
    container.observe(editingModel.save(username: "grace"))
    guard case .saving = container.state.editingState else {
      Issue.record("expected saving, got \(container.state.editingState)")
      return
    }
    try await waitUntil("saved") { isEditing(container.state) }
    #expect(container.state.data.username == "grace")
    #expect(services.profile == UserData(username: "grace"))
  }

  @Test func savingFailsThenRetrySucceeds() async throws {
    let services = exampleServices(failingSaves: 1)
    let ada = UserData(username: "ada")
    let container = editing(ada, with: services)
    if case .editing(let model) = container.state.editingState {
      container.observe(model.save(username: "grace"))
    }
    try await waitUntil("the saving error") {
      if case .savingError = container.state.editingState { return true }
      return false
    }
    guard case .savingError(let errorModel) = container.state.editingState else { return }
    #expect(errorModel.message == "Could not save: the server timed out.")
    #expect(services.profile == UserData(username: "billie"))
    container.observe(errorModel.retry())
    guard case .saving = container.state.editingState else {
      Issue.record("expected saving, got \(container.state.editingState)")
      return
    }
    try await waitUntil("saved") { isEditing(container.state) }
    #expect(container.state.data.username == "grace")
    #expect(services.profile == UserData(username: "grace"))
  }

  @Test func savingFailsThenCancelRestoresTheOriginal() async throws {
    let ada = UserData(username: "ada")
    let container = editing(ada, with: exampleServices(failingSaves: 1))
    if case .editing(let model) = container.state.editingState {
      container.observe(model.save(username: "grace"))
    }
    try await waitUntil("the saving error") {
      if case .savingError = container.state.editingState { return true }
      return false
    }
    guard case .savingError(let errorModel) = container.state.editingState else { return }
    container.observe(errorModel.cancel())
    #expect(container.state.data == ada)
    #expect(isEditing(container.state))
  }

  @Test func aSecondSaveSupersedesTheFirst() async throws {
    let ada = UserData(username: "ada")
    let model = EditUserProfileViewState.EditingModel(userData: ada, services: exampleServices())
    let container = StateContainer(
      state: EditUserProfileViewState(data: ada, editingState: .editing(model)))
    let applied = Recorder<String>()
    container.didSetPublisher.dropFirst().sink { applied.record($0.data.username) }
      .store(in: &applied.cancellables)
    container.observe(model.save(username: "first"))
    container.observe(model.save(username: "second"))
    try await waitUntil("saved") { isEditing(container.state) }
    #expect(container.state.data.username == "second")
    // The first save's answer came first and was ignored: only its `saving` state was applied.
    #expect(applied.values == ["first", "second", "second"])
  }
}

/// The example app's fake services, answering after 10 ms; the first loads or saves fail as
/// asked.
@MainActor
func exampleServices(failingLoads: Int = 0, failingSaves: Int = 0) -> ExampleServices {
  ExampleServices(
    options: ExampleOptions(fast: true, failingLoads: failingLoads, failingSaves: failingSaves))
}

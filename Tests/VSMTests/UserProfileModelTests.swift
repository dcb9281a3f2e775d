import Testing
import VSM

/// The document's state journeys, driven through a container the way its views drive them.
@MainActor
@Suite struct UserProfileModelTests {
  @Test func loadingSucceeds() {
    let service = UserService(mode: .manual)
    let container = StateContainer<LoadUserProfileViewState>(
      state: .initialized(LoadUserProfileViewState.LoaderModel(userId: 7, service: service)))
    guard case .initialized(let loader) = container.state else {
      Issue.record("expected initialized")
      return
    }
    container.observe(loader.load())
    guard case .loading = container.state else {
      Issue.record("expected loading, got \(container.state)")
      return
    }
    #expect(service.loadRequests.map(\.userId) == [7])
    service.loadRequests[0].reply.succeed(UserData(username: "ada"))
    guard case .loaded(let data) = container.state else {
      Issue.record("expected loaded, got \(container.state)")
      return
    }
    #expect(data == UserData(username: "ada"))
  }

  @Test func loadingFailsThenRetrySucceeds() {
    let service = UserService(mode: .manual)
    let container = StateContainer<LoadUserProfileViewState>(
      state: .initialized(LoadUserProfileViewState.LoaderModel(userId: 7, service: service)))
    if case .initialized(let loader) = container.state { container.observe(loader.load()) }
    service.loadRequests[0].reply.fail("offline")
    guard case .loadingError(let errorModel) = container.state else {
      Issue.record("expected loadingError, got \(container.state)")
      return
    }
    #expect(errorModel.message == "Could not load the profile: offline")
    container.observe(errorModel.retry())
    guard case .loading = container.state else {
      Issue.record("expected loading, got \(container.state)")
      return
    }
    service.loadRequests[1].reply.succeed(UserData(username: "ada"))
    guard case .loaded(let data) = container.state else {
      Issue.record("expected loaded, got \(container.state)")
      return
    }
    #expect(data.username == "ada")
  }

  @Test func loadingFromTheBackgroundArrivesOnTheMainActor() async throws {
    let container = StateContainer<LoadUserProfileViewState>(
      state: .initialized(LoadUserProfileViewState.LoaderModel(userId: 3)))
    let offMain = Recorder<Bool>()
    container.didSetPublisher.sink { _ in offMain.record(!MainQueue.isCurrent) }
      .store(in: &offMain.cancellables)
    if case .initialized(let loader) = container.state { container.observe(loader.load()) }
    try await waitUntil {
      if case .loaded(let data) = container.state { return data.username == "user3" }
      return false
    }
    #expect(offMain.values.allSatisfy { !$0 })
  }

  @Test func savingSucceeds() {
    let service = UserService(mode: .manual)
    let ada = UserData(username: "ada")
    let container = StateContainer(
      state: EditUserProfileViewState(
        data: ada,
        editingState: .editing(
          EditUserProfileViewState.EditingModel(userData: ada, service: service))
      ))
    guard case .editing(let editingModel) = container.state.editingState else {
      Issue.record("expected editing")
      return
    }
    container.observe(editingModel.save(username: "grace"))
    guard case .saving = container.state.editingState else {
      Issue.record("expected saving, got \(container.state.editingState)")
      return
    }
    #expect(service.saveRequests.map(\.data) == [UserData(username: "grace")])
    service.saveRequests[0].reply.succeed(UserData(username: "grace"))
    guard case .editing = container.state.editingState else {
      Issue.record("expected editing, got \(container.state.editingState)")
      return
    }
    #expect(container.state.data.username == "grace")
  }

  @Test func savingFailsThenRetrySucceeds() {
    let service = UserService(mode: .manual)
    let ada = UserData(username: "ada")
    let container = StateContainer(
      state: EditUserProfileViewState(
        data: ada,
        editingState: .editing(
          EditUserProfileViewState.EditingModel(userData: ada, service: service))
      ))
    if case .editing(let model) = container.state.editingState {
      container.observe(model.save(username: "grace"))
    }
    service.saveRequests[0].reply.fail("conflict")
    guard case .savingError(let errorModel) = container.state.editingState else {
      Issue.record("expected savingError, got \(container.state.editingState)")
      return
    }
    #expect(errorModel.message == "Could not save: conflict")
    container.observe(errorModel.retry())
    guard case .saving = container.state.editingState else {
      Issue.record("expected saving, got \(container.state.editingState)")
      return
    }
    #expect(service.saveRequests.map(\.data.username) == ["grace", "grace"])
    service.saveRequests[1].reply.succeed(UserData(username: "grace"))
    #expect(container.state.data.username == "grace")
    guard case .editing = container.state.editingState else {
      Issue.record("expected editing, got \(container.state.editingState)")
      return
    }
  }

  @Test func savingFailsThenCancelRestoresTheOriginal() {
    let service = UserService(mode: .manual)
    let ada = UserData(username: "ada")
    let container = StateContainer(
      state: EditUserProfileViewState(
        data: ada,
        editingState: .editing(
          EditUserProfileViewState.EditingModel(userData: ada, service: service))
      ))
    if case .editing(let model) = container.state.editingState {
      container.observe(model.save(username: "grace"))
    }
    service.saveRequests[0].reply.fail("conflict")
    guard case .savingError(let errorModel) = container.state.editingState else {
      Issue.record("expected savingError, got \(container.state.editingState)")
      return
    }
    container.observe(errorModel.cancel())
    #expect(container.state.data == ada)
    guard case .editing = container.state.editingState else {
      Issue.record("expected editing, got \(container.state.editingState)")
      return
    }
  }

  @Test func aSecondSaveSupersedesTheFirst() {
    let service = UserService(mode: .manual)
    let ada = UserData(username: "ada")
    let model = EditUserProfileViewState.EditingModel(userData: ada, service: service)
    let container = StateContainer(
      state: EditUserProfileViewState(data: ada, editingState: .editing(model)))
    container.observe(model.save(username: "first"))
    container.observe(model.save(username: "second"))
    service.saveRequests[1].reply.succeed(UserData(username: "second"))
    service.saveRequests[0].reply.succeed(UserData(username: "first"))
    #expect(container.state.data.username == "second")
  }
}

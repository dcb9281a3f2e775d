import VSM

// The models behind the profile's view states: each action returns the states it goes through.

extension LoadUserProfileViewState {
  /// Loads the profile: `loading`, then `loaded` or `loadingError`.
  struct LoaderModel: LoaderModeling {
    let userId: Int
    let services: ExampleServices

    func load() -> AnyPublisher<LoadUserProfileViewState, Never> {
      let loader = self
      return services.loadProfile(userId: userId)
        .map { LoadUserProfileViewState.loaded($0) }
        .catch { error in
          Just(
            LoadUserProfileViewState.loadingError(
              LoadingErrorModel(
                message: "Could not load the profile: \(error.reason).", loader: loader)))
        }
        .prepend(.loading)
        .eraseToAnyPublisher()
    }
  }

  /// A failed load; retrying loads again.
  struct LoadingErrorModel: LoadingErrorModeling {
    let message: String
    let loader: LoaderModel

    func retry() -> AnyPublisher<LoadUserProfileViewState, Never> {
      loader.load()
    }
  }
}

extension EditUserProfileViewState {
  /// Editing: saving goes through `saving` to `editing` (saved) or `savingError`.
  struct EditingModel: EditingModeling {
    let userData: UserData
    let services: ExampleServices

    func save(username: String) -> AnyPublisher<EditUserProfileViewState, Never> {
      let original = userData
      let services = services
      let edited = UserData(username: username)
      return services.saveProfile(edited)
        .map { saved in
          EditUserProfileViewState(
            data: saved,
            editingState: .editing(EditingModel(userData: saved, services: services)))
        }
        .catch { error in
          Just(
            EditUserProfileViewState(
              data: edited,
              editingState: .savingError(
                ErrorModel(
                  message: "Could not save: \(error.reason).", original: original,
                  edited: edited, services: services))))
        }
        .prepend(EditUserProfileViewState(data: edited, editingState: .saving))
        .eraseToAnyPublisher()
    }
  }

  /// A failed save: retry it, or cancel back to the saved data.
  struct ErrorModel: SavingErrorModeling {
    let message: String
    let original: UserData
    let edited: UserData
    let services: ExampleServices

    func retry() -> AnyPublisher<EditUserProfileViewState, Never> {
      EditingModel(userData: original, services: services).save(username: edited.username)
    }

    func cancel() -> AnyPublisher<EditUserProfileViewState, Never> {
      Just(
        EditUserProfileViewState(
          data: original,
          editingState: .editing(EditingModel(userData: original, services: services)))
      ).eraseToAnyPublisher()
    }
  }
}

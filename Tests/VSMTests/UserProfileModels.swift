import Dispatch
import VSM

// The view states and models of document 001 ("Building the View in VSM - UIKit"), as written,
// with the models' implementations the document leaves to the reader. Two corrections where the
// document's code is not valid Swift: a protocol declares `var message: String { get }` (the
// document writes `let message: String`), and `EditingModel`/`ErrorModel` are the concrete models
// conforming to `EditingModeling`/`SavingErrorModeling`.

struct UserData: Equatable {
  var username: String
}

enum LoadUserProfileViewState {
  case initialized(LoaderModeling)
  case loading
  case loadingError(LoadingErrorModeling)
  case loaded(UserData)
}

protocol LoaderModeling {
  func load() -> AnyPublisher<LoadUserProfileViewState, Never>
}

protocol LoadingErrorModeling {
  var message: String { get }
  func retry() -> AnyPublisher<LoadUserProfileViewState, Never>
}

struct EditUserProfileViewState {
  var data: UserData
  var editingState: EditingState

  enum EditingState {
    case editing(EditingModel)
    case saving
    case savingError(ErrorModel)
  }
}

protocol EditingModeling {
  func save(username: String) -> AnyPublisher<EditUserProfileViewState, Never>
}

protocol SavingErrorModeling {
  var message: String { get }
  func retry() -> AnyPublisher<EditUserProfileViewState, Never>
  func cancel() -> AnyPublisher<EditUserProfileViewState, Never>
}

// MARK: - A user service the tests answer

struct ServiceError: Error, Equatable {
  var reason: String
}

/// The user repository: answers at once from a background thread, or leaves each request
/// pending until the test answers it.
final class UserService {
  enum Mode {
    case automatic
    case manual
  }

  var mode: Mode
  private(set) var loadRequests:
    [(userId: Int, reply: PassthroughSubject<UserData, ServiceError>)] =
      []
  private(set) var saveRequests:
    [(data: UserData, reply: PassthroughSubject<UserData, ServiceError>)] =
      []

  init(mode: Mode = .automatic) {
    self.mode = mode
  }

  func load(userId: Int) -> AnyPublisher<UserData, ServiceError> {
    switch mode {
    case .automatic:
      return fromBackground(UserData(username: "user\(userId)"))
    case .manual:
      let reply = PassthroughSubject<UserData, ServiceError>()
      loadRequests.append((userId, reply))
      return reply.eraseToAnyPublisher()
    }
  }

  func save(_ data: UserData) -> AnyPublisher<UserData, ServiceError> {
    switch mode {
    case .automatic:
      return fromBackground(data)
    case .manual:
      let reply = PassthroughSubject<UserData, ServiceError>()
      saveRequests.append((data, reply))
      return reply.eraseToAnyPublisher()
    }
  }

  private func fromBackground(_ data: UserData) -> AnyPublisher<UserData, ServiceError> {
    publishedInBackground([data]).setFailureType(to: ServiceError.self).eraseToAnyPublisher()
  }
}

extension PassthroughSubject where Output == UserData, Failure == ServiceError {
  /// Answers a request with the user's data.
  func succeed(_ data: UserData) {
    send(data)
    send(completion: .finished)
  }

  /// Answers a request with an error.
  func fail(_ reason: String) {
    send(completion: .failure(ServiceError(reason: reason)))
  }
}

// MARK: - Loading models

extension LoadUserProfileViewState {
  struct LoaderModel: LoaderModeling {
    let userId: Int
    let service: UserService

    init(userId: Int, service: UserService = UserService()) {
      self.userId = userId
      self.service = service
    }

    func load() -> AnyPublisher<LoadUserProfileViewState, Never> {
      let loader = self
      return service.load(userId: userId)
        .map { LoadUserProfileViewState.loaded($0) }
        .catch { error in
          Just(
            LoadUserProfileViewState.loadingError(
              LoadingErrorModel(
                message: "Could not load the profile: \(error.reason)", loader: loader)))
        }
        .prepend(.loading)
        .eraseToAnyPublisher()
    }
  }

  struct LoadingErrorModel: LoadingErrorModeling {
    let message: String
    let loader: LoaderModel

    func retry() -> AnyPublisher<LoadUserProfileViewState, Never> {
      loader.load()
    }
  }
}

// MARK: - Editing models

extension EditUserProfileViewState {
  struct EditingModel: EditingModeling {
    let userData: UserData
    let service: UserService

    init(userData: UserData, service: UserService = UserService()) {
      self.userData = userData
      self.service = service
    }

    func save(username: String) -> AnyPublisher<EditUserProfileViewState, Never> {
      let original = userData
      let service = service
      let edited = UserData(username: username)
      return service.save(edited)
        .map { saved in
          EditUserProfileViewState(
            data: saved, editingState: .editing(EditingModel(userData: saved, service: service)))
        }
        .catch { error in
          Just(
            EditUserProfileViewState(
              data: edited,
              editingState: .savingError(
                ErrorModel(
                  message: "Could not save: \(error.reason)", original: original, edited: edited,
                  service: service))))
        }
        .prepend(EditUserProfileViewState(data: edited, editingState: .saving))
        .eraseToAnyPublisher()
    }
  }

  struct ErrorModel: SavingErrorModeling {
    let message: String
    let original: UserData
    let edited: UserData
    let service: UserService

    func retry() -> AnyPublisher<EditUserProfileViewState, Never> {
      EditingModel(userData: original, service: service).save(username: edited.username)
    }

    func cancel() -> AnyPublisher<EditUserProfileViewState, Never> {
      Just(
        EditUserProfileViewState(
          data: original,
          editingState: .editing(EditingModel(userData: original, service: service)))
      ).eraseToAnyPublisher()
    }
  }
}

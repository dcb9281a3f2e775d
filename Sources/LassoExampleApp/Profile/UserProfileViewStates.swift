import VSM

// The view states of "Building the View in VSM - UIKit" (document 001), as written there, with
// two corrections where the document's code is not valid Swift: protocols declare
// `var message: String { get }`, and the models are main-actor types (the services are).

/// A user's profile data.
public struct UserData: Equatable, Sendable {
  /// The user's name.
  public var username: String

  /// Profile data with `username`.
  public init(username: String) {
    self.username = username
  }
}

enum LoadUserProfileViewState {
  case initialized(LoaderModeling)
  case loading
  case loadingError(LoadingErrorModeling)
  case loaded(UserData)
}

@MainActor
protocol LoaderModeling {
  func load() -> AnyPublisher<LoadUserProfileViewState, Never>
}

@MainActor
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

@MainActor
protocol EditingModeling {
  func save(username: String) -> AnyPublisher<EditUserProfileViewState, Never>
}

@MainActor
protocol SavingErrorModeling {
  var message: String { get }
  func retry() -> AnyPublisher<EditUserProfileViewState, Never>
  func cancel() -> AnyPublisher<EditUserProfileViewState, Never>
}

import Foundation
import Lasso
import VSM

/// How the example's fake services behave: their delays, and which calls fail.
public struct ExampleOptions: Sendable, Equatable {
  /// Shortens every service delay to a few milliseconds (for scripts and tests).
  public var fast: Bool
  /// How many profile loads fail before one succeeds.
  public var failingLoads: Int
  /// How many profile saves fail before one succeeds.
  public var failingSaves: Int
  /// How long every call takes, overriding both the realistic delays and `fast`: a test that
  /// checks a screen's in-between state (a spinner, "Saving…") gives itself a wide window.
  public var callDuration: Duration?

  /// Options with realistic delays and no failures by default.
  public init(
    fast: Bool = false, failingLoads: Int = 0, failingSaves: Int = 0,
    callDuration: Duration? = nil
  ) {
    self.fast = fast
    self.failingLoads = failingLoads
    self.failingSaves = failingSaves
    self.callDuration = callDuration
  }
}

/// The example's in-process fake back end: logins, user profiles. Each call answers after a
/// delay (about a second, or 10 ms when fast) on the main actor.
@MainActor
public final class ExampleServices {
  /// The options the services follow.
  public let options: ExampleOptions
  /// Loads still to fail.
  private var loadsToFail: Int
  /// Saves still to fail.
  private var savesToFail: Int
  /// The stored profile: what a load returns, what a save changes.
  public private(set) var profile = UserData(username: "billie")

  /// The password every user logs in with.
  public static let password = "lasso"

  /// Services following `options`.
  public init(options: ExampleOptions = ExampleOptions()) {
    self.options = options
    loadsToFail = options.failingLoads
    savesToFail = options.failingSaves
  }

  /// How long a call takes: the options' `callDuration`, else `normal`, or 10 ms when fast.
  func delay(_ normal: Duration) -> Duration {
    options.callDuration ?? (options.fast ? .milliseconds(10) : normal)
  }

  /// Checks a login after a delay: any non-empty username with the password ``password``.
  func login(
    _ username: String, _ password: String, completion: @escaping @MainActor (Bool) -> Void
  ) {
    let delay = delay(.milliseconds(800))
    Task { @MainActor in
      try? await Task.sleep(for: delay)
      completion(!username.isEmpty && password == Self.password)
    }
  }

  /// The user's profile, after a delay; fails while loads are set to fail.
  func loadProfile(userId: Int) -> AnyPublisher<UserData, ServiceError> {
    let fails = loadsToFail > 0
    if fails { loadsToFail -= 1 }
    return answer(
      fails ? .failure(ServiceError(reason: "the network is unreachable")) : .success(profile),
      after: delay(.milliseconds(1200)))
  }

  /// Saves the profile after a delay; fails while saves are set to fail.
  func saveProfile(_ data: UserData) -> AnyPublisher<UserData, ServiceError> {
    let fails = savesToFail > 0
    if fails { savesToFail -= 1 } else { profile = data }
    return answer(
      fails ? .failure(ServiceError(reason: "the server timed out")) : .success(data),
      after: delay(.milliseconds(1000)))
  }

  /// A publisher that sends `result` after `delay`, on the main actor.
  private func answer(
    _ result: Result<UserData, ServiceError>, after delay: Duration
  ) -> AnyPublisher<UserData, ServiceError> {
    let subject = PassthroughSubject<UserData, ServiceError>()
    Task { @MainActor in
      try? await Task.sleep(for: delay)
      switch result {
      case .success(let data):
        subject.send(data)
        subject.send(completion: .finished)
      case .failure(let error):
        subject.send(completion: .failure(error))
      }
    }
    return subject.eraseToAnyPublisher()
  }
}

/// An error from the fake back end.
public struct ServiceError: Error, Equatable, Sendable {
  /// Why the call failed.
  public var reason: String
}

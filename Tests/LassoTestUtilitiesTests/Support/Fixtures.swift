import Lasso

/// A login screen's store: logs in through an injected service, in a store task.
enum LoginModule: StoreModule {
  enum Action: Equatable, Sendable {
    case didUpdateUsername(String)
    case didTapLogin
    case didTapHelp
  }

  struct State: Equatable {
    var username = ""
    var isLoading = false
    var error: String?
  }

  enum Output: Equatable {
    case userDidLogin
    case showHelp
  }
}

final class LoginStore: LassoStore<LoginModule> {
  /// The login service; tests replace it.
  var logIn: @MainActor (String) async -> Bool = { _ in true }

  override func handleAction(_ action: Action) {
    switch action {

    case .didUpdateUsername(let username):
      update { $0.username = username }

    case .didTapLogin:
      update {
        $0.isLoading = true
        $0.error = nil
      }
      let logIn = self.logIn
      let username = state.username
      task { [weak self] in
        let succeeded = await logIn(username)
        guard let self else { return }
        update {
          $0.isLoading = false
          $0.error = succeeded ? nil : "Invalid login"
        }
        if succeeded { dispatchOutput(.userDidLogin) }
      }

    case .didTapHelp:
      dispatchOutput(.showHelp)
    }
  }
}

/// A store that ticks once a second on an injected clock and stops after three ticks.
enum TimerModule: StoreModule {
  enum Action: Equatable {
    case start
    case stop
  }

  struct State: Equatable {
    var ticks = 0
    var isRunning = false
  }

  enum Output: Equatable {
    case didFinish
  }
}

final class TimerStore: LassoStore<TimerModule> {
  var clock: any Clock<Duration> = ContinuousClock()
  private var timer: Task<Void, Never>?

  override func handleAction(_ action: Action) {
    switch action {

    case .start:
      update { $0.isRunning = true }
      let clock = self.clock
      timer = task { [weak self] in
        while true {
          do { try await clock.sleep(for: .seconds(1)) } catch { return }
          guard let self else { return }
          update { $0.ticks += 1 }
          if state.ticks == 3 {
            update { $0.isRunning = false }
            dispatchOutput(.didFinish)
            return
          }
        }
      }

    case .stop:
      timer?.cancel()
      update { $0.isRunning = false }
    }
  }
}

/// A search field that waits 300 ms after the last keystroke before searching.
enum SearchModule: StoreModule {
  enum Action: Equatable {
    case didType(String)
  }

  struct State: Equatable {
    var query = ""
    var results: [String] = []
  }
}

final class SearchStore: LassoStore<SearchModule> {
  var clock: any Clock<Duration> = ContinuousClock()
  var search: @MainActor (String) async -> [String] = { [$0.uppercased()] }
  private var pending: Task<Void, Never>?

  override func handleAction(_ action: Action) {
    switch action {

    case .didType(let query):
      update { $0.query = query }
      pending?.cancel()
      let clock = self.clock
      let search = self.search
      pending = task { [weak self] in
        do { try await clock.sleep(for: .milliseconds(300)) } catch { return }
        let results = await search(query)
        self?.update { $0.results = results }
      }
    }
  }
}

/// A counter with no asynchronous work, for the synchronous utilities.
enum CounterModule: StoreModule {
  enum Action: Equatable {
    case increment
    case incrementTwice
    case noop
    case finish
  }

  struct State: Equatable {
    var count = 0
    var title = "Counter"
  }

  enum Output: Equatable {
    case didFinish(Int)
  }
}

final class CounterStore: LassoStore<CounterModule> {
  override func handleAction(_ action: Action) {
    switch action {

    case .increment:
      update { $0.count += 1 }

    case .incrementTwice:
      update { $0.count += 1 }
      update { $0.count += 1 }

    case .noop:
      update()

    case .finish:
      dispatchOutput(.didFinish(state.count))
    }
  }
}

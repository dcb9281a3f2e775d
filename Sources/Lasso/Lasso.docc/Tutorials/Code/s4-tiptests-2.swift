import Testing
import VSM

@testable import Water

@MainActor @Suite struct TipViewStateTests {

  @Test func loadingGoesThroughLoadingToTheTip() async throws {
    // Given a loader whose service has a tip
    let loader = TipLoaderModel(service: FixedTipService(tip: "Drink before you are thirsty."))
    // When it loads
    var states = loader.load()
    // Then the screen shows "loading", then the tip
    guard case .loading = try await states.next() else {
      Issue.record("expected the loading state first")
      return
    }
    guard case .loaded(let tip) = try await states.next() else {
      Issue.record("expected the loaded state next")
      return
    }
    #expect(tip == "Drink before you are thirsty.")
    #expect(try await states.next() == nil)
  }

  @Test func aFailedLoadOffersARetry() async throws {
    // Given a service that fails
    let loader = TipLoaderModel(service: FixedTipService(fails: true))
    // When it loads
    var states = loader.load()
    _ = try await states.next()
    // Then the error state says so, and its retry loads again
    guard case .loadingError(let error) = try await states.next() else {
      Issue.record("expected the error state")
      return
    }
    #expect(error.message == "Could not load a tip.")
    var retried = error.retry()
    guard case .loading = try await retried.next() else {
      Issue.record("expected the retry to load again")
      return
    }
  }

  @Test func aStateContainerTakesEachStateInTurn() async throws {
    // Given the container a view renders from (`$state` is one), in its first state
    let loader = TipLoaderModel(service: FixedTipService(tip: "Drink before you are thirsty."))
    let container = StateContainer<TipViewState>(state: .initialized(loader))
    var published = 0
    let subscription = container.didSetPublisher.sink { _ in published += 1 }
    // When it takes the loader's states, one by one, as `$state.observe(loader.load())` does
    for try await state in loader.load() {
      container.observe(state)
    }
    // Then it published the first state, "loading" and the tip, and now holds the tip
    #expect(published == 3)
    guard case .loaded(let tip) = container.state else {
      Issue.record("expected the container to hold the tip")
      return
    }
    #expect(tip == "Drink before you are thirsty.")
    subscription.cancel()
  }
}

import Testing
import VSM

@MainActor
@Suite struct StateSequenceTests {
  @Test func observingAStateSequenceAppliesEachStateInOrder() async throws {
    let container = StateContainer<Counter>(state: .idle)
    let recorder = Recorder<Counter>()
    container.didSetPublisher.dropFirst().sink { recorder.record($0) }
      .store(in: &recorder.cancellables)
    container.observe(
      StateSequence(
        { .count(1) },
        {
          await Task.yield()
          return .done("loaded")
        }))
    try await waitUntil { container.state == .done("loaded") }
    #expect(recorder.values == [.count(1), .done("loaded")])
  }

  @Test func aSupersededStateSequenceStopsMakingStates() async throws {
    let container = StateContainer<Counter>(state: .idle)
    var made: [String] = []
    let (gate, open) = AsyncStream<Void>.makeStream()
    container.observe(
      StateSequence(
        {
          made.append("first")
          for await _ in gate {}
          made.append("first returned")
          return .count(1)
        },
        {
          made.append("second")
          return .done("stale")
        }))
    try await waitUntil { made == ["first"] }
    container.observe(.done("fresh"))
    open.finish()
    try await waitUntil { made.count == 2 }
    // The sequence is not asked for a second state: give a wrong one every chance to show.
    for _ in 0..<20 { await Task.yield() }
    #expect(made == ["first", "first returned"])
    #expect(container.state == .done("fresh"))
  }

  @Test func theContainerIsAnObservableObject() {
    let container = StateContainer<Counter>(state: .idle)
    var held: [Counter] = []
    let subscription = container.objectWillChange.sink { _ in held.append(container.state) }
    container.observe(.count(1))
    container.observe(.count(2))
    #expect(held == [.idle, .count(1)])
    subscription.cancel()
  }
}

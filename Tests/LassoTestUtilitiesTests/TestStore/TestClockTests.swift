import LassoTestUtilities
import Testing

@MainActor
@Suite struct TestClockTests {
  @Test func timeMovesOnlyWhenAdvanced() async {
    let clock = TestClock()
    #expect(clock.now == .init())
    await clock.advance(by: .seconds(2))
    #expect(clock.now.offset == .seconds(2))
    await clock.advance(to: .init(offset: .seconds(5)))
    #expect(clock.now.offset == .seconds(5))
    #expect(clock.now.duration(to: .init(offset: .seconds(7))) == .seconds(2))
  }

  @Test func aPastDeadlineDoesNotSuspend() async throws {
    let clock = TestClock()
    await clock.advance(by: .seconds(1))
    try await clock.sleep(until: .init(offset: .seconds(1)))
    #expect(clock.sleeperCount == 0)
  }

  @Test func runAdvancesTimersToCompletion() async {
    let clock = TestClock()
    let store = LassoTestStore<TimerStore>(initialState: .init()) { $0.clock = clock }
    store.send(.start) { $0.isRunning = true }
    await clock.run()
    await store.receive(.didFinish) {
      $0.ticks = 3
      $0.isRunning = false
    }
    #expect(clock.now.offset == .seconds(3))
    await store.finish()
  }

  @Test func cancellingASleeperEndsItsSleepAtOnce() async {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(10)) }
    while clock.sleeperCount == 0 { await Task.yield() }
    sleeper.cancel()
    let result = await sleeper.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.sleeperCount == 0)
  }

  @Test func sleepersOutsideStoresAreWokenInDeadlineOrder() async {
    let clock = TestClock()
    let order = Order()
    let late = Task {
      try? await clock.sleep(for: .seconds(2))
      await order.append(2)
    }
    let early = Task {
      try? await clock.sleep(for: .seconds(1))
      await order.append(1)
    }
    while clock.sleeperCount < 2 { await Task.yield() }
    await clock.advance(by: .seconds(1))
    await early.value
    #expect(await order.values == [1])
    await clock.advance(by: .seconds(1))
    await late.value
    #expect(await order.values == [1, 2])
  }
}

private actor Order {
  var values: [Int] = []
  func append(_ value: Int) { values.append(value) }
}

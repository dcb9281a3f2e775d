import Dispatch
import Foundation
import Lasso
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/Types/Types.swift: the default types, the protocols of state,
// actions and outputs, and `executeOnMainThread`, as the original's users write them.

private enum TallyModule: StoreModule {
  enum Action: Equatable { case add(Int) }
  struct State: Equatable { var total = 0 }
  enum Output: Equatable { case didPassTen }
}

private final class TallyStore: LassoStore<TallyModule> {
  override func handleAction(_ action: Action) {
    switch action {
    case .add(let amount):
      update { $0.total += amount }
      if state.total > 10 { dispatchOutput(.didPassTen) }
    }
  }
}

/// A state that is not `Equatable`: the protocol's requirements observe every update.
private struct Reading {
  var celsius: Double
}

private enum ThermometerModule: StoreModule {
  enum Action { case reread }
  struct State { var reading = Reading(celsius: 20) }
}

private final class ThermometerStore: LassoStore<ThermometerModule> {
  override func handleAction(_ action: Action) {
    update { _ in }
  }
}

// covers: - :: protocol ActionDispatchable: AnyObject
private final class CommandLog: ActionDispatchable {
  // covers: ActionDispatchable :: associatedtype Action
  typealias Action = String
  var commands: [String] = []
  // covers: ActionDispatchable :: func dispatchAction(_ action: Action)
  func dispatchAction(_ action: String) { commands.append(action) }
}

// covers: - :: protocol OutputObservable: AnyObject
private final class Ticker: OutputObservable {
  // covers: OutputObservable :: associatedtype Output
  typealias Output = Int
  private var observers: [(Int) -> Void] = []
  // covers: OutputObservable :: func observeOutput(_ observer: (Output) -> Void)
  func observeOutput(_ observer: @escaping (Int) -> Void) { observers.append(observer) }
  func tick(_ value: Int) { observers.forEach { $0(value) } }
}

private final class Log<Entry> {
  var entries: [Entry] = []
}

/// A log that another thread may hand to the main actor.
@MainActor private final class MainActorLog {
  var entries: [String] = []
}

// Generic code over the original's protocols, as an app's helpers write it.

// covers: - :: protocol StateObservable: AnyObject
@MainActor private func currentState<Source: StateObservable>(of source: Source) -> Source.State {
  // covers: StateObservable :: var state: State
  return source.state
}

// covers: StateObservable :: associatedtype State
@MainActor private func watchStates<Source: StateObservable>(
  of source: Source, into log: Log<(Source.State?, Source.State)>
) {
  // covers: StateObservable :: func observeState(handler: (_ oldValue: State?, _ newValue: State) -> Void)
  source.observeState(handler: { oldValue, newValue in log.entries.append((oldValue, newValue)) })
}

@MainActor private func watchValue<Source: StateObservable, Value>(
  _ keyPath: WritableKeyPath<Source.State, Value>, of source: Source, into log: Log<Value>
) {
  // covers: StateObservable :: func observeState<Value>(_ keyPath: WritableKeyPath<State, Value>, handler: (_ oldValue: Value?, _ newValue: Value) -> Void)
  source.observeState(keyPath) { _, newValue in log.entries.append(newValue) }
}

@MainActor private func send<Target: ActionDispatchable>(
  _ actions: [Target.Action], to target: Target
) {
  for action in actions { target.dispatchAction(action) }
}

@MainActor private func collectOutputs<Source: OutputObservable>(
  of source: Source, into log: Log<Source.Output>
) {
  source.observeOutput { log.entries.append($0) }
}

@MainActor
final class TypesSwiftCallSites: XCTestCase {
  func testDefaultTypes() async throws {
    // covers: - :: enum NoAction: Equatable
    let noActions: [NoAction] = []
    XCTAssertEqual(noActions, [])
    // covers: - :: enum NoOutput: Equatable
    let noOutputs: [NoOutput] = []
    XCTAssertEqual(noOutputs, [])
    // covers: - :: struct EmptyState: Equatable
    let empty: EmptyState = EmptyState()
    // covers: EmptyState :: init()
    XCTAssertEqual(empty, EmptyState())
    // A store of the default types is made without arguments and has the empty state.
    let store = LassoStore<EmptyModule>()
    XCTAssertEqual(store.state, EmptyState())
  }

  func testActionDispatchableConformerTakesActions() async throws {
    let log = CommandLog()
    send(["open", "close"], to: log)
    XCTAssertEqual(log.commands, ["open", "close"])
    // A store is one too: its actions reach `handleAction(_:)`.
    let store = TallyStore(with: .init())
    send([.add(2), .add(3)], to: store)
    XCTAssertEqual(store.state.total, 5)
  }

  func testOutputObservableConformerEmits() async throws {
    let ticker = Ticker()
    let ticks = Log<Int>()
    collectOutputs(of: ticker, into: ticks)
    ticker.tick(1)
    ticker.tick(2)
    XCTAssertEqual(ticks.entries, [1, 2])
    let store = TallyStore(with: .init(total: 10))
    let outputs = Log<TallyModule.Output>()
    collectOutputs(of: store, into: outputs)
    store.dispatchAction(.add(1))
    XCTAssertEqual(outputs.entries, [.didPassTen])
  }

  func testStateObservableInGenericCode() async throws {
    let store = ThermometerStore(with: .init())
    XCTAssertEqual(currentState(of: store).reading.celsius, 20)
    let states = Log<(ThermometerModule.State?, ThermometerModule.State)>()
    watchStates(of: store, into: states)
    // The current state at once, with no old value, then each update's (the state is not
    // `Equatable`, so an update that changes nothing is seen too).
    store.dispatchAction(.reread)
    XCTAssertEqual(states.entries.count, 2)
    XCTAssertNil(states.entries.first?.0)
    XCTAssertEqual(states.entries.last?.0?.reading.celsius, 20)

    let readings = Log<Reading>()
    watchValue(\.reading, of: store, into: readings)
    store.dispatchAction(.reread)
    XCTAssertEqual(readings.entries.map(\.celsius), [20, 20])
  }

  func testExecuteOnMainThread() async throws {
    let ran = MainActorLog()
    // covers: - :: func executeOnMainThread(_ toExecute: () -> Void)
    executeOnMainThread { ran.entries.append("main") }
    // On the main thread the closure runs at once, inside the call.
    XCTAssertEqual(ran.entries, ["main"])

    // From another thread it runs later, on the main thread.
    DispatchQueue.global().async {
      executeOnMainThread { ran.entries.append(Thread.isMainThread ? "later, main" : "other") }
    }
    // Waits for the main queue to run it (a condition with a deadline, not a fixed delay).
    let deadline = Date().addingTimeInterval(5)
    while ran.entries.count < 2 && Date() < deadline {
      try await Task.sleep(nanoseconds: 1_000_000)
    }
    XCTAssertEqual(ran.entries, ["main", "later, main"])
  }
}

private enum EmptyModule: StoreModule {}

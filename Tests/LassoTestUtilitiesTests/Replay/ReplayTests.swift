import Foundation
import Lasso
import LassoTestUtilities
import Testing

/// A store whose types are `Codable`, with work in tasks: the recorder's subject.
enum TallyModule: StoreModule {
  enum Action: Codable, Equatable, Sendable {
    case add(Int)
    case load
    case loaded(Int)
    case resetInTask
  }

  struct State: Codable, Equatable {
    var total = 0
    var isLoading = false
  }

  enum Output: Codable, Equatable {
    case reached(Int)
  }
}

final class TallyStore: LassoStore<TallyModule> {
  /// A deliberate change of behaviour, as a code change between recording and replay would be.
  @MainActor static var step = 1
  /// What the "service" returns; replay must not call it.
  @MainActor static var serviceCalls = 0

  override func handleAction(_ action: Action) {
    switch action {

    case .add(let amount):
      update { $0.total += amount * Self.step }
      if state.total >= 10 { dispatchOutput(.reached(state.total)) }

    case .load:
      update { $0.isLoading = true }
      task { [weak self] in
        Self.serviceCalls += 1
        await Task.yield()
        self?.dispatchAction(.loaded(5))
      }

    case .loaded(let amount):
      update {
        $0.isLoading = false
        $0.total += amount
      }

    case .resetInTask:
      task { [weak self] in self?.update { $0.total = 0 } }
    }
  }
}

/// A store the recorder skips: its state is not `Codable`.
enum OpaqueModule: StoreModule {
  struct State { var value = 0 }
}

final class OpaqueStore: LassoStore<OpaqueModule> {}

@MainActor @Suite(.serialized) struct ReplayTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("lasso-replay-\(UUID().uuidString)")

  init() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    TallyStore.step = 1
  }

  /// Records a session: additions, a load whose result a task sends back, a reset a task makes.
  func recordSession(named name: String = "session.json") async throws -> URL {
    let url = directory.appendingPathComponent(name)
    try await LassoRecorder.record(to: url) {
      let store = TallyStore(with: .init())
      _ = OpaqueStore(with: .init())
      store.dispatchAction(.add(3))
      store.dispatchAction(.load)
      try await waitUntil { !store.state.isLoading }
      store.dispatchAction(.add(4))
      store.dispatchAction(.resetInTask)
      try await waitUntil { store.state.total == 0 }
      store.dispatchAction(.add(2))
    }
    return url
  }

  func waitUntil(_ condition: () -> Bool) async throws {
    // The deadline only bounds a failure; the whole suite shares the main actor.
    let deadline = ContinuousClock.now + LassoTimeouts.scaled(.seconds(20))
    while !condition() {
      try #require(ContinuousClock.now < deadline, "timed out")
      await Task.yield()
    }
  }

  @Test func aRecordingIsReadableJSONWithSkippedStores() async throws {
    let url = try await recordSession()
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    #expect(object?["format"] as? String == "lasso-recording")
    #expect(object?["version"] as? Int == 1)
    let stores = object?["stores"] as? [[String: Any]]
    #expect(stores?.map { $0["type"] as? String } == ["LassoTestUtilitiesTests.TallyStore"])
    let skipped = object?["skipped"] as? [[String: Any]]
    #expect(skipped?.first?["type"] as? String == "LassoTestUtilitiesTests.OpaqueStore")
    #expect(skipped?.first?["reason"] as? String == "its State is not Codable")
    let events = object?["events"] as? [[String: Any]] ?? []
    let actions = events.compactMap { $0["action"] }.count
    #expect(actions == 6)  // add, load, loaded (from the task), add, resetInTask, add
    #expect(events.filter { $0["external"] as? Bool == true }.count == 1)  // the task's reset
  }

  @Test func theSessionReplaysGreenWithoutRunningTasks() async throws {
    let url = try await recordSession()
    let calls = TallyStore.serviceCalls
    try await assertReplay(of: url.path, TallyStore.self)
    #expect(TallyStore.serviceCalls == calls)
  }

  @Test func aChangedStoreFailsAtTheRightActionWithADiff() async throws {
    let url = try await recordSession()
    TallyStore.step = 2
    defer { TallyStore.step = 1 }
    let verdict = try LassoReplay.replay(contentsOf: url, stores: [TallyStore.self])
    let divergence = try #require(verdict.divergence)
    #expect(divergence.action == 1)
    #expect(divergence.store == "LassoTestUtilitiesTests.TallyStore")
    let message = divergence.description
    #expect(message.contains("after action #1, {\"add\":{\"_0\":3}} (event 0)"))
    #expect(message.contains("\u{2212}   \"total\" : 3"))
    #expect(message.contains("+   \"total\" : 6"))

    let issues = await capturingIssues { try? await assertReplay(of: url.path, TallyStore.self) }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("The replay of \(url.path) diverged.") == true)
    #expect(issues.first?.message.hasSuffix("(Expected: \u{2212}, Actual: +)") == true)
  }

  @Test func badFilesGiveClearErrors() async throws {
    let url = try await recordSession()
    let good = try String(contentsOf: url, encoding: .utf8)
    func error(_ text: String, stores: [any ReplayableStore.Type] = [TallyStore.self]) -> String {
      do {
        _ = try LassoReplay.replay(Data(text.utf8), named: "bad.json", stores: stores)
        return "no error"
      } catch {
        return "\(error)"
      }
    }
    #expect(error(String(good.prefix(good.count / 2))).hasPrefix("bad.json is not a complete JSON"))
    #expect(
      error(good.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 0"))
        .hasPrefix("bad.json is in version 0 of the recording format; this Lasso reads version 1."))
    #expect(
      error(good, stores: []).hasPrefix(
        "bad.json: store entry 0 is a LassoTestUtilitiesTests.TallyStore, which this replay was"
          + " not given."))
    #expect(
      error(good.replacingOccurrences(of: "\"total\" : 0", with: "\"total\" : \"zero\""))
        .contains("no longer decodes"))
    #expect(error("{}").hasPrefix("bad.json is not a Lasso recording"))
    #expect(error("{}").contains("Fix: "))
  }

  @Test func actionsFromOtherThreadsAreRecordedInTheOrderHandled() async throws {
    let url = directory.appendingPathComponent("threads.json")
    try await LassoRecorder.record(to: url) {
      let store = TallyStore(with: .init())
      await withTaskGroup(of: Void.self) { group in
        for amount in 1...4 {
          group.addTask { store.enqueueAction(.add(amount)) }
        }
      }
      try await waitUntil { store.state.total == 10 }
    }
    try await assertReplay(of: url.path, TallyStore.self)
  }
}

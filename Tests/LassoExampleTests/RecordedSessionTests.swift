import Foundation
import Lasso
import LassoTestUtilities
import Testing

@testable import LassoExampleApp

/// A scripted session of the example app, recorded and replayed as a test.
@MainActor @Suite struct RecordedSessionTests {
  /// A wrong password, the right one, the pushed tutorial, then settings.
  static let session = """
    alice <tab> nope <tab> <enter>
    <wait-until "Invalid login">
    <s-tab> <bs> <bs> <bs> <bs> lasso <tab> <enter>
    <wait-until "[1 Learn]">
    <enter> <tab> <enter> <enter>
    <wait-until "Start the tutorial">
    3 <enter> <tab> <left> <tab> <right>
    """

  func recordSession() async throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("lasso-session-\(UUID().uuidString).json")
    let outcome = try await ExampleApp.runScript(Self.session, recordingTo: url)
    #expect(outcome.failure == nil, "\(outcome.lastFrame)")
    return url
  }

  @Test func aScriptedSessionReplaysGreen() async throws {
    let url = try await recordSession()
    let recording = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    let types = (recording?["stores"] as? [[String: Any]])?.compactMap { $0["type"] as? String }
    #expect(
      Set(types ?? []) == [
        "LassoExampleApp.LoginScreenStore", "LassoExampleApp.LearnScreenStore",
        "Lasso.PassthroughStore<LassoExampleApp.TutorialScreenModule>",
        "LassoExampleApp.SettingsScreenStore",
      ])
    try await assertReplay(of: url.path, stores: ExampleApp.storeTypes)
  }

  @Test func theVerdictNamesTheStoresAndEvents() async throws {
    let url = try await recordSession()
    let verdict = try LassoReplay.replay(contentsOf: url, stores: ExampleApp.storeTypes)
    #expect(verdict.matches)
    #expect(verdict.description.hasPrefix("Replayed \(url.lastPathComponent): "))
    #expect(verdict.description.hasSuffix("events, all matched."))
  }
}

// swift-format-ignore
/// The README's replay line, compiled (not run: it needs a recording beside this file; the tests
/// above record and replay one).
@MainActor enum ReadmeReplayExample {
  static func replaySession() async throws {
    try await assertReplay(of: "session.json", LoginScreenStore.self, SettingsScreenStore.self)
  }
}

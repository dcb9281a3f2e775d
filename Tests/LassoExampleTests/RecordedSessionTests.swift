import Foundation
import Lasso
import LassoExampleTerminal
import LassoTestUtilities
import Testing

@testable import LassoExampleApp

/// A scripted session of the example app, recorded and replayed as a test.
@MainActor @Suite struct RecordedSessionTests {
  /// A wrong password, the right one, the pushed tutorial, settings, then a concept searched
  /// for and opened.
  static let session = """
    alice <tab> nope <tab> <enter>
    <wait-until "Invalid login">
    <s-tab> <bs> <bs> <bs> <bs> lasso <tab> <enter>
    <wait-until "[1 Learn]">
    <enter> <tab> <enter> <enter>
    <wait-until "Start the tutorial">
    3 <enter> <tab> <left> <tab> <right>
    4 <wait-until "Concepts">
    <s-tab> flow <wait-until "Flow test">
    <tab> <enter> <wait-until "A flow creates">
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
        "LassoExampleApp.ConceptListScreenStore", "LassoExampleApp.ConceptDetailScreenStore",
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

  @Test func theSessionFailsAgainstAChangedStoreAtTheThemeAction() async throws {
    let url = try await recordSession()
    // The same recording, with the changed store standing in for the app's settings store.
    let recording = try String(contentsOf: url, encoding: .utf8)
    let changed = recording.replacingOccurrences(
      of: "\"LassoExampleApp.SettingsScreenStore\"",
      with: "\"\(String(reflecting: OffByOneThemeSettingsStore.self))\"")
    #expect(changed != recording)
    try changed.write(to: url, atomically: true, encoding: .utf8)
    let stores = ExampleApp.storeTypes + [OffByOneThemeSettingsStore.self]

    let verdict = try LassoReplay.replay(contentsOf: url, stores: stores)
    let divergence = try #require(verdict.divergence)
    // It diverges at the state right after the recording's first theme action, its second.
    let events = try #require(
      (JSONSerialization.jsonObject(with: Data(changed.utf8)) as? [String: Any])?["events"]
        as? [[String: Any]])
    let themeAction = try #require(
      events.firstIndex { ($0["action"] as? [String: Any])?["didSelectTheme"] != nil })
    #expect(divergence.event == themeAction + 1)
    #expect(divergence.store == "LassoExampleTests.OffByOneThemeSettingsStore")
    #expect(divergence.action == 2)
    #expect(divergence.expected?.contains("\"theme\" : 1") == true)
    #expect(divergence.actual?.contains("\"theme\" : 2") == true)
    #expect(divergence.description.contains("{\"didSelectTheme\":{\"_0\":1}}"))
    #expect(divergence.description.contains("\u{2212}   \"theme\" : 1\n+   \"theme\" : 2"))

    // In a test, the same divergence fails the test at the replay line.
    await withKnownIssue {
      try? await assertReplay(of: url.path, stores: stores)
    } matching: { issue in
      "\(issue)".contains("\(divergence)")
    }
  }
}

/// The settings store with a deliberate bug: it picks the theme after the one tapped.
final class OffByOneThemeSettingsStore: SettingsScreenStore {
  override func handleAction(_ action: Action) {
    guard case .didSelectTheme(let index) = action else { return super.handleAction(action) }
    super.handleAction(.didSelectTheme(index + 1))
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

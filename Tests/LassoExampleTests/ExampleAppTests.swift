import LassoExampleApp
import LassoExampleTerminal
import LassoTerminal
import TestSupport
import Testing

/// Scripted runs of the example app, in-process, with fast fake services.
@MainActor @Suite struct ExampleAppTests {
  static let logIn = """
    alice <tab> lasso <tab> <enter>
    <wait-until "[1 Learn]">
    """

  /// Calls slow enough (two seconds) that a step always sees their in-between state, which
  /// the test waits for with a deadline rather than hoping a 10 ms call is still running.
  static func slowCalls(failingLoads: Int = 0, failingSaves: Int = 0) -> ExampleOptions {
    ExampleOptions(
      fast: true, failingLoads: failingLoads, failingSaves: failingSaves,
      // The loading and saving states last this long in real time. With the whole suite sharing
      // the main actor on a loaded machine, a session took longer than 500 ms to look and missed
      // the state it waits for (never when run alone); under a sanitizer, longer still.
      callDuration: .milliseconds(underSanitizer ? 5_000 : 2_000))
  }

  private func run(
    _ script: String, options: ExampleOptions = ExampleOptions(fast: true)
  ) async throws -> ScriptRunner.Outcome {
    // A deadline only bounds a failure: a generous one keeps a loaded machine from failing a
    // session that is merely slow (the package's 5 s default, under the whole suite, was not).
    let outcome = try await ExampleApp.runScript(
      script, options: options, timeout: scaledTimeout(.seconds(30)))
    #expect(outcome.failure == nil, "\(outcome.lastFrame)")
    return outcome
  }

  @Test func wrongPasswordShowsTheErrorThenTheRightOneLogsIn() async throws {
    let outcome = try await run(
      """
      alice <tab> nope <tab> <enter>
      <wait-until "Invalid login">
      <s-tab> <bs> <bs> <bs> <bs> lasso <tab> <enter>
      <wait-until "[1 Learn]">
      """)
    #expect(outcome.frames[0].contains("Login"))
    #expect(outcome.frames[1].contains("▸Username: [alice_"))
    #expect(outcome.frames[3].contains("Password: [••••_"))
    #expect(outcome.frames[6].contains("⚠ Invalid login"))
    #expect(outcome.lastFrame.contains("Start the tutorial"))
    #expect(outcome.lastFrame.contains(" [1 Learn]  2 Profile  3 Settings"))
  }

  @Test func walksThePushedTutorial() async throws {
    let outcome = try await run(
      Self.logIn + """
        <enter>
        <tab> <enter>
        <enter>
        """)
    let frames = outcome.frames.suffix(4)
    let welcome = frames[frames.startIndex]
    #expect(welcome.contains("‹ Learn"))
    #expect(welcome.contains("Welcome!"))
    #expect(welcome.contains("▸[ Skip ]  [ Next ]"))
    #expect(frames[frames.startIndex + 1].contains(" [ Skip ] ▸[ Next ]"))
    let finish = frames[frames.startIndex + 2]
    #expect(finish.contains("‹ Welcome!"))
    #expect(finish.contains("That was fun!"))
    #expect(finish.contains("▸[ OK ]"))
    #expect(outcome.lastFrame.contains("Tutorials finished: 1"))
    #expect(!outcome.lastFrame.contains("‹"))
  }

  @Test func skippingAndGoingBackLeaveTheTutorial() async throws {
    let skipped = try await run(Self.logIn + " <enter> <enter>")
    #expect(skipped.lastFrame.contains("Start the tutorial"))
    #expect(!skipped.lastFrame.contains("Tutorials finished"))
    let back = try await run(Self.logIn + " <enter> <esc>")
    #expect(back.lastFrame.contains("Start the tutorial"))
  }

  @Test func presentsTheTutorialModallyFromSettings() async throws {
    let outcome = try await run(
      Self.logIn + """
        3 <tab> <tab> <tab> <enter>
        <tab> <enter>
        <esc>
        """)
    let presented = outcome.frames[outcome.frames.count - 3]
    #expect(presented.contains("Settings  (behind)"))
    #expect(presented.contains("╭"))
    #expect(presented.contains("│") && presented.contains("Welcome!"))
    #expect(!presented.contains("[1 Learn]"))
    let finish = outcome.frames[outcome.frames.count - 2]
    #expect(finish.contains("That was fun!"))
    // Esc pops the finish screen; the sheet stays.
    #expect(outcome.lastFrame.contains("Welcome!"))
    let dismissed = try await run(
      Self.logIn + """
        3 <tab> <tab> <tab> <enter>
        <esc>
        """)
    #expect(dismissed.lastFrame.contains("Replay the tutorial"))
    #expect(!dismissed.lastFrame.contains("╭"))
    let finished = try await run(
      Self.logIn + """
        3 <tab> <tab> <tab> <enter>
        <tab> <enter> <enter>
        """)
    #expect(finished.lastFrame.contains("Replay the tutorial"))
    #expect(!finished.lastFrame.contains("(behind)"))
  }

  @Test func failsThenRetriesTheProfileLoad() async throws {
    let outcome = try await run(
      Self.logIn + """
        2
        <wait-until "Retry">
        <enter>
        <wait-until "Loading the profile…">
        <wait-until "Saved username: billie">
        """,
      options: Self.slowCalls(failingLoads: 1))
    let failed = outcome.frames[outcome.frames.count - 4]
    #expect(failed.contains("⚠ Could not load the profile: the network is unreachable."))
    #expect(failed.contains("▸[ Retry ]"))
    #expect(!failed.contains("Loading the profile"))
    #expect(outcome.frames[outcome.frames.count - 2].contains("Loading the profile…"))
    #expect(outcome.lastFrame.contains("Username: [billie"))
  }

  @Test func editsTheProfileWithASaveThatFailsThenSucceeds() async throws {
    let outcome = try await run(
      Self.logIn + """
        2
        <wait-until "Saved username">
        <bs> <bs> <bs> <bs> <bs> <bs> bob <tab> <enter>
        <wait-until "Saving…">
        <wait-until "Could not save">
        <tab> <enter>
        <wait-until "Saved username: bob">
        """,
      options: Self.slowCalls(failingSaves: 1))
    let saving = outcome.frames.first { $0.contains("Saving…") }
    #expect(saving?.contains("( Save )") == true)
    let failed = try #require(outcome.frames.first { $0.contains("Could not save") })
    #expect(failed.contains("⚠ Could not save: the server timed out."))
    #expect(failed.contains("[ Retry ]") && failed.contains("[ Cancel ]"))
    #expect(outcome.lastFrame.contains("Username: [bob"))
    #expect(!outcome.lastFrame.contains("Retry"))
  }

  @Test func cancellingAFailedSaveRestoresTheSavedName() async throws {
    let outcome = try await run(
      Self.logIn + """
        2
        <wait-until "Saved username">
        <bs> x <tab> <enter>
        <wait-until "Could not save">
        <tab> <tab> <enter>
        """,
      options: ExampleOptions(fast: true, failingSaves: 1))
    #expect(outcome.lastFrame.contains("Saved username: billie"))
    #expect(outcome.lastFrame.contains("Username: [billie"))
  }

  @Test func settingsSwitchSegmentsAndStepper() async throws {
    let outcome = try await run(
      Self.logIn + """
        3 <enter> <tab> <left> <tab> <right>
        """)
    #expect(outcome.frames[outcome.frames.count - 6].contains("Notifications ▸[x]"))
    #expect(outcome.lastFrame.contains("Notifications  [ ]"))
    #expect(outcome.lastFrame.contains("Theme  | Light |[Dark]| System |"))
    #expect(outcome.lastFrame.contains("▸[-] 4 [+]"))
    #expect(outcome.lastFrame.contains("Notifications off, Light theme, text size 4") == false)
    #expect(outcome.lastFrame.contains("Notifications off, Dark theme, text size 4"))
  }

  @Test func logsOutBackToLogin() async throws {
    let outcome = try await run(Self.logIn + " 3 <s-tab> <enter>")
    #expect(outcome.lastFrame.contains("Username: [_"))
    #expect(!outcome.lastFrame.contains("Learn"))
  }

  @Test func aBadScriptIsAnErrorNotACrash() async {
    await #expect(throws: KeyScript.ParseError.self) {
      _ = try await ExampleApp.runScript("<jump>")
    }
  }
}

import HeadlessUIKit
@_spi(Lasso) import LassoDiagnostics
import LassoTerminal
import TestSupport
import Testing

@MainActor @Suite struct ScriptRunnerTests {
  @Test func printsAHeaderAndAFramePerStep() async throws {
    let field = UITextField()
    field.placeholder = "Name"
    let window = await makeWindow(FormController(title: "F", [field, UIButton.titled("Go")]))
    let runner = ScriptRunner(session: TerminalSession(window: window, width: 30))
    var printed: [String] = []
    let outcome = await runner.run(try KeyScript(parsing: "ab <tab>")) { printed.append($0) }
    #expect(outcome.frames.count == 3)
    #expect(outcome.failure == nil)
    #expect(printed.first == "── frame 0: start ──")
    #expect(printed.contains("── frame 1: \"ab\" ──"))
    #expect(printed.contains("── frame 2: <tab> ──"))
    #expect(outcome.lastFrame.contains("▸[ Go ]"))
    #expect(outcome.lastFrame.contains(" Name: [ab"))
    #expect(!outcome.lastFrame.contains("\u{1B}"))
  }

  @Test func waitUntilSeesAsynchronousChanges() async throws {
    let label = UILabel.with("Loading")
    let window = await makeWindow(FormController(title: "F", [label]))
    Task { @MainActor in
      try? await Task.sleep(for: .milliseconds(30))
      label.text = "Welcome"
    }
    let runner = ScriptRunner(session: TerminalSession(window: window))
    let outcome = await runner.run(try KeyScript(parsing: #"<wait-until "Welcome" 5s>"#))
    #expect(outcome.failure == nil)
    #expect(outcome.lastFrame.contains("Welcome"))
  }

  @Test func aWaitThatTimesOutStopsWithAMessage() async throws {
    let window = await makeWindow(FormController(title: "F", [UILabel.with("Loading")]))
    let runner = ScriptRunner(session: TerminalSession(window: window))
    var printed: [String] = []
    let outcome = await runner.run(
      try KeyScript(parsing: #"<wait-until "Never" 50ms> <tab>"#)
    ) { printed.append($0) }
    // The message names the setting that scales the default deadlines.
    let note = "(\(TimeoutScale.current.note))"
    #expect(note.hasPrefix("(LASSO_TIMEOUT_SCALE="))
    #expect(outcome.failure == #"waiting for "Never" timed out after 50ms "# + note)
    #expect(outcome.frames.count == 2)
    #expect(printed.last == #"── failed: waiting for "Never" timed out after 50ms "# + note + " ──")
  }

  @Test func quittingEndsTheRun() async throws {
    let window = await makeWindow(FormController(title: "F", [UIButton.titled("Go")]))
    let runner = ScriptRunner(session: TerminalSession(window: window))
    let outcome = await runner.run(try KeyScript(parsing: "q <tab> <tab>"))
    #expect(outcome.didQuit)
    #expect(outcome.frames.count == 2)
  }
}

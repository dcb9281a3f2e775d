import Foundation
import Lasso
import LassoExampleApp
import LassoExampleTerminal
import LassoTerminal
import TestSupport
import Testing

/// The example app's command, built next to the test bundle (`swift build --build-tests` and
/// `swift test` build every product), or `nil` when it is not there.
private let exampleBinary: URL? = {
  let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  let url = directory.appendingPathComponent("lasso-example")
  return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
}()

/// Runs `lasso-example` with `arguments`, feeding `input` to standard input; `environment` adds
/// to (or replaces) the test process's variables.
/// Waits for the child with a termination handler, not `waitUntilExit()`: the tests share the
/// main actor and a two-thread cooperative pool, which a blocking wait would hold for seconds.
private func runExample(
  _ arguments: [String], input: String, environment: [String: String] = [:]
) async throws -> (status: Int32, reason: Process.TerminationReason, out: String, err: String) {
  let process = Process()
  process.executableURL = exampleBinary
  process.arguments = arguments
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  // Output to files, not pipes: a full pipe would block the child while we wait for it.
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("lasso-example-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let inURL = directory.appendingPathComponent("in")
  let outURL = directory.appendingPathComponent("out")
  let errURL = directory.appendingPathComponent("err")
  try Data(input.utf8).write(to: inURL)
  try Data().write(to: outURL)
  try Data().write(to: errURL)
  process.standardInput = try FileHandle(forReadingFrom: inURL)
  process.standardOutput = try FileHandle(forWritingTo: outURL)
  process.standardError = try FileHandle(forWritingTo: errURL)
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    process.terminationHandler = { _ in continuation.resume() }
    do {
      try process.run()
    } catch {
      process.terminationHandler = nil
      continuation.resume()
    }
  }
  guard process.processIdentifier != 0 else { throw CocoaError(.executableLoad) }
  return (
    process.terminationStatus, process.terminationReason,
    String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
    String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
  )
}

/// Bad input to the example app: a clear message or a graceful degradation, never a crash.
@MainActor
@Suite struct ExampleAppInputTests {
  @Test func unknownKeysAreAParseErrorNamingTheLineAndTheKnownKeys() {
    do {
      _ = try KeyScript(parsing: "alice <tab>\n<jump> <enter>")
      Issue.record("an unknown key parsed")
    } catch {
      #expect(error.line == 2)
      #expect(error.description.contains("jump"))
      #expect(error.description.contains("tab"))  // The known keys are listed.
    }
  }

  @Test(.enabled(if: exampleBinary != nil, "needs the lasso-example binary"))
  func theCommandRejectsAnUnknownKeyWithAMessageAndStatus2() async throws {
    let result = try await runExample(["--fast", "--script", "-"], input: "alice <jump>\n")
    #expect(result.reason == .exit)
    #expect(result.status == 2)
    #expect(result.err.contains("script line 1"), "\(result.err)")
    #expect(result.err.contains("jump"))
    #expect(result.out.isEmpty)
  }

  @Test(.enabled(if: exampleBinary != nil, "needs the lasso-example binary"))
  func theCommandRunsAnEmptyScriptAndATinyWidth() async throws {
    let empty = try await runExample(["--fast", "--script", "-"], input: "")
    #expect(empty.reason == .exit)
    #expect(empty.status == 0, "\(empty.err)")
    #expect(empty.out.contains("Login"))
    for width in ["--width=0", "--width=1", "--width=-5"] {
      let tiny = try await runExample(
        ["--fast", width, "--script", "-"], input: "bob <tab> lasso <enter>\n")
      #expect(tiny.reason == .exit, "\(width)")
      #expect(tiny.status == 0, "\(width): \(tiny.err)")
      #expect(tiny.out.contains("Login"), "\(width)")
    }
  }

  /// Issue 32: a timeout or a width no wait or frame can honour is refused before the app starts
  /// (a timeout past `Int.max` milliseconds, or an infinite one, trapped before), naming the
  /// largest accepted value.
  @Test(.enabled(if: exampleBinary != nil, "needs the lasso-example binary"))
  func theCommandRefusesTimeoutsAndWidthsItCannotHonour() async throws {
    for option in [
      "--timeout=1e400", "--timeout=nan", "--timeout=-1", "--timeout=0",
      "--timeout=99999999999999999999", "--timeout=3601",
    ] {
      let result = try await runExample(["--fast", option, "--script", "-"], input: "alice\n")
      #expect(result.reason == .exit, "\(option)")
      #expect(result.status != 0, "\(option)")
      #expect(result.err.contains("at most 3600 seconds (the longest accepted)"), "\(result.err)")
      #expect(result.out.isEmpty, "\(option)")
    }
    let wide = try await runExample(["--fast", "--width=100000", "--script", "-"], input: "")
    #expect(wide.status != 0)
    #expect(wide.err.contains("at most 1000 columns"), "\(wide.err)")
    let longest = try await runExample(["--fast", "--timeout=3600", "--script", "-"], input: "")
    #expect(longest.status == 0, "\(longest.err)")
  }

  // One setting scales every default timeout: LASSO_TIMEOUT_SCALE multiplies the default
  // deadline of a script's <wait-until> (five seconds), and the timeout's message names it.
  @Test(.enabled(if: exampleBinary != nil, "needs the lasso-example binary"))
  func theTimeoutScaleMultipliesTheDefaultDeadlineAndTheMessageNamesIt() async throws {
    let result = try await runExample(
      ["--fast", "--script", "-"], input: #"<wait-until "Never">"# + "\n",
      environment: ["LASSO_TIMEOUT_SCALE": "0.01"])
    #expect(result.reason == .exit)
    #expect(result.status == 1, "\(result.err)")
    #expect(
      result.out.contains(
        #"waiting for "Never" timed out after 50ms (LASSO_TIMEOUT_SCALE=0.01; raise it on a"#
          + " slow machine)"), "\(result.out)")
    #expect(result.err.isEmpty, "\(result.err)")
  }

  // A value that is not a positive number is reported once, as a misuse naming the setting and
  // the fix, and the default timeouts stay unscaled: the run goes on.
  @Test(.enabled(if: exampleBinary != nil, "needs the lasso-example binary"))
  func aBadTimeoutScaleIsReportedOnceAndIgnored() async throws {
    let result = try await runExample(
      ["--fast", "--script", "-"], input: #"<wait-until "Login"> <wait-until "Login">"# + "\n",
      environment: ["LASSO_TIMEOUT_SCALE": "fast"])
    #expect(result.reason == .exit)
    #expect(result.status == 0, "\(result.err)")
    #expect(
      result.err.components(separatedBy: "LASSO_TIMEOUT_SCALE is \"fast\"").count == 2,
      "\(result.err)")
    #expect(result.err.contains("[Lasso]"))
    #expect(result.err.contains("Fix: Set LASSO_TIMEOUT_SCALE to a positive number"))
  }

  @Test func anEmptyOrBlankScriptShowsTheFirstFrameAndStops() async throws {
    for script in ["", "\n\n", "   ", "# only a comment\n"] {
      let outcome = try await ExampleApp.runScript(script)
      #expect(outcome.failure == nil)
      #expect(!outcome.didQuit)
      #expect(outcome.frames.count == 1, "\(script.debugDescription): \(outcome.frames)")
      #expect(outcome.lastFrame.contains("Login"))
    }
  }

  @Test func aPasteThroughAKeyScriptIsKeptAndDrawnWithinTheWidth() async throws {
    // The script runner settles the main actor after every key: a long paste is slow there
    // (especially under a sanitizer), so this one is moderate; the next test pastes a huge one.
    let pasted = String(repeating: "abcdefghij", count: 100)  // 1,000 characters.
    let outcome = try await ExampleApp.runScript(
      """
      "\(pasted)"
      <tab> lasso <tab> <enter>
      <wait-until "[1 Learn]">
      """, width: 60, timeout: scaledTimeout(.seconds(30)))
    #expect(outcome.failure == nil, "\(outcome.lastFrame)")
    for frame in outcome.frames {
      for line in frame.split(separator: "\n") {
        #expect(line.count <= 60, "a line of \(line.count) columns: \(line.prefix(80))…")
      }
    }
  }

  @Test func aHugePasteIntoATextFieldIsKeptAndDrawnWithinTheWidth() async throws {
    // As the interactive terminal does: each key handled, then a frame (here every 500 keys).
    let app = ExampleApp(options: ExampleOptions(fast: true))
    app.start()
    // Keys pressed while the first screen's transition runs are ignored, as touches are.
    #expect(await transitionsEnded(in: app.window))
    let session = TerminalSession(window: app.window, width: 60)
    session.frame()  // Focuses the username field.
    let pasted = String(repeating: "0123456789", count: 10_000)  // 100,000 characters.
    for (index, character) in pasted.enumerated() {
      session.handle(.character(character))
      if index % 500 == 0 { session.frame() }
      // Other suites share the main actor, some with 10 ms deadlines: keep each slice short.
      if index % 50 == 0 { await Task.yield() }
    }
    let frame = session.frame()
    let field = try #require(frame.lines.first { $0.contains("Username:") })
    #expect(field.hasSuffix("789_]") || field.contains("…"), "\(field)")
    for line in frame.lines {
      #expect(line.count <= 60, "a line of \(line.count) columns: \(line.prefix(80))…")
    }
    let fields = app.window.rootViewController.map { allTextFields(in: $0.view) } ?? []
    #expect(fields.first?.text?.count == 100_000)
    withExtendedLifetime(app) {}
  }

  @Test func tinyTerminalsDegradeWithoutCrashing() async throws {
    let logIn = "bob <tab> lasso <tab> <enter> <wait-until \"Learn\">"
    for width in [-10, 0, 1, 2, 5, 19] {
      let outcome = try await ExampleApp.runScript(logIn, width: width)
      #expect(outcome.failure == nil, "width \(width): \(outcome.lastFrame)")
      #expect(!outcome.frames.isEmpty)
    }
  }

  /// The interactive terminal sets `builder.width` to the terminal's columns directly, bypassing
  /// the initializer's minimum: drawing every screen at tiny widths must not trap.
  @Test func framesDrawnAtAnyWidthSetLaterDoNotCrash() async throws {
    let app = ExampleApp(options: ExampleOptions(fast: true))
    app.start()
    let session = TerminalSession(window: app.window, width: 60)
    let runner = ScriptRunner(session: session)
    let screens = [
      "",
      "bob <tab> lasso <tab> <enter> <wait-until \"Learn\">",
      "<enter>",
      "2 <wait-until \"Profile\">",
      "3",
    ]
    for script in screens {
      _ = await runner.run(try KeyScript(parsing: script))
      for width in [-3, 0, 1, 2, 3, 4, 8, 12] {
        session.builder.width = width
        let frame = session.frame()
        #expect(!frame.lines.isEmpty, "width \(width)")
      }
      session.builder.width = 60
    }
    withExtendedLifetime(app) {}
  }
}

/// The text fields under `view`, in subview order.
@MainActor
private func allTextFields(in view: UIView) -> [UITextField] {
  view.subviews.flatMap { subview in
    (subview as? UITextField).map { [$0] } ?? allTextFields(in: subview)
  }
}

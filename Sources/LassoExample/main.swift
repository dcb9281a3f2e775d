import ArgumentParser
import Foundation
import Lasso
import LassoExampleApp
import LassoTerminal

/// `lasso-example`: the example app in the terminal, or driven by a key script.
@main
struct LassoExampleCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lasso-example",
    abstract: "The Lasso example app: login, tabs, the tutorial flow, a VSM profile, settings.",
    discussion: """
      Keys: Tab/↑↓ focus · ←→ adjust · Enter/Space tap · Esc back · 1-9 tab · q quit.
      Log in with any username and the password "lasso".
      """)

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Run a key script instead of the terminal and print each frame ('-' reads standard input).",
      valueName: "file"))
  var script: String?

  @Flag(name: .long, help: "Shorten the fake services' delays to 10 ms.")
  var fast = false

  @Flag(name: .long, help: "Make the first profile load fail (Retry succeeds).")
  var failLoad = false

  @Flag(name: .long, help: "Make the first profile save fail (Retry succeeds).")
  var failSave = false

  @Option(name: .long, help: "The frame width in script mode.")
  var width = 60

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Seconds a <wait-until> waits by default in script mode. (default: 5, multiplied by the"
        + " LASSO_TIMEOUT_SCALE environment variable)"))
  var timeout: Double?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Record what the app's stores do to a JSON file, for --replay or a test.",
      valueName: "file"))
  var record: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Replay a recording against the app's stores and print the verdict (exit status 0 only"
        + " when every state and output matches).", valueName: "file"))
  var replay: String?

  /// Refuses options that no frame or wait can honour, before the app starts: a width wider than
  /// any terminal (a narrow one is drawn 20 wide), a timeout that is not positive, infinite, NaN
  /// or longer than a script's longest wait.
  func validate() throws {
    guard width <= 1000 else {
      throw ValidationError("--width must be at most 1000 columns, not \(width).")
    }
    let longest = KeyScript.longestDuration / .seconds(1)
    guard let timeout else { return }
    guard timeout.isFinite, timeout > 0, timeout <= longest else {
      throw ValidationError(
        "--timeout must be more than 0 and at most \(Int(longest)) seconds (the longest accepted),"
          + " not \(timeout).")
    }
  }

  @MainActor
  mutating func run() async throws {
    if let replay {
      try replayRecording(at: replay)
      return
    }
    if let record { LassoRecorder.start(to: URL(fileURLWithPath: record)) }
    defer { try? LassoRecorder.stop() }
    let options = ExampleOptions(
      fast: fast, failingLoads: failLoad ? 1 : 0, failingSaves: failSave ? 1 : 0)
    let app = ExampleApp(options: options)
    app.start()
    guard let script else {
      do {
        try await TerminalApp.run(window: app.window)
      } catch {
        throw ValidationError("\(error)")
      }
      return
    }
    let text: String
    if script == "-" {
      text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    } else {
      guard let data = FileManager.default.contents(atPath: script) else {
        throw ValidationError("cannot read the script file \(script)")
      }
      text = String(decoding: data, as: UTF8.self)
    }
    let status = await TerminalApp.runScript(
      text, window: app.window, width: width,
      timeout: timeout.map { .milliseconds(Int($0 * 1000)) } ?? ScriptRunner.standardTimeout)
    try LassoRecorder.stop()
    if status != 0 { throw ExitCode(status) }
  }

  /// Replays the recording at `path` against the app's stores and prints the verdict.
  @MainActor private func replayRecording(at path: String) throws {
    do {
      let verdict = try LassoReplay.replay(
        contentsOf: URL(fileURLWithPath: path), stores: ExampleApp.storeTypes)
      print(verdict)
      if !verdict.matches { throw ExitCode(1) }
    } catch let error as LassoReplayError {
      FileHandle.standardError.write(Data("lasso-example: \(error)\n".utf8))
      throw ExitCode(2)
    }
  }
}

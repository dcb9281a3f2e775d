#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Lasso
  import LassoExampleApp
  import LassoTerminal

  // The terminal-only part of the example app: the shared screens and flows live in
  // `LassoExampleApp`, which the iOS app uses too; driving them with a key script needs the
  // terminal renderer, which exists only where the headless UIKit does.

  extension ExampleApp {
    /// Runs a key script (see `KeyScript`) against a new app, without a terminal; returns the
    /// frames it printed. For tests and CI. With `recording`, what the app's stores do is
    /// recorded there (see `LassoRecorder`). Waits without their own deadline give up after
    /// `timeout` (`ScriptRunner.standardTimeout`, scaled by `LASSO_TIMEOUT_SCALE`, unless given).
    ///
    /// ```swift
    /// let outcome = try await ExampleApp.runScript("billie <tab> lasso <enter>")
    /// ```
    public static func runScript(
      _ scriptText: String, options: ExampleOptions = ExampleOptions(fast: true), width: Int = 60,
      timeout: Duration = ScriptRunner.standardTimeout, recordingTo recording: URL? = nil
    ) async throws -> ScriptRunner.Outcome {
      let script = try KeyScript(parsing: scriptText)
      let run = {
        let app = ExampleApp(options: options)
        app.start()
        let session = TerminalSession(window: app.window, width: width)
        let runner = ScriptRunner(session: session, defaultTimeout: timeout)
        let outcome = await runner.run(script)
        withExtendedLifetime(app) {}
        return outcome
      }
      guard let recording else { return await run() }
      return try await LassoRecorder.record(to: recording, during: run)
    }
  }
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import HeadlessUIKit

  /// The entry points: run a window in the terminal, or drive it with a key script.
  @MainActor public enum TerminalApp {
    /// The help line at the bottom of the interactive screen.
    public static let helpLine =
      "Tab/↑↓ focus · ←→ adjust · Enter tap · Esc back · 1-9 tabs · q quit"

    /// Runs `window` in the terminal until the user quits (`q` outside a field, or Ctrl-C),
    /// then restores the terminal. Redraws after each key and every 100 ms (spinners,
    /// asynchronous work), writing only the rows that changed. Throws when there is no terminal.
    public static func run(window: UIWindow) async throws {
      let driver = TerminalDriver()
      try driver.start()
      defer { driver.stop() }
      let session = TerminalSession(window: window, width: driver.size.columns)
      var scroll = 0
      func redraw() {
        session.builder.width = driver.size.columns
        let lines = session.frame().lines
        let rows = max(1, driver.size.rows - 1)
        // Scroll so that the focused line stays on screen.
        if let focused = lines.firstIndex(where: { $0.contains("▸") }) {
          if focused < scroll { scroll = focused }
          if focused >= scroll + rows { scroll = focused - rows + 1 }
        }
        scroll = max(0, min(scroll, max(0, lines.count - rows)))
        var visible = Array(lines.dropFirst(scroll).prefix(rows))
        visible += Array(repeating: "", count: rows - visible.count)
        driver.draw(visible + [helpLine])
      }
      driver.onResize = { redraw() }
      redraw()
      let ticker = Task { @MainActor in
        while !Task.isCancelled {
          try? await Task.sleep(for: .milliseconds(100))
          session.builder.spinnerPhase &+= 1
          redraw()
        }
      }
      // Keys typed during a transition are applied when it ends: draw what they did then.
      session.onPendingKeysApplied = { redraw() }
      let reader = KeyReader()
      await drive(session, with: reader.keys(), redraw: redraw)
      reader.stop()
      ticker.cancel()
    }

    /// Hands each key of `keys` to `session` as it arrives (keys typed during a transition wait
    /// for its end, see ``TerminalSession``), calling `redraw` after each, until the user quits
    /// or the keys end.
    static func drive(
      _ session: TerminalSession, with keys: AsyncStream<Key>, redraw: () -> Void
    ) async {
      for await key in keys {
        session.handle(key)
        if session.isFinished { break }
        redraw()
      }
    }

    /// Runs `scriptText` (see ``KeyScript``) against `window`, writing each frame to standard
    /// output; returns the process's exit status: 0 when the script ran (or quit), 1 when a
    /// wait timed out, 2 when the script cannot be read (the message goes to standard error).
    /// Waits without their own deadline give up after `timeout`
    /// (``ScriptRunner/standardTimeout``, scaled by `LASSO_TIMEOUT_SCALE`, unless given).
    public static func runScript(
      _ scriptText: String, window: UIWindow, width: Int = 60,
      timeout: Duration = ScriptRunner.standardTimeout
    ) async -> Int32 {
      let script: KeyScript
      do {
        script = try KeyScript(parsing: scriptText)
      } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        return 2
      }
      let session = TerminalSession(window: window, width: width)
      let runner = ScriptRunner(session: session, defaultTimeout: timeout)
      let outcome = await runner.run(script) { line in print(line) }
      return outcome.failure == nil ? 0 : 1
    }
  }
#endif

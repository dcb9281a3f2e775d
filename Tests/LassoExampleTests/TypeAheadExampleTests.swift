import HeadlessUIKit
import LassoExampleApp
import TestSupport
import Testing

@testable import LassoTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fast typist in the example app: Esc, then at once Shift-Tab and `flo` in the Concepts search,
/// sent as a terminal sends them, while the pop that Esc started still runs. Every key arrives,
/// in order, on the screen the pop shows (on a device touches are ignored during a transition,
/// but typed text is not lost).
@MainActor @Suite struct TypeAheadExampleTests {
  @Test func escThenAQuickSearchKeepsEveryLetter() async throws {
    let app = ExampleApp(options: ExampleOptions(fast: true))
    app.start()
    let session = TerminalSession(window: app.window)
    let opened = await ScriptRunner(session: session).run(
      try KeyScript(
        parsing: ExampleAppTests.logIn
          + """
          4
          <wait-until "Concepts">
          <enter>
          <wait-until "‹ Concepts">
          """))
    #expect(opened.failure == nil, "\(opened.lastFrame)")
    // One concept is open; the pop is held open until the burst below has arrived, however long
    // the main actor waits for its turn (a pop of any fixed length could end first on a loaded
    // machine).
    app.window.animatedTransitionDurationOverride = .infinity
    var waited = false
    session.onPendingKeysApplied = { waited = true }
    // Esc (pop), Shift-Tab (ESC [ Z: the search field), then "flo": one burst, through the
    // terminal's real input path (a pipe read by KeyReader, decoded by KeyDecoder).
    await sendThroughTheTerminal("\u{1B}\u{1B}[Zflo", to: session)
    #expect(!session.pendingKeys.isEmpty, "the keys wait for the pop")
    app.window.endHeldTransition(thenLasting: nil)
    let shown = await waitUntil {
      let frame = session.frame().text
      return frame.contains("Search concepts: [flo") && frame.contains("Flow — ")
        && !frame.contains("Store — ")
    }
    #expect(shown, "\(session.frame().text)")
    #expect(waited, "the keys were typed during the pop")
    withExtendedLifetime(app) {}
  }

  /// Writes `bytes` into a pipe read by `KeyReader` and lets the interactive loop
  /// (`TerminalApp.drive`) hand the decoded keys to `session`, until the pipe closes.
  private func sendThroughTheTerminal(_ bytes: String, to session: TerminalSession) async {
    var ends: [Int32] = [0, 0]
    let opened = ends.withUnsafeMutableBufferPointer { pipe($0.baseAddress!) }
    #expect(opened == 0)
    let reader = KeyReader(fileDescriptor: ends[0])
    let keys = reader.keys()
    let written = Array(bytes.utf8).withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    #expect(written == bytes.utf8.count)
    close(ends[1])
    await TerminalApp.drive(session, with: keys, redraw: { session.frame() })
    reader.stop()
    close(ends[0])
  }
}

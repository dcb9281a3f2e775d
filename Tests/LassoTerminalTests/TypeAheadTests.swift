import HeadlessUIKit
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

/// Keys typed during a controller transition wait for its end and are applied then, in order, on
/// the screen it shows. On a device, touches are ignored during a transition
/// (`beginIgnoringInteractionEvents` is what UIKit's transitions do), but text typed on a
/// keyboard is not lost: a fast typist's letters reach the next screen's field.
@MainActor @Suite(.serialized) struct TypeAheadTests {
  /// Sends `bytes` as a terminal in raw mode does, in one burst, through the real input path: a
  /// pipe read by `KeyReader` on its thread, decoded by `KeyDecoder`, handed to the session by
  /// the interactive loop (`TerminalApp.drive`). Returns once the pipe closed and every key was
  /// handed over (keys typed during a transition may still wait).
  private func typeThroughTheTerminal(_ bytes: String, into session: TerminalSession) async {
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

  /// A window showing `root`, its animated transitions held open until the test ends one
  /// (`endTransition(in:)`): keys sent in one burst arrive while it runs however long the main
  /// actor waits for its turn (a transition of any fixed length could end first on a loaded
  /// machine, and the keys would then not wait).
  private func window(_ root: UIViewController) async -> UIWindow {
    let window = await makeWindow(root)
    window.animatedTransitionDurationOverride = .infinity
    return window
  }

  /// Ends the transition held open in `window`; the transitions after it last a second, longer
  /// than keys already waiting take to be applied.
  private func endTransition(in window: UIWindow) {
    window.endHeldTransition(thenLasting: 1)
  }

  @Test func keysTypedDuringAPushGoToTheFieldOfThePushedScreen() async {
    let field = UITextField()
    let next = UIButton.titled("Next")
    let navigation = UINavigationController(
      rootViewController: FormController(title: "Root", [next]))
    next.addAction(
      UIAction { _ in
        navigation.pushViewController(FormController(title: "Two", [field]), animated: true)
      }, for: .touchUpInside)
    let window = await window(navigation)
    let session = TerminalSession(window: window)
    session.frame()
    var applied = 0
    session.onPendingKeysApplied = { applied += 1 }
    // Enter taps Next, which pushes; the rest is typed while the push runs.
    await typeThroughTheTerminal("\rflox\u{7F}w", into: session)
    endTransition(in: window)
    #expect(await transitionsEnded(in: window))
    #expect(applied == 1, "the keys waited for the push")
    #expect(session.pendingKeys.isEmpty)
    #expect(session.focus == .control(field))
    #expect(field.text == "flow")
  }

  @Test func keysTypedDuringAPopGoToTheFieldOfTheScreenBelow() async {
    let field = UITextField()
    let navigation = UINavigationController(
      rootViewController: FormController(title: "Root", [field]))
    navigation.pushViewController(
      FormController(title: "Pushed", [UIButton.titled("OK")]), animated: false)
    let window = await window(navigation)
    let session = TerminalSession(window: window)
    session.frame()
    var applied = 0
    session.onPendingKeysApplied = { applied += 1 }
    // Esc pops (animated, as the back button does); "flo" is typed while the pop runs.
    await typeThroughTheTerminal("\u{1B}flo", into: session)
    endTransition(in: window)
    #expect(await transitionsEnded(in: window))
    #expect(applied == 1, "the keys waited for the pop")
    #expect(navigation.viewControllers.count == 1)
    #expect(field.text == "flo")
  }

  @Test func keysTypedDuringAPresentationGoToTheFieldOfThePresentedScreen() async {
    let field = UITextField()
    let present = UIButton.titled("Present")
    let root = FormController(title: "Root", [present])
    present.addAction(
      UIAction { _ in
        let sheet = FormController(title: "Sheet", [field])
        sheet.modalPresentationStyle = .fullScreen
        root.present(sheet, animated: true)
      }, for: .touchUpInside)
    let window = await window(root)
    let session = TerminalSession(window: window)
    session.frame()
    await typeThroughTheTerminal("\rhi there", into: session)
    endTransition(in: window)
    #expect(await transitionsEnded(in: window))
    #expect(root.presentedViewController != nil)
    #expect(field.text == "hi there")
  }

  @Test func aWaitingKeyThatStartsATransitionMakesTheNextKeysWaitForItToo() async {
    let field = UITextField()
    let navigation = UINavigationController(
      rootViewController: FormController(title: "Root", [field]))
    let window = await window(navigation)
    let session = TerminalSession(window: window)
    session.frame()
    navigation.pushViewController(
      FormController(title: "Pushed", [UIButton.titled("OK")]), animated: true)
    // Typed during the push: Esc pops once it ended, and "ab" waits for the pop's end.
    await typeThroughTheTerminal("\u{1B}ab", into: session)
    #expect(session.pendingKeys.first == .escape)
    endTransition(in: window)
    #expect(await transitionsEnded(in: window))
    #expect(navigation.viewControllers.count == 1)
    #expect(field.text == "ab")
  }

  @Test func ctrlCQuitsAtOnceAndDropsTheWaitingKeys() async {
    let navigation = UINavigationController(
      rootViewController: FormController(title: "Root", [UITextField()]))
    let window = await window(navigation)
    let session = TerminalSession(window: window)
    session.frame()
    navigation.pushViewController(FormController(title: "Pushed", []), animated: true)
    #expect(session.handle(.character("a")))
    #expect(session.pendingKeys == [.character("a")])
    #expect(session.handle(.interrupt))
    #expect(session.isFinished)
    #expect(session.pendingKeys.isEmpty)
    endTransition(in: window)
    #expect(await transitionsEnded(in: window))
  }
}

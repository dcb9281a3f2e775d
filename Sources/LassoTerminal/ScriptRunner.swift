#if !os(iOS) && !os(tvOS) && !os(visionOS)
  import HeadlessUIKit

  /// Runs a ``KeyScript`` against a session without a terminal, printing each frame as plain
  /// text: `── frame 0: start ──`, the frame's lines, then one header and frame per step.
  ///
  /// Waits poll the frame on the main actor between suspensions, so the app's asynchronous work
  /// (service delays, store tasks, VSM actions) runs while the script waits. After each key the
  /// runner waits for the controller transitions it started to end (UIKit's timing: they end on
  /// later turns of the main queue), so every printed frame shows a settled screen.
  @MainActor public struct ScriptRunner {
    /// What a run produced.
    public struct Outcome: Equatable, Sendable {
      /// The text of each printed frame, in order (the first is the start frame).
      public var frames: [String]
      /// Why the run stopped early (a wait that timed out), or `nil` when it ran to the end or
      /// the user quit.
      public var failure: String?
      /// Whether the script quit (`q` outside a field, or `<ctrl-c>`).
      public var didQuit: Bool

      /// The last frame's text.
      public var lastFrame: String { frames.last ?? "" }
    }

    /// The session the keys go to.
    public let session: TerminalSession
    /// The deadline of a wait that names none.
    public var defaultTimeout: Duration

    /// A runner on `session`; waits without their own deadline give up after `defaultTimeout`.
    public init(session: TerminalSession, defaultTimeout: Duration = .seconds(5)) {
      self.session = session
      self.defaultTimeout = defaultTimeout
    }

    /// The header line printed before a frame.
    public static func header(_ index: Int, _ label: String) -> String {
      "── frame \(index): \(label) ──"
    }

    /// Applies the script's steps in order, handing each printed line to `output`.
    public func run(_ script: KeyScript, output: (String) -> Void = { _ in }) async -> Outcome {
      var outcome = Outcome(frames: [], failure: nil, didQuit: false)
      func emit(_ label: String) {
        let frame = session.frame()
        output(Self.header(outcome.frames.count, label))
        for line in frame.lines { output(line) }
        outcome.frames.append(frame.text)
      }
      await settle()
      emit("start")
      for step in script.steps {
        switch step {
        case .keys(let keys):
          for key in keys {
            await settle()
            session.frame()
            session.handle(key)
            await settle()
            if session.isFinished { break }
          }
        case .wait(let duration):
          try? await Task.sleep(for: duration)
          await settle()
        case .waitUntil(let text, let timeout):
          if !(await wait(timeout) { $0.contains(text) }) {
            outcome.failure = "timed out after \(describe(timeout)) waiting for \"\(text)\""
          }
        case .waitWhile(let text, let timeout):
          if !(await wait(timeout) { !$0.contains(text) }) {
            outcome.failure =
              "timed out after \(describe(timeout)) waiting for \"\(text)\" to go away"
          }
        }
        emit(step.description)
        if let failure = outcome.failure {
          output("── failed: \(failure) ──")
          return outcome
        }
        if session.isFinished {
          outcome.didQuit = true
          output("── quit ──")
          return outcome
        }
      }
      return outcome
    }

    private func describe(_ timeout: Duration?) -> String {
      KeyScript.format(timeout ?? defaultTimeout)
    }

    /// Polls the frame until `condition` holds or the deadline passes.
    private func wait(_ timeout: Duration?, _ condition: (String) -> Bool) async -> Bool {
      let deadline = ContinuousClock.now + (timeout ?? defaultTimeout)
      while !condition(session.frame().text) {
        if ContinuousClock.now >= deadline { return false }
        try? await Task.sleep(for: .milliseconds(5))
      }
      return true
    }

    /// Lets work already queued on the main actor (a task a tap started) run, and the
    /// controller transitions it started end, before drawing: a script is a user who waits for
    /// the screen to settle before the next key (a key pressed during a transition would be
    /// ignored, as a tap is on a device).
    private func settle() async {
      let deadline = ContinuousClock.now + defaultTimeout
      repeat {
        for _ in 0..<8 { await Task.yield() }
        guard session.window.isTransitioning, ContinuousClock.now < deadline else { return }
        try? await Task.sleep(for: .milliseconds(1))
      } while true
    }
  }
#endif

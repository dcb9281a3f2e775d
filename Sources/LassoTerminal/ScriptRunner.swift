#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import HeadlessUIKit
  @_spi(Lasso) import LassoDiagnostics

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

    /// The deadline of a wait that names none unless the runner is given another: five seconds,
    /// multiplied by the environment variable `LASSO_TIMEOUT_SCALE` (a positive number, default
    /// 1), which a slow machine or a sanitizer run sets to scale every default timeout of Lasso's
    /// waiting. A deadline written in the script (`<wait-until "text" 10s>`) is not scaled.
    public static var standardTimeout: Duration { TimeoutScale.defaultTimeout }

    /// A runner on `session`; waits without their own deadline give up after `defaultTimeout`
    /// (``standardTimeout`` unless given).
    public init(session: TerminalSession, defaultTimeout: Duration = ScriptRunner.standardTimeout) {
      self.session = session
      self.defaultTimeout = defaultTimeout
    }

    /// The header line printed before a frame.
    public static func header(_ index: Int, _ label: String) -> String {
      "── frame \(index): \(label) ──"
    }

    /// Applies the script's steps in order, handing each printed line to `output`.
    public func run(_ script: KeyScript, output: (String) -> Void = { _ in }) async -> Outcome {
      TimeoutScale.reportCurrentOnce()
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
            outcome.failure = "waiting for \"\(text)\" timed out after \(describe(timeout))"
          }
        case .waitWhile(let text, let timeout):
          if !(await wait(timeout) { !$0.contains(text) }) {
            outcome.failure =
              "waiting for \"\(text)\" to go away timed out after \(describe(timeout))"
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

    /// The deadline, and the setting that scales the default ones:
    /// `5s (LASSO_TIMEOUT_SCALE=1; raise it on a slow machine)`.
    private func describe(_ timeout: Duration?) -> String {
      KeyScript.format(timeout ?? defaultTimeout) + " (\(TimeoutScale.current.note))"
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
    /// the screen to settle before the next key, so that each printed frame shows one key's
    /// effect (a key pressed during a transition would wait for its end, see
    /// ``TerminalSession``).
    private func settle() async {
      let deadline = ContinuousClock.now + defaultTimeout
      repeat {
        for _ in 0..<8 { await Task.yield() }
        let busy = session.window.headless.isTransitioning || !session.pendingKeys.isEmpty
        guard busy, ContinuousClock.now < deadline else { return }
        try? await Task.sleep(for: .milliseconds(1))
      } while true
    }
  }
#endif

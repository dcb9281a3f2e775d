#if canImport(XCTest)
  import Foundation
  import Lasso
  import XCTest

  // The original Lasso's flow assertions with their `file:`, `line:` and `failTest:` parameters,
  // its `assertControllerEvent(from:to:when:)` and `assertControllerEvent(to:when:)`, and its
  // `WaitError`. Each forwards to this module's own assertions (one implementation); the
  // `failTest:` forms are disfavored, so a call that passes none of these parameters takes the
  // assertion without them.

  extension XCTestCase {
    /// The original Lasso's error of a wait that did not end as expected. This package's waits
    /// throw a ``FlowAssertionError`` (a ``LassoError`` too); `WaitError` is here for code that
    /// names it.
    ///
    /// ```swift
    /// let error: XCTestCase.WaitError = .timedOut("the sheet never appeared")
    /// ```
    public enum WaitError: LassoError {
      /// The wait outlasted its timeout.
      case timedOut(String)
      /// Expectations were fulfilled in another order than required.
      case incorrectOrder(String)
      /// An inverted expectation was fulfilled.
      case invertedFulfillment(String)
      /// The wait was interrupted.
      case interrupted(String)
      /// Any other outcome.
      case unknown(String)

      /// The message the case carries.
      ///
      /// ```swift
      /// XCTAssertEqual(error.message(verbose: false), "the sheet never appeared")
      /// ```
      public func message(verbose: Bool) -> String {
        switch self {
        case .timedOut(let message), .incorrectOrder(let message),
          .invertedFulfillment(let message), .interrupted(let message), .unknown(let message):
          return message
        }
      }
    }

    /// Runs `event`, resolves the controller it leads to with `resolveTarget` (which must
    /// return a `To`), loads its view (`onViewDidLoad`), lets the main queue turn
    /// (`onViewWillAppear`) and waits for the transitions in `fromController`'s and the
    /// target's windows to end (`onViewDidAppear`): the original Lasso's general lifecycle
    /// assertion, for what the specific ones do not cover. A `nil` or another type fails the
    /// test and throws a ``FlowAssertionError``.
    ///
    /// ```swift
    /// let tabs: UITabBarController = try await assertControllerEvent(
    ///   from: root, to: { window.rootViewController }, when: { flow.start(with: root(of: window)) })
    /// ```
    @preconcurrency @MainActor
    public func assertControllerEvent<From: UIViewController, To: UIViewController>(
      from fromController: From, to resolveTarget: () throws -> UIViewController?,
      when event: () -> Void, timeout: TimeInterval? = nil,
      onViewDidLoad: (From, To) -> Void = { _, _ in },
      onViewWillAppear: (From, To) -> Void = { _, _ in },
      onViewDidAppear: (From, To) -> Void = { _, _ in }, file: StaticString = #filePath,
      line: UInt = #line
    ) async throws -> To {
      let location = SourceLocation(fileID: file, filePath: file, line: line, column: 1)
      var waiting = TransitionWaiting(
        around: [fromController], timeout: timeout ?? lassoAssertionTimeout,
        assertion: "assertControllerEvent(from:to:when:)", at: location)
      location.perform(event)
      let target: To = try controllerEventTarget(resolveTarget(), at: location)
      _ = target.view
      onViewDidLoad(fromController, target)
      waiting.add(target)
      await hopThroughMainQueue()
      onViewWillAppear(fromController, target)
      try waiting.check(await waitForTransitions(in: waiting.windows, timeout: waiting.timeout))
      onViewDidAppear(fromController, target)
      return target
    }

    /// ``assertControllerEvent(from:to:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:)``
    /// without a controller before the event: waits on the target's window only.
    ///
    /// ```swift
    /// let home: HomeViewController = try await assertControllerEvent(
    ///   to: { window.rootViewController }, when: { flow.start(with: root(of: window)) })
    /// ```
    @preconcurrency @MainActor
    public func assertControllerEvent<To: UIViewController>(
      to resolveTarget: () throws -> UIViewController?, when event: () -> Void,
      timeout: TimeInterval? = nil, onViewDidLoad: (To) -> Void = { _ in },
      onViewWillAppear: (To) -> Void = { _ in }, onViewDidAppear: (To) -> Void = { _ in },
      file: StaticString = #filePath, line: UInt = #line
    ) async throws -> To {
      let location = SourceLocation(fileID: file, filePath: file, line: line, column: 1)
      var waiting = TransitionWaiting(
        around: [], timeout: timeout ?? lassoAssertionTimeout,
        assertion: "assertControllerEvent(to:when:)", at: location)
      location.perform(event)
      let target: To = try controllerEventTarget(resolveTarget(), at: location)
      _ = target.view
      onViewDidLoad(target)
      waiting.add(target)
      await hopThroughMainQueue()
      onViewWillAppear(target)
      try waiting.check(await waitForTransitions(in: waiting.windows, timeout: waiting.timeout))
      onViewDidAppear(target)
      return target
    }

    /// The original Lasso's `assertRoot` with its `file:`, `line:` and `failTest:`: a failure
    /// goes to `failTest` (``log`` reports it at `file`/`line`), which returns the
    /// ``TestFailureAction`` thrown.
    ///
    /// ```swift
    /// let welcome: WelcomeViewController = try await assertRoot(of: navigationController, when: { flow.start() }, failTest: log)
    /// ```
    @_disfavoredOverload @preconcurrency @MainActor
    public func assertRoot<Root: UIViewController>(
      of navigationController: UINavigationController, when event: () throws -> Void,
      timeout: TimeInterval? = nil, onViewDidLoad: (Root) -> Void = { _ in },
      onViewWillAppear: (Root) -> Void = { _ in }, onViewDidAppear: (Root) -> Void = { _ in },
      file: StaticString = #filePath, line: UInt = #line, failTest: FailTest = log
    ) async throws -> Root {
      try await routingFailure(to: failTest, file: file, line: line) {
        try await assertRoot(
          of: navigationController, when: event, timeout: timeout, onViewDidLoad: onViewDidLoad,
          onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear, fileID: file,
          filePath: file, line: line)
      }
    }

    /// The original Lasso's `assertPushed` with its `file:`, `line:` and `failTest:`: a failure
    /// goes to `failTest` (``log`` reports it at `file`/`line`), which returns the
    /// ``TestFailureAction`` thrown.
    ///
    /// ```swift
    /// let detail: DetailViewController = try await assertPushed(after: list, when: { list.store.dispatchAction(.didSelect(0)) }, failTest: log)
    /// ```
    @_disfavoredOverload @preconcurrency @MainActor
    public func assertPushed<Previous: UIViewController, Pushed: UIViewController>(
      after previous: Previous, when event: () throws -> Void, timeout: TimeInterval? = nil,
      onViewDidLoad: (Previous, Pushed) -> Void = { _, _ in },
      onViewWillAppear: (Previous, Pushed) -> Void = { _, _ in },
      onViewDidAppear: (Previous, Pushed) -> Void = { _, _ in }, file: StaticString = #filePath,
      line: UInt = #line, failTest: FailTest = log
    ) async throws -> Pushed {
      try await routingFailure(to: failTest, file: file, line: line) {
        try await assertPushed(
          after: previous, when: event, timeout: timeout, onViewDidLoad: onViewDidLoad,
          onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear, fileID: file,
          filePath: file, line: line)
      }
    }

    /// The original Lasso's `assertPopped` with its `file:`, `line:` and `failTest:`: a failure
    /// goes to `failTest` (``log`` reports it at `file`/`line`), which returns the
    /// ``TestFailureAction`` thrown.
    ///
    /// ```swift
    /// try await assertPopped(from: detail, to: list, when: { navigationController.popViewController(animated: true) }, failTest: log)
    /// ```
    @_disfavoredOverload @preconcurrency @MainActor @discardableResult
    public func assertPopped<From: UIViewController, To: UIViewController>(
      from fromController: From, to toController: To, when event: () throws -> Void,
      timeout: TimeInterval? = nil, onViewWillAppear: (From, To) -> Void = { _, _ in },
      onViewDidAppear: (From, To) -> Void = { _, _ in }, file: StaticString = #filePath,
      line: UInt = #line, failTest: FailTest = log
    ) async throws -> To {
      try await routingFailure(to: failTest, file: file, line: line) {
        try await assertPopped(
          from: fromController, to: toController, when: event, timeout: timeout,
          onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear, fileID: file,
          filePath: file, line: line)
      }
    }

    /// The original Lasso's `assertPresentation` with its `file:`, `line:` and `failTest:`: a failure
    /// goes to `failTest` (``log`` reports it at `file`/`line`), which returns the
    /// ``TestFailureAction`` thrown.
    ///
    /// ```swift
    /// let sheet: SheetViewController = try await assertPresentation(on: root, when: { flow.start() }, failTest: log)
    /// ```
    @_disfavoredOverload @preconcurrency @MainActor
    public func assertPresentation<Presenting: UIViewController, Presented: UIViewController>(
      on presenting: Presenting, when event: () throws -> Void, timeout: TimeInterval? = nil,
      onViewDidLoad: (Presented) -> Void = { _ in },
      onViewWillAppear: (Presented) -> Void = { _ in },
      onViewDidAppear: (Presented) -> Void = { _ in }, file: StaticString = #filePath,
      line: UInt = #line, failTest: FailTest = log, verbose: Bool = true
    ) async throws -> Presented {
      try await routingFailure(to: failTest, file: file, line: line, verbose: verbose) {
        try await assertPresentation(
          on: presenting, when: event, timeout: timeout, onViewDidLoad: onViewDidLoad,
          onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear, fileID: file,
          filePath: file, line: line)
      }
    }

    /// The original Lasso's `assertDismissal` with its `file:`, `line:` and `failTest:`: a failure
    /// goes to `failTest` (``log`` reports it at `file`/`line`), which returns the
    /// ``TestFailureAction`` thrown.
    ///
    /// ```swift
    /// try await assertDismissal(from: sheet, to: root, when: { sheet.dismiss(animated: true) }, failTest: log)
    /// ```
    @_disfavoredOverload @preconcurrency @MainActor @discardableResult
    public func assertDismissal<Presenting: UIViewController, Presented: UIViewController>(
      from presented: Presented, to presenting: Presenting, when event: () throws -> Void,
      timeout: TimeInterval? = nil, onViewWillAppear: (Presented) -> Void = { _ in },
      onViewDidAppear: (Presented) -> Void = { _ in }, file: StaticString = #filePath,
      line: UInt = #line, failTest: FailTest = log
    ) async throws -> Presenting {
      try await routingFailure(to: failTest, file: file, line: line) {
        try await assertDismissal(
          from: presented, to: presenting, when: event, timeout: timeout,
          onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear, fileID: file,
          filePath: file, line: line)
      }
    }

    /// The original Lasso's `assertFullScreenPresentation` with its `file:`, `line:` and `failTest:`: a failure
    /// goes to `failTest` (``log`` reports it at `file`/`line`), which returns the
    /// ``TestFailureAction`` thrown.
    ///
    /// ```swift
    /// let player: PlayerViewController = try await assertFullScreenPresentation(on: root, when: { flow.start() }, failTest: log)
    /// ```
    @_disfavoredOverload @preconcurrency @MainActor
    public func assertFullScreenPresentation<
      Presenting: UIViewController, Presented: UIViewController
    >(
      on presenting: Presenting, when event: () throws -> Void, timeout: TimeInterval? = nil,
      onViewDidLoad: (Presenting, Presented) -> Void = { _, _ in },
      onViewWillAppear: (Presenting, Presented) -> Void = { _, _ in },
      onViewDidAppear: (Presenting, Presented) -> Void = { _, _ in },
      file: StaticString = #filePath, line: UInt = #line, failTest: FailTest = log,
      verbose: Bool = true
    ) async throws -> Presented {
      try await routingFailure(to: failTest, file: file, line: line, verbose: verbose) {
        try await assertFullScreenPresentation(
          on: presenting, when: event, timeout: timeout, onViewDidLoad: onViewDidLoad,
          onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear, fileID: file,
          filePath: file, line: line)
      }
    }

    /// The original Lasso's `assertFullScreenDismissal` with its `file:`, `line:` and `failTest:`: a failure
    /// goes to `failTest` (``log`` reports it at `file`/`line`), which returns the
    /// ``TestFailureAction`` thrown.
    ///
    /// ```swift
    /// try await assertFullScreenDismissal(from: player, to: root, when: { player.dismiss(animated: true) }, failTest: log)
    /// ```
    @_disfavoredOverload @preconcurrency @MainActor @discardableResult
    public func assertFullScreenDismissal<
      Presenting: UIViewController, Presented: UIViewController
    >(
      from presented: Presented, to presenting: Presenting, when event: () throws -> Void,
      timeout: TimeInterval? = nil, onViewWillAppear: (Presented, Presenting) -> Void = { _, _ in },
      onViewDidAppear: (Presented, Presenting) -> Void = { _, _ in },
      file: StaticString = #filePath, line: UInt = #line, failTest: FailTest = log
    ) async throws -> Presenting {
      try await routingFailure(to: failTest, file: file, line: line) {
        try await assertFullScreenDismissal(
          from: presented, to: presenting, when: event, timeout: timeout,
          onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear, fileID: file,
          filePath: file, line: line)
      }
    }
  }

  /// The target of `assertControllerEvent`, of type `To`, or a failure at `location`.
  @MainActor func controllerEventTarget<To: UIViewController>(
    _ resolved: UIViewController?, at location: SourceLocation
  ) throws -> To {
    guard let resolved else {
      try location.fail(
        "assertControllerEvent expected a \(To.self) after the event; the target was nil."
          + " Fix: resolve the controller the event shows (`to: { window.rootViewController }`).")
    }
    guard let target = resolved as? To else {
      try location.fail(
        "assertControllerEvent expected a \(To.self) after the event; it was a"
          + " \(Misuse.name(of: type(of: resolved))). Fix: name the controller type the event"
          + " shows.")
    }
    return target
  }

  #if os(iOS) || os(tvOS) || os(visionOS)
    // The synchronous forms, for synchronous XCTest methods on Apple platforms, as above.

    extension XCTestCase {
      /// The synchronous form of ``assertControllerEvent(from:to:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:)``.
      ///
      /// ```swift
      /// let tabs: UITabBarController = try assertControllerEvent(
      ///   from: root, to: { window.rootViewController }, when: { flow.start(with: root(of: window)) })
      /// ```
      @preconcurrency @MainActor
      public func assertControllerEvent<From: UIViewController, To: UIViewController>(
        from fromController: From, to resolveTarget: () throws -> UIViewController?,
        when event: () -> Void, timeout: TimeInterval? = nil,
        onViewDidLoad: (From, To) -> Void = { _, _ in },
        onViewWillAppear: (From, To) -> Void = { _, _ in },
        onViewDidAppear: (From, To) -> Void = { _, _ in }, file: StaticString = #filePath,
        line: UInt = #line
      ) throws -> To {
        let location = SourceLocation(fileID: file, filePath: file, line: line, column: 1)
        var waiting = TransitionWaiting(
          around: [fromController], timeout: timeout ?? lassoAssertionTimeout,
          assertion: "assertControllerEvent(from:to:when:)", at: location)
        location.perform(event)
        let target: To = try controllerEventTarget(resolveTarget(), at: location)
        _ = target.view
        onViewDidLoad(fromController, target)
        waiting.add(target)
        let deadline = Date(timeIntervalSinceNow: waiting.timeout)
        try waiting.check(turnMainQueueSynchronously(until: deadline) ? nil : "the main queue")
        onViewWillAppear(fromController, target)
        try waiting.check(waitForTransitionsSynchronously(in: waiting.windows, waiting.timeout))
        onViewDidAppear(fromController, target)
        return target
      }

      /// The synchronous form of ``assertControllerEvent(to:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:)``.
      ///
      /// ```swift
      /// let home: HomeViewController = try assertControllerEvent(
      ///   to: { window.rootViewController }, when: { flow.start(with: root(of: window)) })
      /// ```
      @preconcurrency @MainActor
      public func assertControllerEvent<To: UIViewController>(
        to resolveTarget: () throws -> UIViewController?, when event: () -> Void,
        timeout: TimeInterval? = nil, onViewDidLoad: (To) -> Void = { _ in },
        onViewWillAppear: (To) -> Void = { _ in }, onViewDidAppear: (To) -> Void = { _ in },
        file: StaticString = #filePath, line: UInt = #line
      ) throws -> To {
        let location = SourceLocation(fileID: file, filePath: file, line: line, column: 1)
        var waiting = TransitionWaiting(
          around: [], timeout: timeout ?? lassoAssertionTimeout,
          assertion: "assertControllerEvent(to:when:)", at: location)
        location.perform(event)
        let target: To = try controllerEventTarget(resolveTarget(), at: location)
        _ = target.view
        onViewDidLoad(target)
        waiting.add(target)
        let deadline = Date(timeIntervalSinceNow: waiting.timeout)
        try waiting.check(turnMainQueueSynchronously(until: deadline) ? nil : "the main queue")
        onViewWillAppear(target)
        try waiting.check(waitForTransitionsSynchronously(in: waiting.windows, waiting.timeout))
        onViewDidAppear(target)
        return target
      }

      /// The original Lasso's `assertRoot` with its `file:`, `line:` and `failTest:`: a failure
      /// goes to `failTest` (``log`` reports it at `file`/`line`), which returns the
      /// ``TestFailureAction`` thrown.
      ///
      /// ```swift
      /// let welcome: WelcomeViewController = try assertRoot(of: navigationController, when: { flow.start() }, failTest: log)
      /// ```
      @_disfavoredOverload @preconcurrency @MainActor
      public func assertRoot<Root: UIViewController>(
        of navigationController: UINavigationController, when event: () throws -> Void,
        timeout: TimeInterval? = nil, onViewDidLoad: (Root) -> Void = { _ in },
        onViewWillAppear: (Root) -> Void = { _ in }, onViewDidAppear: (Root) -> Void = { _ in },
        file: StaticString = #filePath, line: UInt = #line, failTest: FailTest = log
      ) throws -> Root {
        try routingFailureSynchronously(to: failTest, file: file, line: line) {
          try assertRoot(
            of: navigationController, when: event, timeout: timeout, onViewDidLoad: onViewDidLoad,
            onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear, fileID: file,
            filePath: file, line: line)
        }
      }

      /// The original Lasso's `assertPushed` with its `file:`, `line:` and `failTest:`: a failure
      /// goes to `failTest` (``log`` reports it at `file`/`line`), which returns the
      /// ``TestFailureAction`` thrown.
      ///
      /// ```swift
      /// let detail: DetailViewController = try assertPushed(after: list, when: { list.store.dispatchAction(.didSelect(0)) }, failTest: log)
      /// ```
      @_disfavoredOverload @preconcurrency @MainActor
      public func assertPushed<Previous: UIViewController, Pushed: UIViewController>(
        after previous: Previous, when event: () throws -> Void, timeout: TimeInterval? = nil,
        onViewDidLoad: (Previous, Pushed) -> Void = { _, _ in },
        onViewWillAppear: (Previous, Pushed) -> Void = { _, _ in },
        onViewDidAppear: (Previous, Pushed) -> Void = { _, _ in }, file: StaticString = #filePath,
        line: UInt = #line, failTest: FailTest = log
      ) throws -> Pushed {
        try routingFailureSynchronously(to: failTest, file: file, line: line) {
          try assertPushed(
            after: previous, when: event, timeout: timeout, onViewDidLoad: onViewDidLoad,
            onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear, fileID: file,
            filePath: file, line: line)
        }
      }

      /// The original Lasso's `assertPopped` with its `file:`, `line:` and `failTest:`: a failure
      /// goes to `failTest` (``log`` reports it at `file`/`line`), which returns the
      /// ``TestFailureAction`` thrown.
      ///
      /// ```swift
      /// try assertPopped(from: detail, to: list, when: { navigationController.popViewController(animated: true) }, failTest: log)
      /// ```
      @_disfavoredOverload @preconcurrency @MainActor @discardableResult
      public func assertPopped<From: UIViewController, To: UIViewController>(
        from fromController: From, to toController: To, when event: () throws -> Void,
        timeout: TimeInterval? = nil, onViewWillAppear: (From, To) -> Void = { _, _ in },
        onViewDidAppear: (From, To) -> Void = { _, _ in }, file: StaticString = #filePath,
        line: UInt = #line, failTest: FailTest = log
      ) throws -> To {
        try routingFailureSynchronously(to: failTest, file: file, line: line) {
          try assertPopped(
            from: fromController, to: toController, when: event, timeout: timeout,
            onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear, fileID: file,
            filePath: file, line: line)
        }
      }

      /// The original Lasso's `assertPresentation` with its `file:`, `line:` and `failTest:`: a failure
      /// goes to `failTest` (``log`` reports it at `file`/`line`), which returns the
      /// ``TestFailureAction`` thrown.
      ///
      /// ```swift
      /// let sheet: SheetViewController = try assertPresentation(on: root, when: { flow.start() }, failTest: log)
      /// ```
      @_disfavoredOverload @preconcurrency @MainActor
      public func assertPresentation<Presenting: UIViewController, Presented: UIViewController>(
        on presenting: Presenting, when event: () throws -> Void, timeout: TimeInterval? = nil,
        onViewDidLoad: (Presented) -> Void = { _ in },
        onViewWillAppear: (Presented) -> Void = { _ in },
        onViewDidAppear: (Presented) -> Void = { _ in }, file: StaticString = #filePath,
        line: UInt = #line, failTest: FailTest = log, verbose: Bool = true
      ) throws -> Presented {
        try routingFailureSynchronously(to: failTest, file: file, line: line, verbose: verbose) {
          try assertPresentation(
            on: presenting, when: event, timeout: timeout, onViewDidLoad: onViewDidLoad,
            onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear, fileID: file,
            filePath: file, line: line)
        }
      }

      /// The original Lasso's `assertDismissal` with its `file:`, `line:` and `failTest:`: a failure
      /// goes to `failTest` (``log`` reports it at `file`/`line`), which returns the
      /// ``TestFailureAction`` thrown.
      ///
      /// ```swift
      /// try assertDismissal(from: sheet, to: root, when: { sheet.dismiss(animated: true) }, failTest: log)
      /// ```
      @_disfavoredOverload @preconcurrency @MainActor @discardableResult
      public func assertDismissal<Presenting: UIViewController, Presented: UIViewController>(
        from presented: Presented, to presenting: Presenting, when event: () throws -> Void,
        timeout: TimeInterval? = nil, onViewWillAppear: (Presented) -> Void = { _ in },
        onViewDidAppear: (Presented) -> Void = { _ in }, file: StaticString = #filePath,
        line: UInt = #line, failTest: FailTest = log
      ) throws -> Presenting {
        try routingFailureSynchronously(to: failTest, file: file, line: line) {
          try assertDismissal(
            from: presented, to: presenting, when: event, timeout: timeout,
            onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear, fileID: file,
            filePath: file, line: line)
        }
      }

      /// The original Lasso's `assertFullScreenPresentation` with its `file:`, `line:` and `failTest:`: a failure
      /// goes to `failTest` (``log`` reports it at `file`/`line`), which returns the
      /// ``TestFailureAction`` thrown.
      ///
      /// ```swift
      /// let player: PlayerViewController = try assertFullScreenPresentation(on: root, when: { flow.start() }, failTest: log)
      /// ```
      @_disfavoredOverload @preconcurrency @MainActor
      public func assertFullScreenPresentation<
        Presenting: UIViewController, Presented: UIViewController
      >(
        on presenting: Presenting, when event: () throws -> Void, timeout: TimeInterval? = nil,
        onViewDidLoad: (Presenting, Presented) -> Void = { _, _ in },
        onViewWillAppear: (Presenting, Presented) -> Void = { _, _ in },
        onViewDidAppear: (Presenting, Presented) -> Void = { _, _ in },
        file: StaticString = #filePath, line: UInt = #line, failTest: FailTest = log,
        verbose: Bool = true
      ) throws -> Presented {
        try routingFailureSynchronously(to: failTest, file: file, line: line, verbose: verbose) {
          try assertFullScreenPresentation(
            on: presenting, when: event, timeout: timeout, onViewDidLoad: onViewDidLoad,
            onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear, fileID: file,
            filePath: file, line: line)
        }
      }

      /// The original Lasso's `assertFullScreenDismissal` with its `file:`, `line:` and `failTest:`: a failure
      /// goes to `failTest` (``log`` reports it at `file`/`line`), which returns the
      /// ``TestFailureAction`` thrown.
      ///
      /// ```swift
      /// try assertFullScreenDismissal(from: player, to: root, when: { player.dismiss(animated: true) }, failTest: log)
      /// ```
      @_disfavoredOverload @preconcurrency @MainActor @discardableResult
      public func assertFullScreenDismissal<
        Presenting: UIViewController, Presented: UIViewController
      >(
        from presented: Presented, to presenting: Presenting, when event: () throws -> Void,
        timeout: TimeInterval? = nil,
        onViewWillAppear: (Presented, Presenting) -> Void = { _, _ in },
        onViewDidAppear: (Presented, Presenting) -> Void = { _, _ in },
        file: StaticString = #filePath, line: UInt = #line, failTest: FailTest = log
      ) throws -> Presenting {
        try routingFailureSynchronously(to: failTest, file: file, line: line) {
          try assertFullScreenDismissal(
            from: presented, to: presenting, when: event, timeout: timeout,
            onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear, fileID: file,
            filePath: file, line: line)
        }
      }
    }
  #endif
#endif

#if canImport(XCTest)
  import Foundation
  import Lasso
  import XCTest

  // The original Lasso's flow assertions with their `file:`, `line:` and `failTest:` parameters
  // (OriginalSpellings.md): each runs the description its modern spelling runs, what it reports
  // routed to `failTest`. Disfavored, so a call that passes none of these parameters takes the
  // modern spelling.

  extension XCTestCase {
    /// The original's `assertRoot` with `file:`, `line:` and `failTest:`.
    ///
    /// - SeeAlso: <doc:OriginalSpellings>
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
        try await rootAssertion(of: navigationController).run(
          flowCall(timeout, file: file, line: line), when: event,
          onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
          onViewDidAppear: onViewDidAppear)
      }
    }

    /// The original's `assertPushed` with `file:`, `line:` and `failTest:`.
    ///
    /// - SeeAlso: <doc:OriginalSpellings>
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
        try await pushAssertion(after: previous).run(
          flowCall(timeout, file: file, line: line), when: event,
          onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
          onViewDidAppear: onViewDidAppear)
      }
    }

    /// The original's `assertPopped` with `file:`, `line:` and `failTest:`.
    ///
    /// - SeeAlso: <doc:OriginalSpellings>
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
        try await popAssertion(from: fromController, to: toController).run(
          flowCall(timeout, file: file, line: line), when: event,
          onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
      }
    }

    /// The original's `assertPresentation` with `file:`, `line:` and `failTest:`.
    ///
    /// - SeeAlso: <doc:OriginalSpellings>
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
        try await presentationAssertion(on: presenting, fullScreen: false).run(
          flowCall(timeout, file: file, line: line), when: event,
          onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
          onViewDidAppear: onViewDidAppear)
      }
    }

    /// The original's `assertDismissal` with `file:`, `line:` and `failTest:`.
    ///
    /// - SeeAlso: <doc:OriginalSpellings>
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
        try await dismissalAssertion(from: presented, to: presenting, fullScreen: false).run(
          flowCall(timeout, file: file, line: line), when: event,
          onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
      }
    }

    /// The original's `assertFullScreenPresentation` with `file:`, `line:` and `failTest:`.
    ///
    /// - SeeAlso: <doc:OriginalSpellings>
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
        try await presentationAssertion(on: presenting, fullScreen: true).run(
          flowCall(timeout, file: file, line: line), when: event,
          onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
          onViewDidAppear: onViewDidAppear)
      }
    }

    /// The original's `assertFullScreenDismissal` with `file:`, `line:` and `failTest:`.
    ///
    /// - SeeAlso: <doc:OriginalSpellings>
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
        try await dismissalAssertion(from: presented, to: presenting, fullScreen: true).run(
          flowCall(timeout, file: file, line: line), when: event,
          onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
      }
    }
  }

  #if os(iOS) || os(tvOS) || os(visionOS)
    // The synchronous forms, for synchronous XCTest methods on Apple platforms
    // (XCTestCase+SynchronousAssertions.swift).

    extension XCTestCase {
      /// The original's `assertRoot` with `file:`, `line:` and `failTest:`.
      ///
      /// - SeeAlso: <doc:OriginalSpellings>
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
          try rootAssertion(of: navigationController).runSynchronously(
            flowCall(timeout, file: file, line: line), when: event,
            onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
            onViewDidAppear: onViewDidAppear)
        }
      }

      /// The original's `assertPushed` with `file:`, `line:` and `failTest:`.
      ///
      /// - SeeAlso: <doc:OriginalSpellings>
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
          try pushAssertion(after: previous).runSynchronously(
            flowCall(timeout, file: file, line: line), when: event,
            onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
            onViewDidAppear: onViewDidAppear)
        }
      }

      /// The original's `assertPopped` with `file:`, `line:` and `failTest:`.
      ///
      /// - SeeAlso: <doc:OriginalSpellings>
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
          try popAssertion(from: fromController, to: toController).runSynchronously(
            flowCall(timeout, file: file, line: line), when: event,
            onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
        }
      }

      /// The original's `assertPresentation` with `file:`, `line:` and `failTest:`.
      ///
      /// - SeeAlso: <doc:OriginalSpellings>
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
          try presentationAssertion(on: presenting, fullScreen: false).runSynchronously(
            flowCall(timeout, file: file, line: line), when: event,
            onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
            onViewDidAppear: onViewDidAppear)
        }
      }

      /// The original's `assertDismissal` with `file:`, `line:` and `failTest:`.
      ///
      /// - SeeAlso: <doc:OriginalSpellings>
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
          try dismissalAssertion(from: presented, to: presenting, fullScreen: false)
            .runSynchronously(
              flowCall(timeout, file: file, line: line), when: event,
              onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
        }
      }

      /// The original's `assertFullScreenPresentation` with `file:`, `line:` and `failTest:`.
      ///
      /// - SeeAlso: <doc:OriginalSpellings>
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
          try presentationAssertion(on: presenting, fullScreen: true).runSynchronously(
            flowCall(timeout, file: file, line: line), when: event,
            onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
            onViewDidAppear: onViewDidAppear)
        }
      }

      /// The original's `assertFullScreenDismissal` with `file:`, `line:` and `failTest:`.
      ///
      /// - SeeAlso: <doc:OriginalSpellings>
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
          try dismissalAssertion(from: presented, to: presenting, fullScreen: true)
            .runSynchronously(
              flowCall(timeout, file: file, line: line), when: event,
              onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
        }
      }
    }
  #endif
#endif

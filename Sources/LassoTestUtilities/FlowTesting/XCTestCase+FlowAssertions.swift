#if canImport(XCTest)
  import Lasso
  import XCTest

  // The flow assertions as the original Lasso spelled them, methods of `XCTestCase`
  // (`self.assertPushed(…)`), whose `timeout` defaults to the test case's
  // `lassoAssertionTimeout` (`AssertionTimeoutOverride` honoured). Each forwards to the free
  // function of the same name.

  extension XCTestCase {
    /// ``LassoTestUtilities/assertControllerEvent(_:on:when:timeout:fileID:filePath:line:column:)``
    /// with the test case's timeout. A method, so that inside a test case the original's
    /// `assertControllerEvent(from:to:when:…)` methods do not hide the function.
    ///
    /// ```swift
    /// try await assertControllerEvent(.viewDidAppear, on: profile) { tabBar.selectedIndex = 1 }
    /// ```
    @preconcurrency @MainActor public func assertControllerEvent(
      _ event: ControllerEvent, on controller: UIViewController, when action: () throws -> Void,
      timeout: TimeInterval? = nil, fileID: StaticString = #fileID,
      filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws {
      try await LassoTestUtilities.assertControllerEvent(
        event, on: controller, when: action, timeout: timeout ?? lassoAssertionTimeout,
        fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// ``LassoTestUtilities/assertRoot(of:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:fileID:filePath:line:column:)``
    /// with the test case's timeout.
    ///
    /// ```swift
    /// let welcome: TutorialViewController = try await assertRoot(of: navigationController) { … }
    /// ```
    @preconcurrency @MainActor public func assertRoot<Controller: UIViewController>(
      of navigationController: UINavigationController, when action: () throws -> Void,
      timeout: TimeInterval? = nil, onViewDidLoad: (Controller) -> Void = { _ in },
      onViewWillAppear: (Controller) -> Void = { _ in },
      onViewDidAppear: (Controller) -> Void = { _ in },
      fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
      column: UInt = #column
    ) async throws -> Controller {
      try await LassoTestUtilities.assertRoot(
        of: navigationController, when: action, timeout: timeout ?? lassoAssertionTimeout,
        onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
        onViewDidAppear: onViewDidAppear, fileID: fileID, filePath: filePath, line: line,
        column: column)
    }

    /// ``LassoTestUtilities/assertPushed(after:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:fileID:filePath:line:column:)``
    /// with the test case's timeout.
    ///
    /// ```swift
    /// let finish: TutorialViewController = try await assertPushed(after: welcome) { … }
    /// ```
    @preconcurrency @MainActor
    public func assertPushed<Previous: UIViewController, Controller: UIViewController>(
      after previous: Previous, when action: () throws -> Void, timeout: TimeInterval? = nil,
      onViewDidLoad: (Previous, Controller) -> Void = { _, _ in },
      onViewWillAppear: (Previous, Controller) -> Void = { _, _ in },
      onViewDidAppear: (Previous, Controller) -> Void = { _, _ in },
      fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
      column: UInt = #column
    ) async throws -> Controller {
      try await LassoTestUtilities.assertPushed(
        after: previous, when: action, timeout: timeout ?? lassoAssertionTimeout,
        onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
        onViewDidAppear: onViewDidAppear, fileID: fileID, filePath: filePath, line: line,
        column: column)
    }

    /// ``LassoTestUtilities/assertPopped(from:to:when:timeout:onViewWillAppear:onViewDidAppear:fileID:filePath:line:column:)``
    /// with the test case's timeout.
    ///
    /// ```swift
    /// try await assertPopped(from: finish, to: welcome) { navigationController.simulateUserTapBackButton() }
    /// ```
    @preconcurrency @MainActor @discardableResult
    public func assertPopped<
      From: UIViewController, Controller: UIViewController
    >(
      from: From, to: Controller, when action: () throws -> Void, timeout: TimeInterval? = nil,
      onViewWillAppear: (From, Controller) -> Void = { _, _ in },
      onViewDidAppear: (From, Controller) -> Void = { _, _ in },
      fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
      column: UInt = #column
    ) async throws -> Controller {
      try await LassoTestUtilities.assertPopped(
        from: from, to: to, when: action, timeout: timeout ?? lassoAssertionTimeout,
        onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear, fileID: fileID,
        filePath: filePath, line: line, column: column)
    }

    /// ``LassoTestUtilities/assertPresentation(on:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:fileID:filePath:line:column:)``
    /// with the test case's timeout.
    ///
    /// ```swift
    /// let navigation: UINavigationController = try await assertPresentation(on: root) { … }
    /// ```
    @preconcurrency @MainActor
    public func assertPresentation<
      Presenting: UIViewController, Controller: UIViewController
    >(
      on presenting: Presenting, when action: () throws -> Void, timeout: TimeInterval? = nil,
      onViewDidLoad: (Controller) -> Void = { _ in },
      onViewWillAppear: (Controller) -> Void = { _ in },
      onViewDidAppear: (Controller) -> Void = { _ in },
      fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
      column: UInt = #column
    ) async throws -> Controller {
      try await LassoTestUtilities.assertPresentation(
        on: presenting, when: action, timeout: timeout ?? lassoAssertionTimeout,
        onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
        onViewDidAppear: onViewDidAppear, fileID: fileID, filePath: filePath, line: line,
        column: column)
    }

    /// ``LassoTestUtilities/assertFullScreenPresentation(on:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:fileID:filePath:line:column:)``
    /// with the test case's timeout.
    ///
    /// ```swift
    /// let player: PlayerViewController = try await assertFullScreenPresentation(on: root) { … }
    /// ```
    @preconcurrency @MainActor
    public func assertFullScreenPresentation<
      Presenting: UIViewController, Controller: UIViewController
    >(
      on presenting: Presenting, when action: () throws -> Void, timeout: TimeInterval? = nil,
      onViewDidLoad: (Presenting, Controller) -> Void = { _, _ in },
      onViewWillAppear: (Presenting, Controller) -> Void = { _, _ in },
      onViewDidAppear: (Presenting, Controller) -> Void = { _, _ in },
      fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
      column: UInt = #column
    ) async throws -> Controller {
      try await LassoTestUtilities.assertFullScreenPresentation(
        on: presenting, when: action, timeout: timeout ?? lassoAssertionTimeout,
        onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
        onViewDidAppear: onViewDidAppear, fileID: fileID, filePath: filePath, line: line,
        column: column)
    }

    /// ``LassoTestUtilities/assertDismissal(from:to:when:timeout:onViewWillAppear:onViewDidAppear:fileID:filePath:line:column:)``
    /// with the test case's timeout.
    ///
    /// ```swift
    /// try await assertDismissal(from: modal, to: root) { modal.store.dispatchAction(.didTapClose) }
    /// ```
    @preconcurrency @MainActor @discardableResult
    public func assertDismissal<
      Presented: UIViewController, Controller: UIViewController
    >(
      from presented: Presented, to presenting: Controller, when action: () throws -> Void,
      timeout: TimeInterval? = nil, onViewWillAppear: (Presented) -> Void = { _ in },
      onViewDidAppear: (Presented) -> Void = { _ in },
      fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
      column: UInt = #column
    ) async throws -> Controller {
      try await LassoTestUtilities.assertDismissal(
        from: presented, to: presenting, when: action, timeout: timeout ?? lassoAssertionTimeout,
        onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear, fileID: fileID,
        filePath: filePath, line: line, column: column)
    }

    /// ``LassoTestUtilities/assertFullScreenDismissal(from:to:when:timeout:onViewWillAppear:onViewDidAppear:fileID:filePath:line:column:)``
    /// with the test case's timeout.
    ///
    /// ```swift
    /// try await assertFullScreenDismissal(from: player, to: root) { player.dismiss(animated: true) }
    /// ```
    @preconcurrency @MainActor @discardableResult
    public func assertFullScreenDismissal<
      Presented: UIViewController, Controller: UIViewController
    >(
      from presented: Presented, to presenting: Controller, when action: () throws -> Void,
      timeout: TimeInterval? = nil,
      onViewWillAppear: (Presented, Controller) -> Void = { _, _ in },
      onViewDidAppear: (Presented, Controller) -> Void = { _, _ in },
      fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
      column: UInt = #column
    ) async throws -> Controller {
      try await LassoTestUtilities.assertFullScreenDismissal(
        from: presented, to: presenting, when: action, timeout: timeout ?? lassoAssertionTimeout,
        onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear, fileID: fileID,
        filePath: filePath, line: line, column: column)
    }
  }

  #if os(iOS) || os(tvOS) || os(visionOS)
    // The original's synchronous form, for synchronous XCTest methods on Apple platforms: the
    // same checks, waiting with `XCTWaiter` (which turns the main run loop). In an `async` test,
    // the `async` form above is chosen.

    extension XCTestCase {
      /// The synchronous form of ``assertRoot(of:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:fileID:filePath:line:column:)``.
      ///
      /// ```swift
      /// let welcome: TutorialViewController = try assertRoot(of: navigationController) { … }
      /// ```
      @preconcurrency @MainActor public func assertRoot<Controller: UIViewController>(
        of navigationController: UINavigationController, when action: () throws -> Void,
        timeout: TimeInterval? = nil, onViewDidLoad: (Controller) -> Void = { _ in },
        onViewWillAppear: (Controller) -> Void = { _ in },
        onViewDidAppear: (Controller) -> Void = { _ in },
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
      ) throws -> Controller {
        let location = SourceLocation(
          fileID: fileID, filePath: filePath, line: line, column: column)
        return try rootAssertion(of: navigationController, at: location).runSynchronously(
          when: action, timeout: timeout ?? lassoAssertionTimeout, at: location,
          onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
          onViewDidAppear: onViewDidAppear)
      }

      /// The synchronous form of ``assertPushed(after:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:fileID:filePath:line:column:)``.
      ///
      /// ```swift
      /// let finish: TutorialViewController = try assertPushed(after: welcome) { … }
      /// ```
      @preconcurrency @MainActor
      public func assertPushed<
        Previous: UIViewController, Controller: UIViewController
      >(
        after previous: Previous, when action: () throws -> Void, timeout: TimeInterval? = nil,
        onViewDidLoad: (Previous, Controller) -> Void = { _, _ in },
        onViewWillAppear: (Previous, Controller) -> Void = { _, _ in },
        onViewDidAppear: (Previous, Controller) -> Void = { _, _ in },
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
      ) throws -> Controller {
        let location = SourceLocation(
          fileID: fileID, filePath: filePath, line: line, column: column)
        return try pushAssertion(after: previous, at: location).runSynchronously(
          when: action, timeout: timeout ?? lassoAssertionTimeout, at: location,
          onViewDidLoad: { onViewDidLoad(previous, $0) },
          onViewWillAppear: { onViewWillAppear(previous, $0) },
          onViewDidAppear: { onViewDidAppear(previous, $0) })
      }

      /// The synchronous form of ``assertPopped(from:to:when:timeout:onViewWillAppear:onViewDidAppear:fileID:filePath:line:column:)``.
      ///
      /// ```swift
      /// try assertPopped(from: finish, to: welcome) { navigationController.simulateUserTapBackButton() }
      /// ```
      @preconcurrency @MainActor @discardableResult
      public func assertPopped<
        From: UIViewController, Controller: UIViewController
      >(
        from: From, to: Controller, when action: () throws -> Void, timeout: TimeInterval? = nil,
        onViewWillAppear: (From, Controller) -> Void = { _, _ in },
        onViewDidAppear: (From, Controller) -> Void = { _, _ in },
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
      ) throws -> Controller {
        let location = SourceLocation(
          fileID: fileID, filePath: filePath, line: line, column: column)
        return try popAssertion(from: from, to: to, at: location).runSynchronously(
          when: action, timeout: timeout ?? lassoAssertionTimeout, at: location,
          onViewDidLoad: { _ in }, onViewWillAppear: { onViewWillAppear(from, $0) },
          onViewDidAppear: { onViewDidAppear(from, $0) })
      }

      /// The synchronous form of ``assertPresentation(on:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:fileID:filePath:line:column:)``.
      ///
      /// ```swift
      /// let navigation: UINavigationController = try assertPresentation(on: root) { … }
      /// ```
      @preconcurrency @MainActor
      public func assertPresentation<
        Presenting: UIViewController, Controller: UIViewController
      >(
        on presenting: Presenting, when action: () throws -> Void, timeout: TimeInterval? = nil,
        onViewDidLoad: (Controller) -> Void = { _ in },
        onViewWillAppear: (Controller) -> Void = { _ in },
        onViewDidAppear: (Controller) -> Void = { _ in },
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
      ) throws -> Controller {
        let location = SourceLocation(
          fileID: fileID, filePath: filePath, line: line, column: column)
        return try presentationAssertion(
          on: presenting, fullScreen: false, assertion: "assertPresentation(on:)", at: location
        ).runSynchronously(
          when: action, timeout: timeout ?? lassoAssertionTimeout, at: location,
          onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
          onViewDidAppear: onViewDidAppear)
      }

      /// The synchronous form of ``assertFullScreenPresentation(on:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:fileID:filePath:line:column:)``.
      ///
      /// ```swift
      /// let player: PlayerViewController = try assertFullScreenPresentation(on: root) { … }
      /// ```
      @preconcurrency @MainActor
      public func assertFullScreenPresentation<
        Presenting: UIViewController, Controller: UIViewController
      >(
        on presenting: Presenting, when action: () throws -> Void, timeout: TimeInterval? = nil,
        onViewDidLoad: (Presenting, Controller) -> Void = { _, _ in },
        onViewWillAppear: (Presenting, Controller) -> Void = { _, _ in },
        onViewDidAppear: (Presenting, Controller) -> Void = { _, _ in },
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
      ) throws -> Controller {
        let location = SourceLocation(
          fileID: fileID, filePath: filePath, line: line, column: column)
        return try presentationAssertion(
          on: presenting, fullScreen: true, assertion: "assertFullScreenPresentation(on:)",
          at: location
        ).runSynchronously(
          when: action, timeout: timeout ?? lassoAssertionTimeout, at: location,
          onViewDidLoad: { onViewDidLoad(presenting, $0) },
          onViewWillAppear: { onViewWillAppear(presenting, $0) },
          onViewDidAppear: { onViewDidAppear(presenting, $0) })
      }

      /// The synchronous form of ``assertDismissal(from:to:when:timeout:onViewWillAppear:onViewDidAppear:fileID:filePath:line:column:)``.
      ///
      /// ```swift
      /// try assertDismissal(from: modal, to: root) { modal.store.dispatchAction(.didTapClose) }
      /// ```
      @preconcurrency @MainActor @discardableResult
      public func assertDismissal<
        Presented: UIViewController, Controller: UIViewController
      >(
        from presented: Presented, to presenting: Controller, when action: () throws -> Void,
        timeout: TimeInterval? = nil, onViewWillAppear: (Presented) -> Void = { _ in },
        onViewDidAppear: (Presented) -> Void = { _ in },
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
      ) throws -> Controller {
        let location = SourceLocation(
          fileID: fileID, filePath: filePath, line: line, column: column)
        return try dismissalAssertion(
          from: presented, to: presenting, fullScreen: false,
          assertion: "assertDismissal(from:to:)", at: location
        ).runSynchronously(
          when: action, timeout: timeout ?? lassoAssertionTimeout, at: location,
          onViewDidLoad: { _ in }, onViewWillAppear: { _ in onViewWillAppear(presented) },
          onViewDidAppear: { _ in onViewDidAppear(presented) })
      }

      /// The synchronous form of ``assertFullScreenDismissal(from:to:when:timeout:onViewWillAppear:onViewDidAppear:fileID:filePath:line:column:)``.
      ///
      /// ```swift
      /// try assertFullScreenDismissal(from: player, to: root) { player.dismiss(animated: true) }
      /// ```
      @preconcurrency @MainActor @discardableResult
      public func assertFullScreenDismissal<
        Presented: UIViewController, Controller: UIViewController
      >(
        from presented: Presented, to presenting: Controller, when action: () throws -> Void,
        timeout: TimeInterval? = nil,
        onViewWillAppear: (Presented, Controller) -> Void = { _, _ in },
        onViewDidAppear: (Presented, Controller) -> Void = { _, _ in },
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
      ) throws -> Controller {
        let location = SourceLocation(
          fileID: fileID, filePath: filePath, line: line, column: column)
        return try dismissalAssertion(
          from: presented, to: presenting, fullScreen: true,
          assertion: "assertFullScreenDismissal(from:to:)", at: location
        ).runSynchronously(
          when: action, timeout: timeout ?? lassoAssertionTimeout, at: location,
          onViewDidLoad: { _ in }, onViewWillAppear: { onViewWillAppear(presented, $0) },
          onViewDidAppear: { onViewDidAppear(presented, $0) })
      }

      /// The synchronous form of ``waitForEvents(in:timeout:fileID:filePath:line:column:)``:
      /// turns the main run loop until the main queue's work ran and `window`'s transitions
      /// ended; longer than `timeout` fails the test.
      ///
      /// ```swift
      /// window.rootViewController = navigationController
      /// waitForEvents(in: window)
      /// ```
      @preconcurrency @MainActor public func waitForEvents(
        in window: UIWindow, timeout: TimeInterval? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
      ) {
        let limit = timeout ?? lassoAssertionTimeout
        if let pending = waitForTransitionsSynchronously(in: { [window] }, limit) {
          SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column).report(
            eventsTimeoutMessage("waitForEvents(in:)", timeout: limit, pending: pending))
        }
      }

      /// The synchronous form of ``waitForEventsWithError(in:timeout:)``: turns the main run
      /// loop until the main queue's work ran and `window`'s transitions ended; longer than
      /// `timeout` throws a ``FlowAssertionError``.
      ///
      /// ```swift
      /// navigationController.pushViewController(detail, animated: true)
      /// try waitForEventsWithError(in: window)
      /// ```
      @preconcurrency @MainActor public func waitForEventsWithError(
        in window: UIWindow, timeout: TimeInterval? = nil
      ) throws {
        let limit = timeout ?? lassoAssertionTimeout
        if let pending = waitForTransitionsSynchronously(in: { [window] }, limit) {
          throw FlowAssertionError(
            message: eventsTimeoutMessage(
              "waitForEventsWithError(in:)", timeout: limit, pending: pending))
        }
      }
    }
  #endif
#endif

#if canImport(XCTest)
  import Lasso
  import XCTest

  // The flow assertions as the original Lasso spelled them, methods of `XCTestCase`
  // (`self.assertPushed(…)`), whose `timeout` defaults to the test case's
  // `lassoAssertionTimeout` (`AssertionTimeoutOverride` honoured). Each forwards to the free
  // function of the same name.

  extension XCTestCase {
    /// ``LassoTestUtilities/assertRoot(of:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:fileID:filePath:line:column:)``
    /// with the test case's timeout.
    ///
    /// ```swift
    /// let welcome: TutorialViewController = try await assertRoot(of: navigationController) { … }
    /// ```
    @MainActor public func assertRoot<Controller: UIViewController>(
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
    @MainActor public func assertPushed<Previous: UIViewController, Controller: UIViewController>(
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
    @MainActor @discardableResult
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
    @MainActor
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
    @MainActor
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
    @MainActor @discardableResult
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
    @MainActor @discardableResult
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
#endif

#if canImport(XCTest)
  import Lasso
  import XCTest

  // The flow assertions as the original Lasso spelled them, methods of `XCTestCase`
  // (`self.assertPushed(…)`), whose `timeout` defaults to the test case's
  // `lassoAssertionTimeout` (`AssertionTimeoutOverride` honoured). Each runs the description its
  // free function runs (FlowAssertion.swift).

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
      _ = try await controllerEventAssertion(event, on: controller).run(
        flowCall(timeout, fileID, filePath, line, column), when: action)
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
      try await rootAssertion(of: navigationController).run(
        flowCall(timeout, fileID, filePath, line, column), when: action,
        onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
        onViewDidAppear: onViewDidAppear)
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
      try await pushAssertion(after: previous).run(
        flowCall(timeout, fileID, filePath, line, column), when: action,
        onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
        onViewDidAppear: onViewDidAppear)
    }

    /// ``LassoTestUtilities/assertPopped(from:to:when:timeout:onViewWillAppear:onViewDidAppear:fileID:filePath:line:column:)``
    /// with the test case's timeout.
    ///
    /// ```swift
    /// try await assertPopped(from: finish, to: welcome) { navigationController.headless.tapBackButton() }
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
      try await popAssertion(from: from, to: to).run(
        flowCall(timeout, fileID, filePath, line, column), when: action,
        onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
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
      try await presentationAssertion(on: presenting, fullScreen: false).run(
        flowCall(timeout, fileID, filePath, line, column), when: action,
        onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
        onViewDidAppear: onViewDidAppear)
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
      try await presentationAssertion(on: presenting, fullScreen: true).run(
        flowCall(timeout, fileID, filePath, line, column), when: action,
        onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
        onViewDidAppear: onViewDidAppear)
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
      try await dismissalAssertion(from: presented, to: presenting, fullScreen: false).run(
        flowCall(timeout, fileID, filePath, line, column), when: action,
        onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
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
      try await dismissalAssertion(from: presented, to: presenting, fullScreen: true).run(
        flowCall(timeout, fileID, filePath, line, column), when: action,
        onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
    }
  }

  extension XCTestCase {
    /// A call of one of the test case's spellings: `timeout` defaults to
    /// ``XCTest/XCTestCase/lassoAssertionTimeout``.
    func flowCall(
      _ timeout: TimeInterval?, _ fileID: StaticString, _ filePath: StaticString, _ line: UInt,
      _ column: UInt
    ) -> FlowAssertionCall {
      FlowAssertionCall(
        timeout: timeout ?? lassoAssertionTimeout, fileID: fileID, filePath: filePath, line: line,
        column: column)
    }

    /// A call of one of the original's spellings with `file:` and `line:`: `timeout` defaults to
    /// ``XCTest/XCTestCase/lassoAssertionTimeout``.
    func flowCall(_ timeout: TimeInterval?, file: StaticString, line: UInt) -> FlowAssertionCall {
      FlowAssertionCall(timeout: timeout ?? lassoAssertionTimeout, file: file, line: line)
    }
  }
#endif

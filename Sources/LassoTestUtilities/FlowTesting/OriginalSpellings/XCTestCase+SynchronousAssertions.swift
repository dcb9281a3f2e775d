#if canImport(XCTest)
  import Foundation
  import Lasso
  import XCTest

  // The original's synchronous forms, for synchronous XCTest methods (on Linux, nonisolated
  // ones: XCTest cannot launch a synchronous `@MainActor` test method there): the descriptions
  // the async forms run, run by the synchronous driver (SynchronousWaiting.swift), which waits
  // with `XCTWaiter` (it turns the main run loop). In an `async` test, the `async` form is
  // chosen. `@preconcurrency`, as UIKit is: Swift 5–mode tests call them with no diagnostic;
  // a Swift 6–mode nonisolated test wraps the call in `MainActor.assumeIsolated { … }`.

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
      try rootAssertion(of: navigationController).runSynchronously(
        flowCall(timeout, fileID, filePath, line, column), when: action,
        onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
        onViewDidAppear: onViewDidAppear)
    }

    /// The synchronous form of ``assertPushed(after:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:fileID:filePath:line:column:)``.
    ///
    /// ```swift
    /// let finish: TutorialViewController = try assertPushed(after: welcome) { … }
    /// ```
    @preconcurrency @MainActor
    public func assertPushed<Previous: UIViewController, Controller: UIViewController>(
      after previous: Previous, when action: () throws -> Void, timeout: TimeInterval? = nil,
      onViewDidLoad: (Previous, Controller) -> Void = { _, _ in },
      onViewWillAppear: (Previous, Controller) -> Void = { _, _ in },
      onViewDidAppear: (Previous, Controller) -> Void = { _, _ in },
      fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
      column: UInt = #column
    ) throws -> Controller {
      try pushAssertion(after: previous).runSynchronously(
        flowCall(timeout, fileID, filePath, line, column), when: action,
        onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
        onViewDidAppear: onViewDidAppear)
    }

    /// The synchronous form of ``assertPopped(from:to:when:timeout:onViewWillAppear:onViewDidAppear:fileID:filePath:line:column:)``.
    ///
    /// ```swift
    /// try assertPopped(from: finish, to: welcome) { navigationController.headless.tapBackButton() }
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
      try popAssertion(from: from, to: to).runSynchronously(
        flowCall(timeout, fileID, filePath, line, column), when: action,
        onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
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
      try presentationAssertion(on: presenting, fullScreen: false).runSynchronously(
        flowCall(timeout, fileID, filePath, line, column), when: action,
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
      try presentationAssertion(on: presenting, fullScreen: true).runSynchronously(
        flowCall(timeout, fileID, filePath, line, column), when: action,
        onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
        onViewDidAppear: onViewDidAppear)
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
      try dismissalAssertion(from: presented, to: presenting, fullScreen: false).runSynchronously(
        flowCall(timeout, fileID, filePath, line, column), when: action,
        onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
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
      try dismissalAssertion(from: presented, to: presenting, fullScreen: true).runSynchronously(
        flowCall(timeout, fileID, filePath, line, column), when: action,
        onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
    }

    /// The synchronous form of ``waitForEvents(in:timeout:fileID:filePath:line:column:)-2vgpq``:
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
      let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      if let misuse = synchronousCallerMisuse("waitForEvents(in:)") {
        return location.report(misuse)
      }
      let limit = timeout ?? lassoAssertionTimeout
      if let pending = waitForTransitionsSynchronously(in: { [window] }, limit) {
        location.report(
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
      if let misuse = synchronousCallerMisuse("waitForEventsWithError(in:)") {
        throw FlowAssertionError(message: misuse)
      }
      let limit = timeout ?? lassoAssertionTimeout
      if let pending = waitForTransitionsSynchronously(in: { [window] }, limit) {
        throw FlowAssertionError(
          message: eventsTimeoutMessage(
            "waitForEventsWithError(in:)", timeout: limit, pending: pending))
      }
    }
  }
#endif

#if canImport(XCTest)
  import Lasso
  import XCTest

  /// A test case's own timeout for ``XCTest/XCTestCase/waitForEvents(in:timeout:fileID:filePath:line:column:)-2vgpq``:
  /// adopt it and give `defaultLassoAssertionTimeout`.
  ///
  /// ```swift
  /// final class SlowFlowTests: XCTestCase, AssertionTimeoutOverride {
  ///   let defaultLassoAssertionTimeout: TimeInterval = 2
  /// }
  /// ```
  public protocol AssertionTimeoutOverride {
    /// How long `waitForEvents` may take before it fails the test, in seconds.
    var defaultLassoAssertionTimeout: TimeInterval { get }
  }

  extension XCTestCase {
    /// How long `waitForEvents` may take before it fails the test: the test case's
    /// ``AssertionTimeoutOverride/defaultLassoAssertionTimeout``, else the default of every
    /// wait: five seconds scaled by `LASSO_TIMEOUT_SCALE` (``LassoTimeouts``).
    public var lassoAssertionTimeout: TimeInterval {
      (self as? AssertionTimeoutOverride)?.defaultLassoAssertionTimeout
        ?? LassoTimeouts.defaultTimeout
    }

    /// Waits until the work already enqueued on the main queue (`DispatchQueue.main.async`) has
    /// run and `window`'s controller transitions are over (each transition coordinator's
    /// completion ran), so that pending lifecycle events have fired, as the original did; taking
    /// longer than `timeout` (``lassoAssertionTimeout`` by default) fails the test.
    ///
    /// ```swift
    /// window.rootViewController = navigationController
    /// await waitForEvents(in: window)
    /// ```
    @preconcurrency @MainActor public func waitForEvents(
      in window: UIWindow, timeout: TimeInterval? = nil, fileID: StaticString = #fileID,
      filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
      await LassoTestUtilities.waitForEvents(
        in: { [window] }, rounds: 3, timeout: timeout ?? lassoAssertionTimeout,
        at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
      window.layoutIfNeeded()
    }

    /// As ``waitForEvents(in:timeout:fileID:filePath:line:column:)-2vgpq``, but taking longer than
    /// `timeout` throws a ``FlowAssertionError`` (its `message` says what was still in progress)
    /// instead of failing the test where it waited: the test decides, as with the flow
    /// assertions, and an uncaught error fails it.
    ///
    /// ```swift
    /// navigationController.pushViewController(detail, animated: true)
    /// try await waitForEventsWithError(in: window)
    /// ```
    @preconcurrency @MainActor public func waitForEventsWithError(
      in window: UIWindow, timeout: TimeInterval? = nil
    ) async throws {
      let limit = timeout ?? lassoAssertionTimeout
      if let pending = await pendingAfterEvents(in: { [window] }, rounds: 3, timeout: limit) {
        throw FlowAssertionError(
          message: eventsTimeoutMessage(
            "waitForEventsWithError(in:)", timeout: limit, pending: pending))
      }
      window.layoutIfNeeded()
    }
  }
#endif

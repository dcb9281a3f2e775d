#if canImport(XCTest)
  import Lasso
  import XCTest

  /// A test case's own timeout for ``XCTest/XCTestCase/waitForEvents(in:timeout:fileID:filePath:line:column:)``:
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
    /// ``AssertionTimeoutOverride/defaultLassoAssertionTimeout``, else five seconds.
    public var lassoAssertionTimeout: TimeInterval {
      (self as? AssertionTimeoutOverride)?.defaultLassoAssertionTimeout ?? 5
    }

    /// Waits until the work already enqueued on the main queue (`DispatchQueue.main.async`) has
    /// run and `window`'s controller transitions are over, so that pending lifecycle events have
    /// fired: the original's name for ``waitForEvents(rounds:)``, with a timeout. The headless
    /// UIKit completes transitions at once, so this waits for the main queue; taking longer than
    /// `timeout` (``lassoAssertionTimeout`` by default) fails the test.
    ///
    /// ```swift
    /// window.rootViewController = navigationController
    /// await waitForEvents(in: window)
    /// ```
    @MainActor public func waitForEvents(
      in window: UIWindow, timeout: TimeInterval? = nil, fileID: StaticString = #fileID,
      filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
      let limit = Duration.seconds(timeout ?? lassoAssertionTimeout)
      let clock = ContinuousClock()
      let start = clock.now
      await LassoTestUtilities.waitForEvents()
      window.layoutIfNeeded()
      let waited = clock.now - start
      if waited > limit {
        SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column).report(
          "waitForEvents(in:) waited \(waited) for the main queue, longer than its timeout of"
            + " \(limit). Fix: keep work on the main queue short, or raise the test case's"
            + " defaultLassoAssertionTimeout (AssertionTimeoutOverride).")
      }
    }
  }
#endif

import Foundation
import IssueReporting
import Lasso

// The original Lasso's way for a test to decide how a flow assertion fails: a `failTest:`
// closure that receives the failure (a `FailedTest`) and returns the `TestFailureAction` the
// assertion throws. `log`, the default, reports the failure at the test's line, as every flow
// assertion of this package does; a test of its own helpers passes a closure that records the
// failure instead, so that an assertion expected to fail does not fail the test.

/// An error a flow assertion fails with, with a message for the test's log.
///
/// ```swift
/// struct LoginFlowError: LassoError {
///   func message(verbose: Bool) -> String { "the login screen never showed" }
/// }
/// ```
public protocol LassoError: Error {
  /// The failure, described; `verbose` asks for more context (the controller hierarchy).
  func message(verbose: Bool) -> String
}

/// A flow assertion's failure, handed to its `failTest:` closure: what failed and where.
///
/// ```swift
/// let recordFailure: FailTest = { failed in
///   TestFailureAction(failedTest: failed) { failures.append(failed.error.message(verbose: false)) }
/// }
/// ```
public struct FailedTest: Sendable {
  /// Why the assertion failed.
  public let error: any LassoError
  /// The file of the assertion's call.
  public let file: StaticString
  /// The line of the assertion's call.
  public let line: UInt
  /// Whether the message should be the verbose one.
  public let verbose: Bool

  init(error: any LassoError, file: StaticString, line: UInt, verbose: Bool = false) {
    self.error = error
    self.file = file
    self.line = line
    self.verbose = verbose
  }
}

/// What a failed flow assertion throws: it runs its `action` (reporting the failure, or
/// recording it) as it is created.
///
/// ```swift
/// let silent: FailTest = { failed in TestFailureAction(failedTest: failed) {} }
/// ```
public struct TestFailureAction: Error {
  /// The failure this action handled.
  public let failedTest: FailedTest

  /// Handles `failedTest` by running `action` now.
  public init(failedTest: FailedTest, action: () -> Void) {
    self.failedTest = failedTest
    action()
  }
}

/// How a flow assertion fails: given the failure, returns the action it throws.
///
/// ```swift
/// let pushed: DetailViewController = try await assertPushed(
///   after: root, when: { flow.start(with: pushed(in: navigationController)) }, failTest: log)
/// ```
public typealias FailTest = (FailedTest) -> TestFailureAction

// Safety: an immutable closure that captures nothing; calling it from any thread is safe.
/// The default ``FailTest``: reports the failure's message at the assertion's line, failing the
/// test (XCTest or Swift Testing).
///
/// ```swift
/// try await assertRoot(of: navigationController, when: { flow.start() }, failTest: log)
/// ```
nonisolated(unsafe) public let log: FailTest = { failedTest in
  TestFailureAction(failedTest: failedTest) {
    reportIssue(
      failedTest.error.message(verbose: failedTest.verbose), fileID: failedTest.file,
      filePath: failedTest.file, line: failedTest.line)
  }
}

extension FlowAssertionError: LassoError {
  /// The failure, as reported (the hierarchy is always in it, verbose or not).
  ///
  /// ```swift
  /// print(error.message(verbose: true))
  /// ```
  public func message(verbose: Bool) -> String { message }
}

/// The failures an assertion reported while they are routed to a `failTest:` closure
/// (``SourceLocation/report(_:)`` records them here instead of failing the test).
final class FailureCapture: @unchecked Sendable {
  /// The capture of the assertion running in this task, if its failures are routed.
  @TaskLocal static var current: FailureCapture?

  // Safety: `messages` is only touched while `lock` is held.
  private let lock = NSLock()
  private var messages: [String] = []

  func record(_ message: String) {
    lock.withLock { messages.append(message) }
  }

  /// The first failure reported, if any.
  var first: String? { lock.withLock { messages.first } }
}

/// Runs `assertion` with its failure routed to `failTest`: what it reports does not fail the
/// test, and a failure throws the ``TestFailureAction`` that `failTest` returns.
@MainActor func routingFailure<Result>(
  to failTest: FailTest, file: StaticString, line: UInt, verbose: Bool = false,
  _ assertion: () async throws -> Result
) async throws -> Result {
  let captured = FailureCapture()
  let outcome: Swift.Result<Result, any Error>
  do {
    outcome = .success(
      try await FailureCapture.$current.withValue(captured) { try await assertion() })
  } catch {
    outcome = .failure(error)
  }
  return try routed(
    outcome, captured: captured, to: failTest, file: file, line: line, verbose: verbose)
}

/// The synchronous form of ``routingFailure(to:file:line:verbose:_:)``.
@MainActor func routingFailureSynchronously<Result>(
  to failTest: FailTest, file: StaticString, line: UInt, verbose: Bool = false,
  _ assertion: () throws -> Result
) throws -> Result {
  let captured = FailureCapture()
  let outcome = Swift.Result {
    try FailureCapture.$current.withValue(captured, operation: assertion)
  }
  return try routed(
    outcome, captured: captured, to: failTest, file: file, line: line, verbose: verbose)
}

/// What a run whose failures were captured returns, or throws: the action `failTest` returns for
/// its failure (an error it threw, else the first failure it reported).
private func routed<Result>(
  _ outcome: Swift.Result<Result, any Error>, captured: FailureCapture, to failTest: FailTest,
  file: StaticString, line: UInt, verbose: Bool
) throws -> Result {
  let error: (any LassoError)?
  switch outcome {
  case .failure(let lassoError as any LassoError): error = lassoError
  case .failure(let other): error = FlowAssertionError(message: "\(other)")
  case .success: error = captured.first.map { FlowAssertionError(message: $0) }
  }
  guard let error else { return try outcome.get() }
  throw failTest(FailedTest(error: error, file: file, line: line, verbose: verbose))
}

import Foundation
import Synchronization
import TestSupport
import Testing
import VSM

/// Waits, polling every millisecond, until `condition` holds; records a failure after 20 seconds
/// (multiplied by `LASSO_TIMEOUT_SCALE`).
/// The deadline only bounds a failure: the whole suite shares the main actor, and under a
/// sanitizer on a loaded machine a passing wait can take seconds.
@MainActor
func waitUntil(
  _ description: String = "condition",
  timeout: Duration = scaledTimeout(.seconds(20)),
  sourceLocation: SourceLocation = #_sourceLocation,
  _ condition: @MainActor () -> Bool
) async throws {
  let deadline = ContinuousClock.now + timeout
  while !condition() {
    if ContinuousClock.now >= deadline {
      Issue.record(
        "Timed out after \(timeout) waiting for \(description) (\(timeoutScaleNote))",
        sourceLocation: sourceLocation)
      return
    }
    try await Task.sleep(for: .milliseconds(1))
  }
}

/// A serial background queue. (`receive(on:)` a concurrent queue may deliver a publisher's
/// completion before its values, in Combine and OpenCombine alike.)
let backgroundQueue = DispatchQueue(label: "VSMTests.background")

/// A publisher that emits `values` on a background thread, then finishes.
func publishedInBackground<Value>(_ values: [Value]) -> AnyPublisher<Value, Never> {
  #if canImport(Combine)
    let background = backgroundQueue
  #else
    let background = backgroundQueue.ocombine
  #endif
  return values.publisher.receive(on: background).eraseToAnyPublisher()
}

/// A small view state for the container tests.
enum Counter: Equatable {
  case idle
  case count(Int)
  case done(String)
}

/// Records everything the main actor sees.
@MainActor
final class Recorder<Value> {
  var values: [Value] = []
  var offMain = 0
  var cancellables: Set<AnyCancellable> = []

  func record(_ value: Value) {
    if !MainQueue.isCurrent { offMain += 1 }
    values.append(value)
  }
}

/// Counts the calls made off the main queue, from any thread.
final class OffMainCount: Sendable {
  private let count = Mutex(0)

  /// Counts this call if it runs off the main queue.
  func note() {
    if !MainQueue.isCurrent { count.withLock { $0 += 1 } }
  }

  /// The calls counted so far.
  var value: Int { count.withLock { $0 } }
}

/// Reads a state publisher's deprecated `publisher` (deprecated in the original VSM too) on
/// purpose, through a protocol so that the tests calling it do not warn.
@MainActor
protocol DeprecatedPublisherReading {
  func publisher<Publishing: StatePublishing>(
    of publishing: Publishing
  ) -> AnyPublisher<
    Publishing.State, Never
  >
}

@MainActor
struct DeprecatedPublisherReader: DeprecatedPublisherReading {
  @available(*, deprecated, message: "reads the deprecated `publisher` on purpose")
  func publisher<Publishing: StatePublishing>(
    of publishing: Publishing
  ) -> AnyPublisher<
    Publishing.State, Never
  > {
    publishing.publisher
  }
}

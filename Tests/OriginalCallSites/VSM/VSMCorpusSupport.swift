import Foundation
import XCTest

// Shared by the VSM files of the corpus (no original declaration is called here).

/// Waits until `condition` holds, checking it between short sleeps, and fails the test after
/// five seconds: the actions the corpus observes complete on the main actor, at a time the test
/// does not choose.
@MainActor
func vsmCorpusWait(
  _ message: String = "condition", file: StaticString = #filePath, line: UInt = #line,
  until condition: @MainActor () -> Bool
) async throws {
  let deadline = Date().addingTimeInterval(5)
  while !condition() {
    guard Date() < deadline else {
      XCTFail("timed out waiting for \(message)", file: file, line: line)
      return
    }
    try await Task.sleep(nanoseconds: 1_000_000)
  }
}

import LassoTestUtilities
import Testing

@testable import Water

@MainActor @Suite struct WaterReplayTests {

  /// The session recorded with
  /// `swift run water-counter --record Tests/Sessions/water-session.json --script "<enter> <enter> <tab> <enter>"`:
  /// two glasses, then Reset.
  @Test func theRecordedSessionReplays() async throws {
    try await assertReplay(of: "../Sessions/water-session.json", WaterStore.self)
  }
}

import LassoTestUtilities
import Testing

@testable import Water

@MainActor @Suite struct WaterReplayTests {

  /// The session recorded with
  /// `swift run water --record Tests/WaterTests/water-session.json --script "<enter> <enter> <tab> <enter>"`:
  /// two glasses, then Reset.
  @Test func theRecordedSessionReplays() async throws {
    try await assertReplay(of: "water-session.json", WaterStore.self)
  }
}

import Testing

@testable import VSM

@Test func vsmBuilds() {
  #expect(Bool(true))
}

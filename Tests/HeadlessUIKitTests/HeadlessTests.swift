import Testing

@testable import HeadlessUIKit

@Test func packageBuilds() {
  #expect(Bool(true))
}

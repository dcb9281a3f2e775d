import Testing

@testable import Lasso

@Test func packageBuilds() {
  #expect(Bool(true))
}

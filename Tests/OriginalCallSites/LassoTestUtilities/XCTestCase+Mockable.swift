import Lasso
import LassoTestUtilities
import XCTest

// The original's Sources/LassoTestUtilities/XCTestCase+Mockable.swift: a test mocks a
// `@Mockable` service for itself; the real value is back after the test.

private protocol Greeting {
  func greet(_ name: String) -> String
}

private struct RealGreeting: Greeting {
  func greet(_ name: String) -> String { "Hello, \(name)" }
}

private struct MockGreeting: Greeting {
  func greet(_ name: String) -> String { "mock \(name)" }
}

@MainActor
private enum GreetingService {
  @Mockable static var shared: any Greeting = RealGreeting()
}

@MainActor
final class XCTestCaseMockableSwiftCallSites: XCTestCase {
  func testMockingForOneTest() async throws {
    XCTAssertEqual(GreetingService.shared.greet("Ada"), "Hello, Ada")
    // covers: XCTestCase :: func mock<T>(_ mockable: Mockable<T>.Projected, with mock: () -> T?)
    mock(GreetingService.$shared, with: MockGreeting())
    XCTAssertEqual(GreetingService.shared.greet("Ada"), "mock Ada")
    // covers: XCTestCase :: func mock<T>(_ mockable: Mockable<T>.Projected, with mock: () -> T?)
    mock(GreetingService.$shared, with: nil)
    XCTAssertEqual(GreetingService.shared.greet("Ada"), "Hello, Ada", "nil: the real value")
  }
}

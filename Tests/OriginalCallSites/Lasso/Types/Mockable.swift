import Lasso
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/Types/Mockable.swift: `@Mockable` services, mocked by tests, as
// the original's README and example app write them.

private protocol WeatherService {
  func forecast() -> String
}

private struct LiveWeather: WeatherService {
  func forecast() -> String { "live" }
}

private struct CannedWeather: WeatherService {
  let text: String
  func forecast() -> String { text }
}

// covers: - :: struct Mockable<T>
private final class WeatherClient {
  @Mockable var service: WeatherService = LiveWeather()
  @Mockable var retries = 3
}

@MainActor
final class MockableSwiftCallSites: XCTestCase {
  func testMockAndReset() async throws {
    let client = WeatherClient()
    // The property reads the wrapper's `wrappedValue`; `$service` is its `projectedValue`.
    XCTAssertEqual(client.service.forecast(), "live")
    let projected = client.$service
    // covers: Mockable.Projected :: func mock(with mock: () -> T?)
    projected.mock(with: CannedWeather(text: "rain"))
    XCTAssertEqual(client.service.forecast(), "rain")
    // covers: Mockable.Projected :: func reset()
    client.$service.reset()
    XCTAssertEqual(client.service.forecast(), "live")
    // covers: Mockable :: class Projected
    let retries: Mockable<Int>.Projected = client.$retries
    retries.mock(with: 0)
    XCTAssertEqual(client.retries, 0)
    // Setting the property while mocked changes the real value; the mock still wins.
    client.retries = 5
    XCTAssertEqual(client.retries, 0)
    retries.reset()
    XCTAssertEqual(client.retries, 5)
  }

  func testWrapperAsAValue() async throws {
    // covers: Mockable :: init(wrappedValue: T)
    let wrapper = Mockable(wrappedValue: "real")
    // covers: Mockable :: var wrappedValue: T
    XCTAssertEqual(wrapper.wrappedValue, "real")
    // covers: Mockable :: let projectedValue: Projected
    wrapper.projectedValue.mock(with: "mock")
    XCTAssertEqual(wrapper.wrappedValue, "mock")
    wrapper.projectedValue.mock(with: nil)
    XCTAssertEqual(wrapper.wrappedValue, "real")
  }

  func testMocksApplyInTests() async throws {
    // not provided: - :: enum Testing
    // not provided: Testing :: static var active: Bool
    // The original's `Testing.active` (true when XCTest is loaded) gated `mock(with:)`. Lasso
    // declares no `Testing` type: it would shadow the Swift Testing module, whose `#expect`
    // expands to `Testing.…` (docs/MIGRATION.md, "What remains different"). A test's mock
    // always applies, as it did when `Testing.active` was true; app code that read the flag
    // itself needs a switch of its own.
    let client = WeatherClient()
    client.$service.mock(with: CannedWeather(text: "snow"))
    XCTAssertEqual(client.service.forecast(), "snow")
    XCTAssertTrue(client.$service.isMocked)
  }
}

#if canImport(XCTest)
  import Lasso
  import XCTest

  extension XCTestCase {
    /// Mocks a `@Mockable` property for the rest of this test: its value is `mock` until the test
    /// ends, then the real value again.
    ///
    /// ```swift
    /// func test_login() async {
    ///   mock(store.$service, with: MockLoginService())
    ///   // …
    /// }
    /// ```
    public func mock<Value>(
      _ mockable: Mockable<Value>.Projected, with mock: @autoclosure () -> Value?
    ) {
      mockable.mock(with: mock())
      let reset = MockReset(mockable: mockable)
      addTeardownBlock { reset.run() }
    }
  }

  /// Resets a mock when a test ends. `@unchecked Sendable`: teardown blocks may run on another
  /// thread, and a reset only clears the mock under the storage's lock; no value crosses over.
  private struct MockReset<Value>: @unchecked Sendable {
    let mockable: Mockable<Value>.Projected

    func run() {
      mockable.reset()
    }
  }
#endif

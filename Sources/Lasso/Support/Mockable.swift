import Foundation

/// A property whose value a test can replace: the real value until mocked, the mock after.
///
/// ```swift
/// final class LoginStore: LassoStore<LoginModule> {
///   @Mockable var service: any LoginService = RealLoginService()
/// }
///
/// let store = LoginStore()
/// store.$service.mock(with: MockLoginService())
/// store.$service.reset()                          // back to the real service
/// ```
///
/// As in the original, the projection (`$service`) is a reference: mocking works through a `let`,
/// a `private(set)` property or a copy of the wrapper. Under XCTest, `mock($service, with: …)`
/// (from LassoTestUtilities) also resets the mock when the test ends.
@propertyWrapper public struct Mockable<Value> {
  /// The wrapper's storage (`$property`), to mock or reset the value.
  ///
  /// ```swift
  /// store.$service.mock(with: MockLoginService())
  /// ```
  public let projectedValue: Projected

  /// The property's real value, until a test mocks it.
  ///
  /// ```swift
  /// @Mockable var clock: any Clock<Duration> = ContinuousClock()
  /// ```
  public init(wrappedValue: Value) {
    projectedValue = Projected(wrappedValue)
  }

  /// The mock when there is one, else the real value. Setting it sets the real value (a mock,
  /// if any, still wins).
  ///
  /// ```swift
  /// service.logIn("ada")   // the mock's logIn in a test that mocked it
  /// ```
  public var wrappedValue: Value {
    get { projectedValue.value }
    nonmutating set { projectedValue.value = newValue }
  }

  /// The storage of a mockable property: its real value and, in a test, its mock.
  public final class Projected {
    // `lock` guards both values, so a property mocked on one thread reads right on another.
    private let lock = NSLock()
    private var real: Value
    private var mocked: Value?

    init(_ value: Value) {
      real = value
    }

    /// The mock when there is one, else the real value; setting it sets the real value.
    var value: Value {
      get { lock.withLock { mocked ?? real } }
      set { lock.withLock { real = newValue } }
    }

    /// Whether a mock replaces the real value.
    ///
    /// ```swift
    /// #expect(store.$service.isMocked)
    /// ```
    public var isMocked: Bool { lock.withLock { mocked != nil } }

    /// Replaces the value with `mock` (`nil` goes back to the real value).
    ///
    /// ```swift
    /// store.$service.mock(with: MockLoginService())
    /// ```
    public func mock(with mock: @autoclosure () -> Value?) {
      let mock = mock()
      lock.withLock { mocked = mock }
    }

    /// Goes back to the real value.
    ///
    /// ```swift
    /// store.$service.reset()
    /// ```
    public func reset() {
      lock.withLock { mocked = nil }
    }
  }
}

/// Safe to share when the value is: every access to the storage holds its lock (see
/// docs/Concurrency.md).
extension Mockable.Projected: @unchecked Sendable where Value: Sendable {}

extension Mockable: Sendable where Value: Sendable {}

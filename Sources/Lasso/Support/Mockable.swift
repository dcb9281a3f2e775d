/// A property whose value a test can replace: the real value until mocked, the mock after.
///
/// ```swift
/// final class LoginStore: LassoStore<LoginModule> {
///   @Mockable var service: any LoginService = RealLoginService()
/// }
///
/// let store = LoginStore()
/// store.$service.mock(with: MockLoginService())   // or: mock(&store.$service, with: …)
/// store.$service.reset()                          // back to the real service
/// ```
@propertyWrapper public struct Mockable<Value> {
  private var real: Value
  private var mocked: Value?

  /// The property's real value, until a test mocks it.
  ///
  /// ```swift
  /// @Mockable var clock: any Clock<Duration> = ContinuousClock()
  /// ```
  public init(wrappedValue: Value) {
    real = wrappedValue
  }

  /// The mock when there is one, else the real value. Setting it sets the real value (a mock,
  /// if any, still wins).
  ///
  /// ```swift
  /// service.logIn("ada")   // the mock's logIn in a test that mocked it
  /// ```
  public var wrappedValue: Value {
    get { mocked ?? real }
    set { real = newValue }
  }

  /// The wrapper itself (`$property`), to mock or reset the value.
  ///
  /// ```swift
  /// store.$service.mock(with: MockLoginService())
  /// ```
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Whether a mock replaces the real value.
  ///
  /// ```swift
  /// #expect(store.$service.isMocked)
  /// ```
  public var isMocked: Bool { mocked != nil }

  /// Replaces the value with `mock`.
  ///
  /// ```swift
  /// store.$service.mock(with: MockLoginService())
  /// ```
  public mutating func mock(with mock: Value) {
    mocked = mock
  }

  /// Goes back to the real value.
  ///
  /// ```swift
  /// store.$service.reset()
  /// ```
  public mutating func reset() {
    mocked = nil
  }
}

extension Mockable: Sendable where Value: Sendable {}

/// Replaces the value of the `@Mockable` property `mockable` (its `$` projection) with `value`.
///
/// ```swift
/// mock(&store.$service, with: MockLoginService())
/// ```
public func mock<Value>(_ mockable: inout Mockable<Value>, with value: Value) {
  mockable.mock(with: value)
}

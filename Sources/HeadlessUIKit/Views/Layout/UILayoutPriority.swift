#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// The priority of a constraint, as UIKit's `UILayoutPriority`.
  public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The value, 1...1000.
    public var rawValue: Float
    /// Creates a priority.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Required (1000).
    public static let required = UILayoutPriority(1000)
    /// High (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// Low (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The level used to fit a size (50).
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// Orders priorities by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
      lhs.rawValue < rhs.rawValue
    }
    /// A priority raised by an amount.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
      UILayoutPriority(lhs.rawValue + rhs)
    }
    /// A priority lowered by an amount.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
      UILayoutPriority(lhs.rawValue - rhs)
    }
  }
#endif

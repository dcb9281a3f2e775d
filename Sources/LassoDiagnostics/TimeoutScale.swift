#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The one setting that scales every default timeout of Lasso's waiting: the test utilities'
/// (flow assertions, `waitForEvents`, store settling, the test clock), the terminal
/// renderer's key-script waits, and the package's own tests. The environment variable
/// `LASSO_TIMEOUT_SCALE`, a positive number (default 1), multiplies them: a slow CI runner or a
/// sanitizer run sets it (`LASSO_TIMEOUT_SCALE=4`); a timeout given explicitly is not scaled.
///
/// Written once here, in the module every waiting module depends on (the terminal renderer and
/// the package's test support do not depend on the test utilities); Lasso-internal. Users see it
/// as `LassoTimeouts` in `LassoTestUtilities`, which forwards here.
@_spi(Lasso) public struct TimeoutScale: Sendable, Equatable {
  /// The environment variable's name: `LASSO_TIMEOUT_SCALE`.
  public static let variableName = "LASSO_TIMEOUT_SCALE"
  /// The largest factor accepted: larger ones would make a stuck test wait for hours.
  public static let largestFactor: Double = 1000

  /// The factor the default timeouts are multiplied by: 1 when the variable is unset or
  /// rejected.
  public let factor: Double
  /// The variable's text when it was set to something other than a positive number (at most
  /// ``largestFactor``); `nil` otherwise.
  public let rejectedValue: String?

  /// The scale the variable's text `environmentValue` sets (`nil`: unset).
  public init(environmentValue: String?) {
    guard let text = environmentValue, !text.isEmpty else {
      self.factor = 1
      self.rejectedValue = nil
      return
    }
    if let value = Double(text), value.isFinite, value > 0, value <= Self.largestFactor {
      self.factor = value
      self.rejectedValue = nil
    } else {
      self.factor = 1
      self.rejectedValue = text
    }
  }

  /// How long any of Lasso's waits may take unless told otherwise, before scaling: five seconds.
  /// The flow assertions, `waitForEvents`, the test clock and store settling, and the terminal
  /// renderer's key scripts all wait ``defaultTimeout``, this scaled.
  public static let unscaledDefaultTimeout: Duration = .seconds(5)

  /// The default timeout of every wait of Lasso's: ``unscaledDefaultTimeout`` scaled by the
  /// process's setting (``current``). Where a wait begins, ``reportCurrentOnce()`` reports a
  /// rejected setting.
  public static var defaultTimeout: Duration { current.scaled(unscaledDefaultTimeout) }

  /// ``defaultTimeout`` in seconds, for the waits that count in `TimeInterval`s.
  public static var defaultTimeoutSeconds: Double {
    let (seconds, attoseconds) = defaultTimeout.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// The process's setting, read from the environment once.
  public static let current = TimeoutScale(
    environmentValue: getenv(variableName).map { String(cString: $0) })

  /// `seconds`, a default timeout, scaled.
  public func scaled(_ seconds: Double) -> Double { seconds * factor }

  /// `duration`, a default timeout, scaled.
  public func scaled(_ duration: Duration) -> Duration {
    guard factor != 1 else { return duration }
    let (seconds, attoseconds) = duration.components
    return .seconds((Double(seconds) + Double(attoseconds) / 1e18) * factor)
  }

  /// What a timeout's failure message adds, naming the setting:
  /// `LASSO_TIMEOUT_SCALE=1; raise it on a slow machine`.
  public var note: String {
    let value =
      factor == factor.rounded() ? String(Int(factor)) : String(describing: factor)
    return "\(Self.variableName)=\(value); raise it on a slow machine"
  }

  /// Reports a rejected value as a misuse (to the current handler); does nothing for a valid
  /// one.
  @MainActor public func reportIfRejected() {
    guard let rejectedValue else { return }
    Misuse.report(
      "\(Self.variableName) is \"\(rejectedValue)\", which is not a positive number of at most "
        + "\(Int(Self.largestFactor)); Lasso's default timeouts are not scaled.",
      fix: "Set \(Self.variableName) to a positive number (4 makes every default timeout four "
        + "times longer, for a slow machine or a sanitizer run), or unset it.")
  }

  /// A rejected setting's report, made once: the first ``reportOnce()`` reports, later ones do
  /// nothing.
  @MainActor public final class RejectionReport {
    private let scale: TimeoutScale
    private var didReport = false

    /// The report of `scale`'s rejected value, if it has one.
    public init(_ scale: TimeoutScale) { self.scale = scale }

    /// Reports the rejected value (to the current handler) the first time; does nothing after.
    public func reportOnce() {
      guard !didReport else { return }
      didReport = true
      scale.reportIfRejected()
    }
  }

  @MainActor private static let currentReport = RejectionReport(current)

  /// Reports ``current``'s rejected value once per process, to the default handler: the setting
  /// belongs to the process, not to the test or task that happens to wait first. Every wait
  /// with a default timeout calls it as it begins.
  @MainActor public static func reportCurrentOnce() {
    Misuse.$handler.withValue(nil) { currentReport.reportOnce() }
  }
}

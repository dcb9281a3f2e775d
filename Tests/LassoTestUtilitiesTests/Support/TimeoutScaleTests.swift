import Foundation
import Lasso
@_spi(Lasso) import LassoDiagnostics
import LassoTestUtilities
import Testing

/// The scale's text as a message shows it: `1`, `4`, `2.5`.
var scaleText: String {
  let scale = LassoTimeouts.scale
  return scale == scale.rounded() ? String(Int(scale)) : String(describing: scale)
}

/// `LASSO_TIMEOUT_SCALE`: one setting that multiplies every default timeout of the test utilities
/// and of the terminal renderer (the example app's tests run the command with the variable set).
@MainActor @Suite struct TimeoutScaleTests {
  @Test func aPositiveNumberMultipliesADefaultTimeout() {
    let scale = TimeoutScale(environmentValue: "4")
    #expect(scale.factor == 4)
    #expect(scale.rejectedValue == nil)
    #expect(scale.scaled(5) == 20)
    #expect(scale.scaled(.seconds(5)) == .seconds(20))
    #expect(TimeoutScale(environmentValue: "0.5").scaled(.seconds(5)) == .milliseconds(2500))
    #expect(
      TimeoutScale(environmentValue: "2.5").note
        == "LASSO_TIMEOUT_SCALE=2.5; raise it on a slow machine")
  }

  @Test func unsetOrEmptyIsOne() {
    for value in [nil, ""] as [String?] {
      let scale = TimeoutScale(environmentValue: value)
      #expect(scale.factor == 1)
      #expect(scale.rejectedValue == nil)
      #expect(scale.scaled(.seconds(5)) == .seconds(5))
      #expect(scale.note == "LASSO_TIMEOUT_SCALE=1; raise it on a slow machine")
    }
  }

  @Test func theTestUtilitiesDefaultsFollowTheProcessSetting() {
    #expect(LassoTimeouts.environmentVariable == "LASSO_TIMEOUT_SCALE")
    #expect(LassoTimeouts.scale == TimeoutScale.current.factor)
    #expect(LassoTimeouts.scaled(5) == 5 * LassoTimeouts.scale)
  }

  /// The flow assertions and `waitForEvents` (`lassoAssertionTimeout`, tested in
  /// `DefaultTimeoutXCTests`), the test clock and store settling, and the terminal's key scripts
  /// (`ScriptRunnerTests`) wait Lasso's one default: five seconds, scaled.
  @Test func everyDefaultTimeoutIsLassosOne() {
    #expect(TimeoutScale.unscaledDefaultTimeout == .seconds(5))
    #expect(TimeoutScale.defaultTimeout == TimeoutScale.current.scaled(.seconds(5)))
    #expect(TimeoutScale.defaultTimeoutSeconds == LassoTimeouts.scaled(5))
    #expect(TestClock.defaultTimeout == TimeoutScale.defaultTimeout)
    #expect(TestClock().timeout == TimeoutScale.defaultTimeout)
  }

  @Test func aBadValueIsReportedAsAMisuseAndIgnored() {
    for value in ["fast", "0", "-2", "inf", "nan", "1e9", " 2"] {
      let scale = TimeoutScale(environmentValue: value)
      #expect(scale.factor == 1, "\(value)")
      #expect(scale.rejectedValue == value)
      var reports: [Misuse] = []
      Misuse.$handler.withValue({ reports.append($0) }) { scale.reportIfRejected() }
      #expect(reports.count == 1, "\(value)")
      #expect(reports.first?.message.contains("LASSO_TIMEOUT_SCALE is \"\(value)\"") == true)
      #expect(reports.first?.fix.contains("positive number") == true)
    }
    var reports: [Misuse] = []
    Misuse.$handler.withValue({ reports.append($0) }) {
      TimeoutScale(environmentValue: "3").reportIfRejected()
    }
    #expect(reports.isEmpty)
  }

  /// Every wait reports a rejected setting through `reportCurrentOnce()`: one report per
  /// process, however many waits begin.
  @Test func aBadValueIsReportedOnce() {
    let report = TimeoutScale.RejectionReport(TimeoutScale(environmentValue: "fast"))
    var reports: [Misuse] = []
    Misuse.$handler.withValue({ reports.append($0) }) {
      report.reportOnce()
      report.reportOnce()
    }
    #expect(reports.count == 1)
    #expect(reports.first?.message.contains("LASSO_TIMEOUT_SCALE is \"fast\"") == true)
  }
}

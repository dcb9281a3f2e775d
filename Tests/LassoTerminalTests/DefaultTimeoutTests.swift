@_spi(Lasso) import LassoDiagnostics
import LassoTerminal
import Testing

/// A key script's waits give up after Lasso's one default timeout (five seconds, scaled), as the
/// test utilities' waits do.
@MainActor @Suite struct DefaultTimeoutTests {
  @Test func aScriptWaitsLassosDefault() {
    #expect(ScriptRunner.standardTimeout == TimeoutScale.defaultTimeout)
  }
}

import Lasso

extension SourceLocation {
  /// Runs `body`, turning every misuse report it (or a task it starts) makes into a test failure
  /// at this location.
  @MainActor func reportingMisuse<R>(_ body: () throws -> R) rethrows -> R {
    try Misuse.$handler.withValue(
      { misuse in self.report("Lasso reported a misuse: \(misuse.description)") }, operation: body)
  }
}

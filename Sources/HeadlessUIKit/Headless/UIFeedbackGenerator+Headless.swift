#if !os(iOS) && !os(tvOS) && !os(visionOS)
  extension Headless.Proxy where Base: UIFeedbackGenerator {
    /// How many times the generator gave feedback (impacts, outcomes, selection changes), for
    /// tests.
    @preconcurrency @MainActor public var feedbackCount: Int { base.feedbackCount }
  }
#endif

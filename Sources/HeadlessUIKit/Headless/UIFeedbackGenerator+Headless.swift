#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  extension Headless.Proxy where Base: UIFeedbackGenerator {
    /// How many times the generator gave feedback (impacts, outcomes, selection changes), for
    /// tests.
    @preconcurrency @MainActor public var feedbackCount: Int { base.feedbackCount }
  }

  extension Headless.Proxy where Base: UIImpactFeedbackGenerator {
    /// The strength of the impacts, given when the generator was made.
    @preconcurrency @MainActor public var style: UIImpactFeedbackGenerator.FeedbackStyle {
      base.impactStyle
    }
  }
#endif

#if !os(iOS) && !os(tvOS) && !os(visionOS)
  extension UIFeedbackGenerator {
    /// Headless only: how many times the generator gave feedback (impacts, outcomes,
    /// selection changes), for tests.
    public var headlessFeedbackCount: Int { feedbackCount }
  }
#endif

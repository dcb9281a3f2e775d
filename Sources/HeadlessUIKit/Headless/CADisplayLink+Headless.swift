#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  extension CADisplayLink: HeadlessCompatible {}

  extension Headless.Proxy where Base: CADisplayLink {
    /// Shows the link one frame now, whatever the run loop does: its timestamps advance by
    /// exactly one `duration` from the last frame, and its target is called, if the link is
    /// scheduled (added to the main run loop, not invalidated) and not paused. For tests that
    /// animate deterministically.
    @preconcurrency @MainActor public func step() { base.step() }
  }

  extension Headless {
    /// Shows `frames` frames, one at a time, on every display link scheduled on the main run
    /// loop (in the order they were added; a link added or paused by a frame takes part from
    /// the next one), as `link.headless.step()` does: a view's animation driven by a
    /// `CADisplayLink` advances deterministically, without turning the run loop.
    ///
    /// ```swift
    /// Headless.stepDisplayLinks(30)  // half a second at 60 Hz
    /// ```
    @preconcurrency @MainActor public static func stepDisplayLinks(_ frames: Int = 1) {
      for _ in 0..<max(0, frames) {
        for link in DisplayLinkRegistry.shared.scheduled { link.step() }
      }
    }
  }
#endif

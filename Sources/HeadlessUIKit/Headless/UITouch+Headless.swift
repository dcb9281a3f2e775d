#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension Headless.Proxy where Base: UITouch {
    /// Sets the location that `location(in:)` returns.
    @preconcurrency @MainActor public func setLocation(_ location: CGPoint) {
      base.location = location
    }
  }
#endif

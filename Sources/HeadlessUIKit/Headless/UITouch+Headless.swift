#if !os(iOS) && !os(tvOS) && !os(visionOS)
  import Foundation

  extension UITouch {
    /// Headless only: sets the location that `location(in:)` returns.
    public func setLocation(_ location: CGPoint) { self.location = location }
  }
#endif

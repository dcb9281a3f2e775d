#if !canImport(UIKit)
  import Foundation

  extension UITouch {
    /// Headless only: sets the location that `location(in:)` returns.
    public func setLocation(_ location: CGPoint) { self.location = location }
  }
#endif

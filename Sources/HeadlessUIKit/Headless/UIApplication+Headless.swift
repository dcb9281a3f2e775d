#if !os(iOS) && !os(tvOS) && !os(visionOS)
  import Foundation

  extension UIApplication {
    /// Headless only: the URLs opened with `open(_:options:completionHandler:)`, in order.
    public var headlessOpenedURLs: [URL] { openedURLs }

    /// Headless only: forgets the opened URLs (between tests).
    public func headlessClearOpenedURLs() { openedURLs = [] }
  }
#endif

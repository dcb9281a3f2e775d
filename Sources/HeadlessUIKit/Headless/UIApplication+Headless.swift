#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension Headless.Proxy where Base: UIApplication {
    /// The URLs opened with `open(_:options:completionHandler:)`, in order.
    @preconcurrency @MainActor public var openedURLs: [URL] { base.openedURLs }

    /// Forgets the opened URLs (between tests).
    @preconcurrency @MainActor public func clearOpenedURLs() { base.openedURLs = [] }
  }
#endif

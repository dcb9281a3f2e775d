#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  #if canImport(AppKit)
    // On macOS, AppKit declares both enums, with UIKit's cases. The headless UIKit uses AppKit's
    // own, so an app that imports AppKit beside Lasso sees one type instead of two that clash.
    import AppKit

    /// How text lines up: AppKit's `NSTextAlignment`, which has UIKit's cases.
    public typealias NSTextAlignment = AppKit.NSTextAlignment

    /// How a line too long for its space is cut: AppKit's `NSLineBreakMode`, which has UIKit's
    /// cases.
    public typealias NSLineBreakMode = AppKit.NSLineBreakMode
  #else
    /// How text lines up, as UIKit's `NSTextAlignment`.
    public enum NSTextAlignment: Int, Sendable {
      /// Along the left edge.
      case left = 0
      /// Centered.
      case center = 1
      /// Along the right edge.
      case right = 2
      /// Justified.
      case justified = 3
      /// The reading direction's natural alignment.
      case natural = 4
    }

    /// How a line too long for its space is cut, as UIKit's `NSLineBreakMode`.
    public enum NSLineBreakMode: Int, Sendable {
      /// Wraps at word boundaries.
      case byWordWrapping = 0
      /// Wraps at characters.
      case byCharWrapping
      /// Cuts the line.
      case byClipping
      /// Ellipsis at the start.
      case byTruncatingHead
      /// Ellipsis at the end.
      case byTruncatingTail
      /// Ellipsis in the middle.
      case byTruncatingMiddle
    }
  #endif
#endif

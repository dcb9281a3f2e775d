#if !canImport(UIKit)
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

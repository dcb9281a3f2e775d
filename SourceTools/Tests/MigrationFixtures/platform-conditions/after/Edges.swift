// A layout library in the style of EasyPeasy: it chooses UIKit or AppKit by platform throughout.
#if os(iOS) || os(tvOS) || os(Linux)
import HeadlessUIKit
#else
import AppKit
#endif

#if os(iOS) || os(tvOS) || os(Linux)
/// The view type the library lays out.
public typealias View = UIView
#else
/// The view type the library lays out.
public typealias View = NSView
#endif

/// Insets on four edges.
public struct Edges {
    public var top: CGFloat
    public var left: CGFloat

    #if (os(iOS)) || os(Linux)
    /// The view's safe-area insets as edges.
    public init(safeAreaOf view: View) {
        top = view.safeAreaInsets.top
        left = view.safeAreaInsets.left
    }
    #endif
}

#if os(iOS) || os(tvOS)
extension View {
    /// The shared application, found without linking it in an app extension.
    static var sharedApplication: UIApplication? {
        let selector = NSSelectorFromString("sharedApplication")
        return UIApplication.perform(selector)?.takeUnretainedValue() as? UIApplication
    }
}
#endif

#if os(macOS)
extension NSView {
    /// AppKit's views are flipped differently.
    var flipsEdges: Bool { !isFlipped }
}
#endif

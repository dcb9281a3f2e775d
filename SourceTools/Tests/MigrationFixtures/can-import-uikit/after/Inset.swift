// A layout library in the style of SnapKit: it chooses UIKit or AppKit with `canImport`, which
// is false on Linux (no module is named UIKit there).
#if canImport(UIKit) || os(Linux)
    import HeadlessUIKit
#else
    import AppKit
#endif

#if canImport(UIKit) || os(Linux)
/// The insets the library applies.
public typealias LayoutInsets = UIEdgeInsets
#else
/// The insets the library applies.
public typealias LayoutInsets = NSEdgeInsets
#endif

#if canImport(UIKit) || os(macOS)
/// A view the library lays out.
public protocol LayoutTarget: AnyObject {}
#endif

#if canImport(UIKit) && !os(watchOS)
/// Not rewritten: `&&` says more than "UIKit is here".
public let layoutGuidesAvailable = true
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A rectangle that takes part in Auto Layout without being a view, as UIKit's
  /// `UILayoutGuide` (safe area, margins...). An `NSObject`, as in UIKit.
  @preconcurrency @MainActor open class UILayoutGuide: NSObject {
    /// The view that owns the guide (weak).
    public internal(set) weak var owningView: UIView?
    /// An identifier for debugging.
    open var identifier = ""
    /// The guide's frame in its view (headless: the view's bounds).
    public var layoutFrame: CGRect { owningView?.bounds ?? .zero }

    /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
    public override init() { super.init() }

    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
    /// The horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
    /// The vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
  }
#endif

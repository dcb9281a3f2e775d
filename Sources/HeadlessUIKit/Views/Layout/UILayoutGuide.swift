#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A rectangle that takes part in Auto Layout without being a view, as UIKit's
  /// `UILayoutGuide` (safe area, margins...). An `NSObject`, as in UIKit.
  @preconcurrency @MainActor open class UILayoutGuide: NSObject {
    /// The view that owns the guide (weak).
    public internal(set) weak var owningView: UIView?
    /// An identifier for debugging.
    open var identifier = "" {
      // The identifier tells a system guide from the app's.
      didSet { if let owningView { LayoutEngine.structureChanged(around: owningView) } }
    }
    /// The guide's frame in its owning view's coordinates, as the last layout pass solved it
    /// (`.zero` before one). The system guides (safe area, margins, readable content, keyboard)
    /// follow their view's bounds and insets at once.
    public var layoutFrame: CGRect {
      guard let owner = owningView else { return .zero }
      guard let insets = systemInsets(in: owner) else { return solvedFrame }
      let bounds = CGRect(origin: .zero, size: owner.bounds.size)
      if isKeyboardGuide {
        return CGRect(
          x: 0, y: bounds.height - insets.bottom, width: bounds.width, height: insets.bottom)
      }
      return CGRect(
        x: insets.left, y: insets.top, width: max(0, bounds.width - insets.left - insets.right),
        height: max(0, bounds.height - insets.top - insets.bottom))
    }

    /// The frame the last layout pass solved, for a guide the app made.
    var solvedFrame = CGRect.zero

    /// Whether this is a view's keyboard layout guide.
    var isKeyboardGuide: Bool { identifier == UILayoutGuide.keyboardIdentifier }

    /// Whether this is one of a view's system guides (safe area, margins, readable content,
    /// keyboard), placed from its owning view's insets.
    var isSystemGuide: Bool {
      switch identifier {
      case Self.safeAreaIdentifier, Self.marginsIdentifier, Self.readableContentIdentifier,
        Self.keyboardIdentifier:
        true
      default: false
      }
    }

    /// The insets that place a system guide in its owning view (for the keyboard guide, its
    /// height as the bottom inset); nil for a guide the app made, placed by its constraints.
    func systemInsets(in owner: UIView?) -> UIEdgeInsets? {
      guard let owner else { return nil }
      switch identifier {
      case Self.safeAreaIdentifier: return owner.safeAreaInsets
      case Self.marginsIdentifier: return owner.layoutMargins
      case Self.readableContentIdentifier: return owner.readableContentInsets
      case Self.keyboardIdentifier:
        return UIEdgeInsets(top: 0, left: 0, bottom: owner.keyboardLayoutGuideHeight, right: 0)
      default: return nil
      }
    }

    /// The identifiers UIKit gives a view's system guides.
    static let safeAreaIdentifier = "UIViewSafeAreaLayoutGuide"
    static let marginsIdentifier = "UIViewLayoutMarginsGuide"
    static let readableContentIdentifier = "UIViewReadableContentGuide"
    static let keyboardIdentifier = "UIViewKeyboardLayoutGuide"

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

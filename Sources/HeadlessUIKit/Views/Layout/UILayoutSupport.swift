#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A view controller's top or bottom layout guide, as UIKit's `UILayoutSupport` (deprecated
  /// in iOS 11 for the safe area): an item constraints can be made to, like a layout guide.
  @preconcurrency @MainActor public protocol UILayoutSupport: AnyObject {
    /// How far the guide reaches into the view: from the top edge for the top guide, from the
    /// bottom edge for the bottom one.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: NSLayoutDimension { get }
  }

  /// The guide behind `topLayoutGuide` and `bottomLayoutGuide`: a layout guide that the
  /// controller's view owns, so constraints to it are installed on that view or above.
  final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    /// Which edge of the view the guide covers.
    enum Edge { case top, bottom }

    let edge: Edge

    init(edge: Edge) {
      self.edge = edge
      super.init()
      identifier =
        switch edge {
        case .top: "UIViewControllerTopLayoutGuide"
        case .bottom: "UIViewControllerBottomLayoutGuide"
        }
    }

    /// The safe area's inset at the guide's edge (zero headless: no bars cover the view).
    var length: CGFloat {
      guard let insets = owningView?.safeAreaInsets else { return 0 }
      return edge == .top ? insets.top : insets.bottom
    }
  }

  extension UIViewController {
    /// The guide below the status and navigation bars (deprecated in iOS 11: use the view's
    /// `safeAreaLayoutGuide`). Loads the view, which owns the guide.
    @available(
      *, deprecated,
      message:
        "deprecated in iOS 11.0: Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor"
    )
    public var topLayoutGuide: any UILayoutSupport { layoutSupportGuide(.top) }

    /// The guide above the tab bar and toolbar (deprecated in iOS 11: use the view's
    /// `safeAreaLayoutGuide`). Loads the view, which owns the guide.
    @available(
      *, deprecated,
      message:
        "deprecated in iOS 11.0: Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor"
    )
    public var bottomLayoutGuide: any UILayoutSupport { layoutSupportGuide(.bottom) }

    private func layoutSupportGuide(
      _ edge: LayoutSupportGuide.Edge
    )
      -> LayoutSupportGuide
    {
      let owner: UIView = view
      let existing = owner.layoutGuides.lazy
        .compactMap { $0 as? LayoutSupportGuide }
        .first { $0.edge == edge }
      if let existing { return existing }
      let guide = LayoutSupportGuide(edge: edge)
      owner.addLayoutGuide(guide)
      return guide
    }
  }
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A view controller's top or bottom layout guide, as UIKit's `UILayoutSupport` (deprecated
  /// in iOS 11 for the safe area): an item constraints can be made to, like a layout guide.
  @preconcurrency @MainActor public protocol UILayoutSupport: NSObjectProtocol {
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
  /// controller's view owns, so constraints to it are installed on that view or above. As in
  /// UIKit, the view holds two constraints of its own for it: the guide's edge on the view's
  /// (top for the top guide, bottom for the bottom one) and its height equal to its length,
  /// kept up to date as the safe area changes.
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

    /// The constraint that makes the guide's height its length.
    private var lengthConstraint: NSLayoutConstraint?

    /// The root view's safe area inset at the guide's edge: the status area and the bars above
    /// the view for the top guide, the home indicator and the bars below it for the bottom one.
    var length: CGFloat {
      guard let insets = owningView?.safeAreaInsets else { return 0 }
      return edge == .top ? insets.top : insets.bottom
    }

    /// Installs on `view` (which owns the guide) the constraints that place it: its edge on
    /// the view's and its height equal to its length.
    func installConstraints(in view: UIView) {
      let attribute: NSLayoutConstraint.Attribute = edge == .top ? .top : .bottom
      let pin = NSLayoutConstraint(
        item: self, attribute: attribute, relatedBy: .equal, toItem: view, attribute: attribute,
        multiplier: 1, constant: 0)
      let height = NSLayoutConstraint(
        item: self, attribute: .height, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: length)
      for constraint in [pin, height] {
        constraint.identifier = "_UILayoutSupportConstraint"
      }
      view.addConstraints([pin, height])
      lengthConstraint = height
    }

    /// Gives the height constraint the guide's current length.
    func updateLengthConstraint() {
      let length = length
      guard let lengthConstraint, lengthConstraint.constant != length else { return }
      lengthConstraint.constant = length
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
      guide.installConstraints(in: owner)
      return guide
    }
  }
#endif

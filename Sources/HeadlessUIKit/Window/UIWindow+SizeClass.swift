#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension UIWindow {
    /// The width from which a window is `.regular` horizontally: between an 11-inch iPad's
    /// half (about 590 points, compact) and a 12.9-inch iPad's two thirds in portrait (about
    /// 640 points, regular).
    static let regularWidthThreshold: CGFloat = 600

    /// The horizontal size class a window of `width` has, unless `override` forces one.
    static func horizontalSizeClass(
      forWidth width: CGFloat, override: UIUserInterfaceSizeClass?
    ) -> UIUserInterfaceSizeClass {
      if let override, override != .unspecified { return override }
      return width >= regularWidthThreshold ? .regular : .compact
    }

    /// The window's horizontal size class: `headless.horizontalSizeClass` if set, else from its
    /// width.
    var effectiveHorizontalSizeClass: UIUserInterfaceSizeClass {
      Self.horizontalSizeClass(forWidth: frame.width, override: forcedHorizontalSizeClass)
    }

    /// Every controller of the window's hierarchy (children, hidden tabs, presented ones),
    /// containers first.
    func allControllers() -> [UIViewController] {
      var result: [UIViewController] = []
      func visit(_ controller: UIViewController) {
        result.append(controller)
        for child in controller.storedChildren { visit(child) }
        if let presented = controller.storedPresented { visit(presented) }
      }
      if let root = rootViewController { visit(root) }
      return result
    }

    /// Applies a change of the horizontal size class, if `previous` differs from it now: split
    /// views collapse or expand, then the controllers hear `traitCollectionDidChange(_:)`, then
    /// the views whose size class changed are marked as needing layout.
    func horizontalSizeClassMayHaveChanged(from previous: UIUserInterfaceSizeClass) {
      guard previous != effectiveHorizontalSizeClass else { return }
      let controllers = allControllers()
      for case let split as UISplitViewController in controllers {
        split.updateCollapse(animated: false)
      }
      for controller in allControllers() {
        let old = controller.traitCollection
        let previousTraits = UITraitCollection(
          userInterfaceStyle: old.userInterfaceStyle, horizontalSizeClass: previous)
        // UIKit makes the controller's traits current while it hears of the change.
        controller.traitCollection.performAsCurrent {
          controller.traitCollectionDidChange(previousTraits)
        }
      }
      setNeedsLayout()
      UIViewController.setNeedsLayoutAfterTraitChange(
        of: allControllers().filter { $0.traitCollection.horizontalSizeClass != previous })
    }
  }
#endif

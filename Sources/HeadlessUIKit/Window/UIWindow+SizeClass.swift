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

    /// The trait change to note before the horizontal size class becomes `sizeClass` (`nil`
    /// when it stays).
    func sizeClassChange(to sizeClass: UIUserInterfaceSizeClass) -> TraitChange? {
      sizeClass == effectiveHorizontalSizeClass ? nil : TraitChange(view: self)
    }

    /// Applies the change of the horizontal size class noted before it, if any: split views
    /// collapse or expand, then the window's views and controllers whose traits changed hear
    /// `traitCollectionDidChange(_:)`, top-down, and those views need layout.
    func applySizeClassChange() {
      guard let change = sizeClassChange else { return }
      sizeClassChange = nil
      for case let split as UISplitViewController in allControllers() {
        split.updateCollapse(animated: false)
      }
      change.deliver()
    }
  }
#endif

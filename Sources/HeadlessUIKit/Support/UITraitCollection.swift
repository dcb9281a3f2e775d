#if !os(iOS) && !os(tvOS) && !os(visionOS)
  import Foundation

  /// Whether a dimension is compact or regular, as UIKit's `UIUserInterfaceSizeClass`.
  public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not known.
    case unspecified
    /// Compact (an iPhone's width).
    case compact
    /// Regular (an iPhone's height).
    case regular
  }

  /// The environment a view is shown in, as UIKit's `UITraitCollection`. Headless: an
  /// iPhone in portrait, light unless a view or controller overrides the style; the horizontal
  /// size class is the window's (see `UIWindow.headlessHorizontalSizeClass`).
  public final class UITraitCollection: Hashable, Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The horizontal size class (compact).
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class (regular).
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point.
    public let displayScale: CGFloat

    init(
      userInterfaceStyle: UIUserInterfaceStyle, horizontalSizeClass: UIUserInterfaceSizeClass
    ) {
      self.userInterfaceStyle = userInterfaceStyle
      self.horizontalSizeClass = horizontalSizeClass
      self.verticalSizeClass = .regular
      self.displayScale = 3
    }

    /// The traits of an iPhone in portrait with the given style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
      self.init(userInterfaceStyle: userInterfaceStyle, horizontalSizeClass: .compact)
    }

    /// Traits with the given horizontal size class (the others an iPhone's in portrait, light).
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
      self.init(userInterfaceStyle: .light, horizontalSizeClass: horizontalSizeClass)
    }

    /// The traits of an iPhone in portrait, light.
    public convenience init() {
      self.init(userInterfaceStyle: .light)
    }

    /// Two trait collections are equal when all their traits are.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
      lhs.userInterfaceStyle == rhs.userInterfaceStyle
        && lhs.horizontalSizeClass == rhs.horizontalSizeClass
        && lhs.verticalSizeClass == rhs.verticalSizeClass && lhs.displayScale == rhs.displayScale
    }

    /// Hashes the traits.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(userInterfaceStyle)
      hasher.combine(horizontalSizeClass)
    }
  }

  extension UIView {
    /// The traits of the view: light unless it, a superview or its controller overrides the
    /// style; the horizontal size class of its window (compact outside a window).
    public var traitCollection: UITraitCollection {
      let sizeClass = window?.effectiveHorizontalSizeClass ?? .compact
      var view: UIView? = self
      while let current = view {
        if current.overrideUserInterfaceStyle != .unspecified {
          return UITraitCollection(
            userInterfaceStyle: current.overrideUserInterfaceStyle, horizontalSizeClass: sizeClass)
        }
        if let controller = current.owningViewController,
          controller.overrideUserInterfaceStyle != .unspecified
        {
          return UITraitCollection(
            userInterfaceStyle: controller.overrideUserInterfaceStyle,
            horizontalSizeClass: sizeClass)
        }
        view = current.superview
      }
      return UITraitCollection(userInterfaceStyle: .light, horizontalSizeClass: sizeClass)
    }
  }

  extension UIViewController {
    /// The traits of the controller: light unless it or an ancestor (parent or presenter)
    /// overrides the style; the horizontal size class of the window it is in (compact when in
    /// none).
    public var traitCollection: UITraitCollection {
      let window = hostWindow
      let sizeClass = window?.effectiveHorizontalSizeClass ?? .compact
      var controller: UIViewController? = self
      while let current = controller {
        if current.overrideUserInterfaceStyle != .unspecified {
          return UITraitCollection(
            userInterfaceStyle: current.overrideUserInterfaceStyle, horizontalSizeClass: sizeClass)
        }
        controller = current.parent ?? current.storedPresenting
      }
      return window?.traitCollection ?? UITraitCollection()
    }
  }
#endif

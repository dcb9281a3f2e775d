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
  /// iPhone in portrait, light unless a view or controller overrides the style.
  public final class UITraitCollection: Hashable, Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The horizontal size class (compact).
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class (regular).
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point.
    public let displayScale: CGFloat

    /// The traits of an iPhone in portrait with the given style.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
      self.userInterfaceStyle = userInterfaceStyle
      self.horizontalSizeClass = .compact
      self.verticalSizeClass = .regular
      self.displayScale = 3
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
    /// style.
    public var traitCollection: UITraitCollection {
      var view: UIView? = self
      while let current = view {
        if current.overrideUserInterfaceStyle != .unspecified {
          return UITraitCollection(userInterfaceStyle: current.overrideUserInterfaceStyle)
        }
        if let controller = current.owningViewController,
          controller.overrideUserInterfaceStyle != .unspecified
        {
          return UITraitCollection(userInterfaceStyle: controller.overrideUserInterfaceStyle)
        }
        view = current.superview
      }
      return UITraitCollection()
    }
  }

  extension UIViewController {
    /// The traits of the controller: light unless it or an ancestor (parent or presenter)
    /// overrides the style.
    public var traitCollection: UITraitCollection {
      var controller: UIViewController? = self
      while let current = controller {
        if current.overrideUserInterfaceStyle != .unspecified {
          return UITraitCollection(userInterfaceStyle: current.overrideUserInterfaceStyle)
        }
        controller = current.parent ?? current.storedPresenting
      }
      return storedWindow?.traitCollection ?? UITraitCollection()
    }
  }
#endif

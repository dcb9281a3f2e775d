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
    /// The traits this collection specifies (the others hold an iPhone's values), which
    /// `init(traitsFrom:)` merges.
    let specified: Specified

    struct Specified: OptionSet {
      let rawValue: Int
      static let style = Specified(rawValue: 1)
      static let horizontal = Specified(rawValue: 2)
      static let vertical = Specified(rawValue: 4)
      static let scale = Specified(rawValue: 8)
      static let all: Specified = [.style, .horizontal, .vertical, .scale]
    }

    init(
      userInterfaceStyle: UIUserInterfaceStyle, horizontalSizeClass: UIUserInterfaceSizeClass,
      verticalSizeClass: UIUserInterfaceSizeClass = .regular, displayScale: CGFloat = 3,
      specified: Specified = .all
    ) {
      self.userInterfaceStyle = userInterfaceStyle
      self.horizontalSizeClass = horizontalSizeClass
      self.verticalSizeClass = verticalSizeClass
      self.displayScale = displayScale
      self.specified = specified
    }

    /// The traits of an iPhone in portrait with the given style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
      self.init(
        userInterfaceStyle: userInterfaceStyle, horizontalSizeClass: .compact, specified: .style)
    }

    /// Traits with the given horizontal size class (the others an iPhone's in portrait, light).
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
      self.init(
        userInterfaceStyle: .light, horizontalSizeClass: horizontalSizeClass,
        specified: .horizontal)
    }

    /// Traits with the given vertical size class (the others an iPhone's in portrait, light).
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
      self.init(
        userInterfaceStyle: .light, horizontalSizeClass: .compact,
        verticalSizeClass: verticalSizeClass, specified: .vertical)
    }

    /// Traits with the given display scale (the others an iPhone's in portrait, light).
    public convenience init(displayScale scale: CGFloat) {
      self.init(
        userInterfaceStyle: .light, horizontalSizeClass: .compact, displayScale: scale,
        specified: .scale)
    }

    /// The traits merged from `traitCollections`: for each trait, the value of the last
    /// collection that specifies it, as UIKit's `init(traitsFrom:)` (an iPhone's in portrait,
    /// light, where none does).
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
      func last<Value>(
        _ trait: Specified, _ value: (UITraitCollection) -> Value, _ fallback: Value
      ) -> Value {
        traitCollections.last { $0.specified.contains(trait) }.map(value) ?? fallback
      }
      self.init(
        userInterfaceStyle: last(.style, \.userInterfaceStyle, .light),
        horizontalSizeClass: last(.horizontal, \.horizontalSizeClass, .compact),
        verticalSizeClass: last(.vertical, \.verticalSizeClass, .regular),
        displayScale: last(.scale, \.displayScale, 3),
        specified: traitCollections.reduce([]) { $0.union($1.specified) })
    }

    /// The traits of an iPhone in portrait, light.
    public convenience init() {
      self.init(userInterfaceStyle: .light, horizontalSizeClass: .compact, specified: [])
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

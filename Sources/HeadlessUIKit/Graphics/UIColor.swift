#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A color, as UIKit's `UIColor`: components in the sRGB space, plus the name of the system
  /// color it stands for (`systemRed`, `label`...), if any.
  ///
  /// `Sendable`, as the SDK declares it (`NS_SWIFT_SENDABLE`); unchecked because a dynamic color
  /// keeps its provider, which the SDK takes as a plain, non-`Sendable` closure (see
  /// ``init(dynamicProvider:)``). Everything else it holds is immutable.
  public final class UIColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    let redComponent: CGFloat
    let greenComponent: CGFloat
    let blueComponent: CGFloat
    let alphaComponent: CGFloat
    let systemName: String?
    private let provider: ((UITraitCollection) -> UIColor)?

    /// Creates a color from its sRGB components.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.init(red: red, green: green, blue: blue, alpha: alpha, name: nil)
    }

    /// Creates a gray of the given brightness.
    public convenience init(white: CGFloat, alpha: CGFloat) {
      self.init(red: white, green: white, blue: white, alpha: alpha, name: nil)
    }

    /// Creates a color from hue, saturation and brightness.
    public convenience init(
      hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat
    ) {
      let h = (hue - hue.rounded(.down)) * 6
      let sector = Int(h) % 6
      let f = h - CGFloat(Int(h))
      let p = brightness * (1 - saturation)
      let q = brightness * (1 - saturation * f)
      let t = brightness * (1 - saturation * (1 - f))
      let (r, g, b): (CGFloat, CGFloat, CGFloat) =
        switch sector {
        case 0: (brightness, t, p)
        case 1: (q, brightness, p)
        case 2: (p, brightness, t)
        case 3: (p, q, brightness)
        case 4: (t, p, brightness)
        default: (brightness, p, q)
        }
      self.init(red: r, green: g, blue: b, alpha: alpha, name: nil)
    }

    init(
      red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, name: String?,
      provider: ((UITraitCollection) -> UIColor)? = nil
    ) {
      self.redComponent = red
      self.greenComponent = green
      self.blueComponent = blue
      self.alphaComponent = alpha
      self.systemName = name
      self.provider = provider
    }

    /// Creates a color that depends on the traits (light or dark); its components are the
    /// light ones. The provider is a plain closure, not `@Sendable`, as in the iOS 16.5 SDK
    /// (`initWithDynamicProvider:` takes a block without a Sendable annotation), so it may capture
    /// what the app's code holds; as in UIKit, resolve such colors where that state is safe to
    /// read. `@preconcurrency`, as the SDK's Objective-C import is: in Swift 6 a `Sendable`
    /// violation inside the provider is a warning, as Xcode gives it.
    @preconcurrency
    public convenience init(
      dynamicProvider: @escaping (UITraitCollection) -> UIColor
    ) {
      // The device's (light) traits, every one specified, as a provider may read any.
      let light = dynamicProvider(.device)
      self.init(
        red: light.redComponent, green: light.greenComponent, blue: light.blueComponent,
        alpha: light.alphaComponent,
        name: light.systemName, provider: dynamicProvider)
    }

    /// The color for the given traits (itself unless made with a dynamic provider).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
      provider?(traitCollection) ?? self
    }

    /// Reads the sRGB components into the given pointers; `true` (always convertible).
    @discardableResult public func getRed(
      _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
      blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
      red?.pointee = redComponent
      green?.pointee = greenComponent
      blue?.pointee = blueComponent
      alpha?.pointee = alphaComponent
      return true
    }

    /// Reads the brightness (the mean of the components) and opacity; `true`.
    @discardableResult public func getWhite(
      _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
      white?.pointee = (redComponent + greenComponent + blueComponent) / 3
      alpha?.pointee = alphaComponent
      return true
    }

    /// The same color with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
      UIColor(
        red: redComponent, green: greenComponent, blue: blueComponent, alpha: alpha,
        name: systemName)
    }

    /// Two colors are equal when they have the same components and name.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
      lhs.redComponent == rhs.redComponent && lhs.greenComponent == rhs.greenComponent
        && lhs.blueComponent == rhs.blueComponent
        && lhs.alphaComponent == rhs.alphaComponent && lhs.systemName == rhs.systemName
    }

    /// Hashes the components and the name.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(redComponent)
      hasher.combine(greenComponent)
      hasher.combine(blueComponent)
      hasher.combine(alphaComponent)
      hasher.combine(systemName)
    }

    /// The color's name, or its components.
    public var description: String {
      systemName
        ?? "UIColor(red: \(redComponent), green: \(greenComponent), blue: \(blueComponent), alpha: \(alphaComponent))"
    }

    private static func named(
      _ name: String, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1
    ) -> UIColor {
      UIColor(red: r, green: g, blue: b, alpha: a, name: name)
    }

    /// Black.
    public static let black = named("black", 0, 0, 0)
    /// White.
    public static let white = named("white", 1, 1, 1)
    /// Fully transparent.
    public static let clear = named("clear", 0, 0, 0, 0)
    /// Red.
    public static let red = named("red", 1, 0, 0)
    /// Green.
    public static let green = named("green", 0, 1, 0)
    /// Blue.
    public static let blue = named("blue", 0, 0, 1)
    /// Gray.
    public static let gray = named("gray", 0.5, 0.5, 0.5)
    /// Light gray.
    public static let lightGray = named("lightGray", 2 / 3, 2 / 3, 2 / 3)
    /// Dark gray.
    public static let darkGray = named("darkGray", 1 / 3, 1 / 3, 1 / 3)
    /// Yellow.
    public static let yellow = named("yellow", 1, 1, 0)
    /// Orange.
    public static let orange = named("orange", 1, 0.5, 0)
    /// Purple.
    public static let purple = named("purple", 0.5, 0, 0.5)
    /// Brown.
    public static let brown = named("brown", 0.6, 0.4, 0.2)
    /// Cyan.
    public static let cyan = named("cyan", 0, 1, 1)
    /// Magenta.
    public static let magenta = named("magenta", 1, 0, 1)
    /// The system red.
    public static let systemRed = named("systemRed", 1, 59 / 255, 48 / 255)
    /// The system green.
    public static let systemGreen = named("systemGreen", 52 / 255, 199 / 255, 89 / 255)
    /// The system blue, UIKit's default tint.
    public static let systemBlue = named("systemBlue", 0, 122 / 255, 1)
    /// The system orange.
    public static let systemOrange = named("systemOrange", 1, 149 / 255, 0)
    /// The system yellow.
    public static let systemYellow = named("systemYellow", 1, 204 / 255, 0)
    /// The system pink.
    public static let systemPink = named("systemPink", 1, 45 / 255, 85 / 255)
    /// The system purple.
    public static let systemPurple = named("systemPurple", 175 / 255, 82 / 255, 222 / 255)
    /// The system teal.
    public static let systemTeal = named("systemTeal", 48 / 255, 176 / 255, 199 / 255)
    /// The system indigo.
    public static let systemIndigo = named("systemIndigo", 88 / 255, 86 / 255, 214 / 255)
    /// The system mint.
    public static let systemMint = named("systemMint", 0, 199 / 255, 190 / 255)
    /// The system cyan.
    public static let systemCyan = named("systemCyan", 50 / 255, 173 / 255, 230 / 255)
    /// The system brown.
    public static let systemBrown = named("systemBrown", 162 / 255, 132 / 255, 94 / 255)
    /// The system gray.
    public static let systemGray = named("systemGray", 142 / 255, 142 / 255, 147 / 255)
    /// The second system gray.
    public static let systemGray2 = named("systemGray2", 174 / 255, 174 / 255, 178 / 255)
    /// The third system gray.
    public static let systemGray3 = named("systemGray3", 199 / 255, 199 / 255, 204 / 255)
    /// The fourth system gray.
    public static let systemGray4 = named("systemGray4", 209 / 255, 209 / 255, 214 / 255)
    /// The fifth system gray.
    public static let systemGray5 = named("systemGray5", 229 / 255, 229 / 255, 234 / 255)
    /// The sixth system gray.
    public static let systemGray6 = named("systemGray6", 242 / 255, 242 / 255, 247 / 255)
    /// The background of a screen (light appearance).
    public static let systemBackground = named("systemBackground", 1, 1, 1)
    /// The background of content over the screen background.
    public static let secondarySystemBackground = named(
      "secondarySystemBackground", 242 / 255, 242 / 255, 247 / 255)
    /// The background of content over the secondary background.
    public static let tertiarySystemBackground = named("tertiarySystemBackground", 1, 1, 1)
    /// The background of a grouped table.
    public static let systemGroupedBackground = named(
      "systemGroupedBackground", 242 / 255, 242 / 255, 247 / 255)
    /// The background of a cell in a grouped table.
    public static let secondarySystemGroupedBackground = named(
      "secondarySystemGroupedBackground", 1, 1, 1)
    /// The color of primary text.
    public static let label = named("label", 0, 0, 0)
    /// The color of secondary text.
    public static let secondaryLabel = named("secondaryLabel", 60 / 255, 60 / 255, 67 / 255, 0.6)
    /// The color of tertiary text.
    public static let tertiaryLabel = named("tertiaryLabel", 60 / 255, 60 / 255, 67 / 255, 0.3)
    /// The color of quaternary text.
    public static let quaternaryLabel = named(
      "quaternaryLabel", 60 / 255, 60 / 255, 67 / 255, 0.18)
    /// The color of placeholder text.
    public static let placeholderText = named(
      "placeholderText", 60 / 255, 60 / 255, 67 / 255, 0.3)
    /// The color of links.
    public static let link = named("link", 0, 122 / 255, 1)
    /// The color of thin separators.
    public static let separator = named("separator", 60 / 255, 60 / 255, 67 / 255, 0.29)
    /// The color of opaque separators.
    public static let opaqueSeparator = named("opaqueSeparator", 198 / 255, 198 / 255, 200 / 255)
    /// The app's tint color.
    public static let tintColor = named("tintColor", 0, 122 / 255, 1)
  }
#endif

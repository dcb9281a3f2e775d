#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The layout direction of a trait environment, as UIKit's `UITraitEnvironmentLayoutDirection`.
  public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
  }

  /// Whether content sits at the base level or above it (a sheet, a popover), as UIKit's
  /// `UIUserInterfaceLevel`: dark mode's system background colors are lighter when elevated.
  public enum UIUserInterfaceLevel: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// The window's own content.
    case base = 0
    /// Content above the base level.
    case elevated = 1
  }

  /// Whether the user asked for increased contrast, as UIKit's `UIAccessibilityContrast`.
  public enum UIAccessibilityContrast: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// The standard contrast.
    case normal = 0
    /// Increased contrast (Settings, Accessibility, Increase Contrast).
    case high = 1
  }

  /// The weight the user asked text to have, as UIKit's `UILegibilityWeight`.
  public enum UILegibilityWeight: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// Regular text.
    case regular = 0
    /// Bold text (Settings, Accessibility, Bold Text).
    case bold = 1
  }

  /// The color gamut of a display, as UIKit's `UIDisplayGamut`.
  public enum UIDisplayGamut: Int, Sendable {
    /// Not known.
    case unspecified = -1
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The sRGB gamut.
    case SRGB = 0
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The Display P3 gamut (an iPhone 14's).
    case P3 = 1
  }

  /// The traits UIKit added after the collection's first six, kept among the collection's
  /// custom traits (by these keys) so that merging, overriding, comparing and telling changes
  /// need nothing more: each is a trait the device specifies, read as unspecified elsewhere.
  enum SystemTrait {
    private enum LayoutDirection {}
    private enum Level {}
    private enum Contrast {}
    private enum Legibility {}
    private enum Gamut {}

    static let layoutDirection = ObjectIdentifier(LayoutDirection.self)
    static let userInterfaceLevel = ObjectIdentifier(Level.self)
    static let accessibilityContrast = ObjectIdentifier(Contrast.self)
    static let legibilityWeight = ObjectIdentifier(Legibility.self)
    static let displayGamut = ObjectIdentifier(Gamut.self)

    /// The headless device's values: the app's direction (left to right headless), the base
    /// level, normal contrast, regular text, an iPhone 14's P3 display. Made once: every view's
    /// traits share it.
    static let deviceValues: CustomTraits = {
      var values = CustomTraits()
      values[layoutDirection] = UITraitEnvironmentLayoutDirection.leftToRight
      values[userInterfaceLevel] = UIUserInterfaceLevel.base
      values[accessibilityContrast] = UIAccessibilityContrast.normal
      values[legibilityWeight] = UILegibilityWeight.regular
      values[displayGamut] = UIDisplayGamut.P3
      return values
    }()
  }

  extension UITraitCollection {
    /// The layout direction of the environment, as UIKit's `layoutDirection`: the app's (left
    /// to right headless) unless overridden. Headless, where Apple is silent: a view's
    /// `semanticContentAttribute` does not change it (it changes the view's
    /// `effectiveUserInterfaceLayoutDirection`).
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
      systemValue(SystemTrait.layoutDirection, unspecified: .unspecified)
    }

    /// Whether the content is elevated, as UIKit's `userInterfaceLevel` (`.base` unless
    /// overridden).
    public var userInterfaceLevel: UIUserInterfaceLevel {
      systemValue(SystemTrait.userInterfaceLevel, unspecified: .unspecified)
    }

    /// The contrast the user asked for, as UIKit's `accessibilityContrast` (`.normal` unless
    /// overridden).
    public var accessibilityContrast: UIAccessibilityContrast {
      systemValue(SystemTrait.accessibilityContrast, unspecified: .unspecified)
    }

    /// The text weight the user asked for, as UIKit's `legibilityWeight` (`.regular` unless
    /// overridden).
    public var legibilityWeight: UILegibilityWeight {
      systemValue(SystemTrait.legibilityWeight, unspecified: .unspecified)
    }

    /// The display's color gamut, as UIKit's `displayGamut` (`.P3` unless overridden).
    public var displayGamut: UIDisplayGamut {
      systemValue(SystemTrait.displayGamut, unspecified: .unspecified)
    }

    /// Traits with the given layout direction (the others unspecified), as UIKit's
    /// `init(layoutDirection:)`.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
      self.init(system: SystemTrait.layoutDirection, layoutDirection, unspecified: .unspecified)
    }

    /// Traits with the given level (the others unspecified), as UIKit's
    /// `init(userInterfaceLevel:)`.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
      self.init(
        system: SystemTrait.userInterfaceLevel, userInterfaceLevel, unspecified: .unspecified)
    }

    /// Traits with the given contrast (the others unspecified), as UIKit's
    /// `init(accessibilityContrast:)`.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
      self.init(
        system: SystemTrait.accessibilityContrast, accessibilityContrast, unspecified: .unspecified)
    }

    /// Traits with the given text weight (the others unspecified), as UIKit's
    /// `init(legibilityWeight:)`.
    public convenience init(legibilityWeight: UILegibilityWeight) {
      self.init(system: SystemTrait.legibilityWeight, legibilityWeight, unspecified: .unspecified)
    }

    /// Traits with the given gamut (the others unspecified), as UIKit's `init(displayGamut:)`.
    public convenience init(displayGamut: UIDisplayGamut) {
      self.init(system: SystemTrait.displayGamut, displayGamut, unspecified: .unspecified)
    }

    /// A collection of one of the later traits; an unspecified value specifies nothing (so that
    /// `init(traitsFrom:)` does not let it replace an earlier collection's value).
    private convenience init<Value: Equatable>(
      system key: ObjectIdentifier, _ value: Value, unspecified: Value
    ) {
      var values = TraitValues()
      if value != unspecified { values.custom[key] = value }
      self.init(copying: values.collection)
    }

    private func systemValue<Value>(_ key: ObjectIdentifier, unspecified: Value) -> Value {
      custom[key] as? Value ?? unspecified
    }
  }

  extension UIView {
    /// The layout direction of the view's traits as a layout direction (the app's until a
    /// trait ever changed, when every view has the device's traits).
    var traitLayoutDirection: UIUserInterfaceLayoutDirection {
      guard TraitChange.anyTraitChanged else {
        return UIApplication.shared.userInterfaceLayoutDirection
      }
      return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }

  /// The layout direction, as UIKit's `UITraitLayoutDirection` (`UITraitCollection.layoutDirection`).
  @available(iOS 17.0, tvOS 17.0, *)
  public struct UITraitLayoutDirection: BuiltInTrait {
    /// `.unspecified`.
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    /// UIKit's identifier.
    public static let identifier = "UITraitLayoutDirection"
    /// The trait's name.
    public static let name = "LayoutDirection"
    static var key: TraitKey { .custom(SystemTrait.layoutDirection) }
  }

  /// Whether content is elevated, as UIKit's `UITraitUserInterfaceLevel` (`UITraitCollection.userInterfaceLevel`).
  @available(iOS 17.0, tvOS 17.0, *)
  public struct UITraitUserInterfaceLevel: BuiltInTrait {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    /// UIKit's identifier.
    public static let identifier = "UITraitUserInterfaceLevel"
    /// The trait's name.
    public static let name = "UserInterfaceLevel"
    /// `true`: dynamic colors resolve with it.
    public static let affectsColorAppearance = true
    static var key: TraitKey { .custom(SystemTrait.userInterfaceLevel) }
  }

  /// The contrast the user asked for, as UIKit's `UITraitAccessibilityContrast` (`UITraitCollection.accessibilityContrast`).
  @available(iOS 17.0, tvOS 17.0, *)
  public struct UITraitAccessibilityContrast: BuiltInTrait {
    /// `.unspecified`.
    public static let defaultValue = UIAccessibilityContrast.unspecified
    /// UIKit's identifier.
    public static let identifier = "UITraitAccessibilityContrast"
    /// The trait's name.
    public static let name = "AccessibilityContrast"
    /// `true`: dynamic colors resolve with it.
    public static let affectsColorAppearance = true
    static var key: TraitKey { .custom(SystemTrait.accessibilityContrast) }
  }

  /// The text weight the user asked for, as UIKit's `UITraitLegibilityWeight` (`UITraitCollection.legibilityWeight`).
  @available(iOS 17.0, tvOS 17.0, *)
  public struct UITraitLegibilityWeight: BuiltInTrait {
    /// `.unspecified`.
    public static let defaultValue = UILegibilityWeight.unspecified
    /// UIKit's identifier.
    public static let identifier = "UITraitLegibilityWeight"
    /// The trait's name.
    public static let name = "LegibilityWeight"
    static var key: TraitKey { .custom(SystemTrait.legibilityWeight) }
  }

  /// The display's color gamut, as UIKit's `UITraitDisplayGamut` (`UITraitCollection.displayGamut`).
  @available(iOS 17.0, tvOS 17.0, *)
  public struct UITraitDisplayGamut: BuiltInTrait {
    /// `.unspecified`.
    public static let defaultValue = UIDisplayGamut.unspecified
    /// UIKit's identifier.
    public static let identifier = "UITraitDisplayGamut"
    /// The trait's name.
    public static let name = "DisplayGamut"
    /// `true`: dynamic colors resolve with it.
    public static let affectsColorAppearance = true
    static var key: TraitKey { .custom(SystemTrait.displayGamut) }
  }

  @available(iOS 17.0, tvOS 17.0, *)
  extension UITraitOverrides {
    /// The overridden value of `layoutDirection` (`.unspecified` when not overridden).
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
      get { self[UITraitLayoutDirection.self] }
      set { self[UITraitLayoutDirection.self] = newValue }
    }
    /// The overridden value of `userInterfaceLevel` (`.unspecified` when not overridden).
    public var userInterfaceLevel: UIUserInterfaceLevel {
      get { self[UITraitUserInterfaceLevel.self] }
      set { self[UITraitUserInterfaceLevel.self] = newValue }
    }
    /// The overridden value of `accessibilityContrast` (`.unspecified` when not overridden).
    public var accessibilityContrast: UIAccessibilityContrast {
      get { self[UITraitAccessibilityContrast.self] }
      set { self[UITraitAccessibilityContrast.self] = newValue }
    }
    /// The overridden value of `legibilityWeight` (`.unspecified` when not overridden).
    public var legibilityWeight: UILegibilityWeight {
      get { self[UITraitLegibilityWeight.self] }
      set { self[UITraitLegibilityWeight.self] = newValue }
    }
    /// The overridden value of `displayGamut` (`.unspecified` when not overridden).
    public var displayGamut: UIDisplayGamut {
      get { self[UITraitDisplayGamut.self] }
      set { self[UITraitDisplayGamut.self] = newValue }
    }
  }
#endif

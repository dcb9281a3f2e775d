#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A trait of a trait collection, as UIKit's `UITraitDefinition` (iOS 17): a type with the
  /// value the trait has where no one set it. Conform a type of your own to define a custom
  /// trait; read it with `traitCollection[MyTrait.self]`, set it in `UIMutableTraits` (for
  /// example `view.traitOverrides[MyTrait.self] = value`). Headless: a change of a custom trait
  /// is told when the old and new values differ (`Equatable` values compared with `==`, objects
  /// by identity, other values always differ).
  @available(iOS 17.0, tvOS 17.0, *)
  public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value
    /// The value of the trait where no one set it.
    static var defaultValue: Value { get }
    /// A unique identifier (reverse-DNS recommended); by default the type's name.
    static var identifier: String { get }
    /// A short name for printing and debugging; by default the type's name.
    static var name: String { get }
    /// Whether dynamic colors and images resolve with this trait; by default `false`.
    static var affectsColorAppearance: Bool { get }
  }

  @available(iOS 17.0, tvOS 17.0, *)
  extension UITraitDefinition {
    /// The type's name, as UIKit's default.
    public static var identifier: String { String(reflecting: Self.self) }
    /// The type's name, as UIKit's default.
    public static var name: String { String(describing: Self.self) }
    /// `false`, as UIKit's default.
    public static var affectsColorAppearance: Bool { false }
  }

  /// A trait, as UIKit's `UITrait`: the type of a trait definition, as
  /// `registerForTraitChanges(_:handler:)` and `UITraitOverrides.contains(_:)` take it.
  @available(iOS 17.0, tvOS 17.0, *)
  public typealias UITrait = any UITraitDefinition.Type

  /// A trait whose value is a `CGFloat`, as UIKit's `UICGFloatTraitDefinition`.
  @available(iOS 17.0, tvOS 17.0, *)
  public protocol UICGFloatTraitDefinition: UITraitDefinition where Value == CGFloat {}

  /// A trait whose value is an integer, as UIKit's `UINSIntegerTraitDefinition`.
  @available(iOS 17.0, tvOS 17.0, *)
  public protocol UINSIntegerTraitDefinition: UITraitDefinition where Value == Int {}

  /// A trait whose value is an object or `nil`, as UIKit's `UIObjectTraitDefinition`.
  @available(iOS 17.0, tvOS 17.0, *)
  public protocol UIObjectTraitDefinition: UITraitDefinition where Value == NSObject? {}

  /// A trait the headless trait collection holds in a property of its own.
  @available(iOS 17.0, tvOS 17.0, *)
  protocol BuiltInTrait: UITraitDefinition {
    /// The trait's key among the collection's own traits.
    static var key: TraitKey { get }
  }

  /// The light or dark style, as UIKit's `UITraitUserInterfaceStyle`
  /// (`UITraitCollection.userInterfaceStyle`).
  @available(iOS 17.0, tvOS 17.0, *)
  public struct UITraitUserInterfaceStyle: BuiltInTrait {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    /// UIKit's identifier.
    public static let identifier = "UITraitUserInterfaceStyle"
    /// The trait's name.
    public static let name = "UserInterfaceStyle"
    /// `true`: dynamic colors resolve with the style.
    public static let affectsColorAppearance = true
    static var key: TraitKey { .style }
  }

  /// The horizontal size class, as UIKit's `UITraitHorizontalSizeClass`.
  @available(iOS 17.0, tvOS 17.0, *)
  public struct UITraitHorizontalSizeClass: BuiltInTrait {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    /// UIKit's identifier.
    public static let identifier = "UITraitHorizontalSizeClass"
    /// The trait's name.
    public static let name = "HorizontalSizeClass"
    static var key: TraitKey { .horizontal }
  }

  /// The vertical size class, as UIKit's `UITraitVerticalSizeClass`.
  @available(iOS 17.0, tvOS 17.0, *)
  public struct UITraitVerticalSizeClass: BuiltInTrait {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    /// UIKit's identifier.
    public static let identifier = "UITraitVerticalSizeClass"
    /// The trait's name.
    public static let name = "VerticalSizeClass"
    static var key: TraitKey { .vertical }
  }

  /// The kind of interface, as UIKit's `UITraitUserInterfaceIdiom`.
  @available(iOS 17.0, tvOS 17.0, *)
  public struct UITraitUserInterfaceIdiom: BuiltInTrait {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    /// UIKit's identifier.
    public static let identifier = "UITraitUserInterfaceIdiom"
    /// The trait's name.
    public static let name = "UserInterfaceIdiom"
    static var key: TraitKey { .idiom }
  }

  /// The font size the user prefers, as UIKit's `UITraitPreferredContentSizeCategory`.
  @available(iOS 17.0, tvOS 17.0, *)
  public struct UITraitPreferredContentSizeCategory: BuiltInTrait {
    /// `.unspecified`.
    public static let defaultValue = UIContentSizeCategory.unspecified
    /// UIKit's identifier.
    public static let identifier = "UITraitPreferredContentSizeCategory"
    /// The trait's name.
    public static let name = "PreferredContentSizeCategory"
    static var key: TraitKey { .contentSize }
  }

  /// Pixels per point, as UIKit's `UITraitDisplayScale`.
  @available(iOS 17.0, tvOS 17.0, *)
  public struct UITraitDisplayScale: BuiltInTrait {
    /// 0 (unspecified).
    public static let defaultValue: CGFloat = 0
    /// UIKit's identifier.
    public static let identifier = "UITraitDisplayScale"
    /// The trait's name.
    public static let name = "DisplayScale"
    static var key: TraitKey { .scale }
  }

  @available(iOS 17.0, tvOS 17.0, *)
  extension TraitKey {
    /// The key of `trait`: one of the collection's own traits, or a custom one.
    init(_ trait: UITrait) {
      if let builtIn = trait as? any BuiltInTrait.Type {
        self = builtIn.key
      } else {
        self = .custom(ObjectIdentifier(trait))
      }
    }
  }

  @available(iOS 17.0, tvOS 17.0, *)
  extension UITraitCollection {
    /// The traits that dynamic colors resolve with, as UIKit's
    /// `systemTraitsAffectingColorAppearance`: of the traits the headless UIKit models, the
    /// style, level, contrast and display gamut.
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
      [
        UITraitUserInterfaceStyle.self, UITraitUserInterfaceLevel.self,
        UITraitAccessibilityContrast.self, UITraitDisplayGamut.self,
      ]
    }

    /// The traits that image lookup uses, as UIKit's `systemTraitsAffectingImageLookup`: of the
    /// traits the headless UIKit models, the style, display scale, idiom and content size
    /// category.
    public static var systemTraitsAffectingImageLookup: [UITrait] {
      [
        UITraitUserInterfaceStyle.self, UITraitDisplayScale.self, UITraitUserInterfaceIdiom.self,
        UITraitPreferredContentSizeCategory.self,
      ]
    }
  }
#endif

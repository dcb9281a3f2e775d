#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A mutable container of traits, as UIKit's `UIMutableTraits` (iOS 17): what
  /// `UITraitCollection(mutations:)` and `modifyingTraits(_:)` let you set, and what
  /// `traitOverrides` is. Set a custom trait with its subscript, `traits[MyTrait.self] = value`.
  @available(iOS 17.0, tvOS 17.0, *)
  public protocol UIMutableTraits {
    /// The light or dark style.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// The horizontal size class.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The vertical size class.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// Pixels per point.
    var displayScale: CGFloat { get set }
    /// The kind of interface.
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    /// The font size the user prefers.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// The layout direction.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// Whether content is elevated.
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    /// The contrast the user asked for.
    var accessibilityContrast: UIAccessibilityContrast { get set }
    /// The text weight the user asked for.
    var legibilityWeight: UILegibilityWeight { get set }
    /// The display's color gamut.
    var displayGamut: UIDisplayGamut { get set }
    /// The value of `trait` (its default value where not set).
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
  }

  @available(iOS 17.0, tvOS 17.0, *)
  extension UITraitCollection {
    /// A collection of the traits `mutations` sets (the others unspecified), as UIKit's
    /// `init(mutations:)`. Headless: the container `mutations` gets is a `UITraitOverrides`
    /// not tied to any object.
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
      var traits: any UIMutableTraits = UITraitOverrides(values: TraitValues())
      mutations(&traits)
      let values = (traits as? UITraitOverrides)?.values ?? TraitValues()
      self.init(copying: values.collection)
    }

    /// A collection of this one's traits with those `mutations` sets replaced, as UIKit's
    /// `modifyingTraits(_:)`.
    public func modifyingTraits(
      _ mutations: (inout any UIMutableTraits) -> Void
    )
      -> UITraitCollection
    {
      var traits: any UIMutableTraits = UITraitOverrides(values: TraitValues(self))
      mutations(&traits)
      return (traits as? UITraitOverrides)?.values.collection ?? self
    }

    /// The value of `trait` in this collection (its default value where the collection does
    /// not specify it), as UIKit's `subscript(_:)`: `traitCollection[MyTrait.self]`.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
      value(of: TraitKey(trait)).read(as: T.self)
    }

    /// The value of an integer trait, as UIKit's `value(forNSIntegerTrait:)`.
    public func value(forNSIntegerTrait trait: any UINSIntegerTraitDefinition.Type) -> Int {
      value(of: TraitKey(trait)) as? Int ?? trait.defaultValue
    }

    /// The value of a `CGFloat` trait, as UIKit's `value(forCGFloatTrait:)`.
    public func value(forCGFloatTrait trait: any UICGFloatTraitDefinition.Type) -> CGFloat {
      value(of: TraitKey(trait)) as? CGFloat ?? trait.defaultValue
    }

    /// The value of an object trait, as UIKit's `object(forTrait:)`.
    public func object(forTrait trait: any UIObjectTraitDefinition.Type) -> NSObject? {
      value(of: TraitKey(trait)) as? NSObject ?? trait.defaultValue
    }

    /// A collection of one trait, as UIKit's `init(_:value:)`.
    public convenience init<T: UITraitDefinition>(_ trait: T.Type, value: T.Value) {
      self.init(mutations: { $0[trait] = value })
    }
  }

  extension Optional<Any> {
    /// The value of `trait` this holds, or its default value when it holds none.
    @available(iOS 17.0, tvOS 17.0, *)
    func read<T: UITraitDefinition>(as trait: T.Type) -> T.Value {
      guard case .some(let value) = self else { return T.defaultValue }
      return value as? T.Value ?? T.defaultValue
    }
  }

  extension UITraitCollection {
    /// A collection with `other`'s traits (for the convenience initializers).
    convenience init(copying other: UITraitCollection) {
      self.init(
        userInterfaceStyle: other.userInterfaceStyle,
        horizontalSizeClass: other.horizontalSizeClass,
        verticalSizeClass: other.verticalSizeClass, displayScale: other.displayScale,
        userInterfaceIdiom: other.userInterfaceIdiom,
        preferredContentSizeCategory: other.preferredContentSizeCategory,
        specified: other.specified, custom: other.custom)
    }
  }
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
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

  /// The environment a view is shown in, as UIKit's `UITraitCollection`. Headless: a view's or
  /// controller's traits are an iPhone's in portrait, light unless a view or controller
  /// overrides the style; the horizontal size class is the window's (see
  /// `window.headless.horizontalSizeClass`). A collection made with one trait (or none) reads
  /// the unspecified value of every other trait, as UIKit's.
  public final class UITraitCollection: Hashable, Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The horizontal size class (compact).
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class (regular).
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point.
    public let displayScale: CGFloat
    /// The kind of interface, as UIKit's `userInterfaceIdiom`: `.phone` in a view's or
    /// controller's traits, the headless device being an iPhone, unless a parent overrides it for
    /// a child; `.unspecified` in a collection made with another single trait.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The font size the user prefers, as UIKit's `preferredContentSizeCategory`: in a view's or
    /// controller's traits, the app's (`.large` by default) unless a parent overrides it for a
    /// child; `.unspecified` in a collection made with another single trait.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The traits this collection specifies (the others hold their unspecified values), which
    /// `init(traitsFrom:)` merges.
    let specified: Specified
    /// The custom traits this collection specifies (`UITraitDefinition`).
    let custom: CustomTraits

    struct Specified: OptionSet {
      let rawValue: Int
      static let style = Specified(rawValue: 1)
      static let horizontal = Specified(rawValue: 2)
      static let vertical = Specified(rawValue: 4)
      static let scale = Specified(rawValue: 8)
      static let idiom = Specified(rawValue: 16)
      static let contentSize = Specified(rawValue: 32)
      static let all: Specified = [.style, .horizontal, .vertical, .scale, .idiom, .contentSize]
    }

    init(
      userInterfaceStyle: UIUserInterfaceStyle, horizontalSizeClass: UIUserInterfaceSizeClass,
      verticalSizeClass: UIUserInterfaceSizeClass = .regular, displayScale: CGFloat = 3,
      userInterfaceIdiom: UIUserInterfaceIdiom = .phone,
      preferredContentSizeCategory: UIContentSizeCategory = .large, specified: Specified = .all,
      custom: CustomTraits = CustomTraits()
    ) {
      self.userInterfaceIdiom = userInterfaceIdiom
      self.preferredContentSizeCategory = preferredContentSizeCategory
      self.userInterfaceStyle = userInterfaceStyle
      self.horizontalSizeClass = horizontalSizeClass
      self.verticalSizeClass = verticalSizeClass
      self.displayScale = displayScale
      self.specified = specified
      self.custom = custom
    }

    /// A collection of one trait: every other reads its unspecified value (`.unspecified`, a
    /// display scale of 0), as UIKit's single-trait initializers give.
    private convenience init(
      specifying trait: Specified, style: UIUserInterfaceStyle = .unspecified,
      horizontal: UIUserInterfaceSizeClass = .unspecified,
      vertical: UIUserInterfaceSizeClass = .unspecified, scale: CGFloat = 0,
      idiom: UIUserInterfaceIdiom = .unspecified,
      category: UIContentSizeCategory = .unspecified
    ) {
      self.init(
        userInterfaceStyle: style, horizontalSizeClass: horizontal, verticalSizeClass: vertical,
        displayScale: scale, userInterfaceIdiom: idiom, preferredContentSizeCategory: category,
        specified: trait)
    }

    /// Traits with the given style (the others unspecified).
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
      self.init(specifying: .style, style: userInterfaceStyle)
    }

    /// Traits with the given horizontal size class (the others unspecified).
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
      self.init(specifying: .horizontal, horizontal: horizontalSizeClass)
    }

    /// Traits with the given vertical size class (the others unspecified).
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
      self.init(specifying: .vertical, vertical: verticalSizeClass)
    }

    /// Traits with the given display scale (the others unspecified).
    public convenience init(displayScale scale: CGFloat) {
      self.init(specifying: .scale, scale: scale)
    }

    /// Traits with the given interface idiom (the others unspecified), as UIKit's
    /// `init(userInterfaceIdiom:)`.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
      self.init(specifying: .idiom, idiom: idiom)
    }

    /// Traits with the given content size category (the others unspecified), as UIKit's
    /// `init(preferredContentSizeCategory:)`: what a parent passes to
    /// `setOverrideTraitCollection(_:forChild:)` to show a child at another Dynamic Type size.
    public convenience init(preferredContentSizeCategory category: UIContentSizeCategory) {
      self.init(
        specifying: category == .unspecified ? [] : .contentSize, category: category)
    }

    /// The category when the collection specifies one, else `nil`.
    var specifiedContentSizeCategory: UIContentSizeCategory? {
      specified.contains(.contentSize) ? preferredContentSizeCategory : nil
    }

    /// The traits merged from `traitCollections`: for each trait, the value of the last
    /// collection that specifies it, as UIKit's `init(traitsFrom:)` (unspecified where none
    /// does).
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
      func last<Value>(
        _ trait: Specified, _ value: (UITraitCollection) -> Value, _ fallback: Value
      ) -> Value {
        traitCollections.last { $0.specified.contains(trait) }.map(value) ?? fallback
      }
      self.init(
        userInterfaceStyle: last(.style, \.userInterfaceStyle, .unspecified),
        horizontalSizeClass: last(.horizontal, \.horizontalSizeClass, .unspecified),
        verticalSizeClass: last(.vertical, \.verticalSizeClass, .unspecified),
        displayScale: last(.scale, \.displayScale, 0),
        userInterfaceIdiom: last(.idiom, \.userInterfaceIdiom, .unspecified),
        preferredContentSizeCategory: last(
          .contentSize, \.preferredContentSizeCategory, .unspecified),
        specified: traitCollections.reduce([]) { $0.union($1.specified) },
        custom: traitCollections.reversed().reduce(into: CustomTraits()) {
          $0.fillUnset(from: $1.custom)
        })
    }

    /// A collection that specifies no trait: every one unspecified, as UIKit's.
    public convenience init() {
      self.init(specifying: [])
    }

    /// The traits of the headless device, an iPhone in portrait, light, at the app's content
    /// size category: the screen's, and a view's outside any window or controller.
    static var device: UITraitCollection { device(horizontalSizeClass: .compact) }

    /// The device's traits with the given horizontal size class (a window's).
    static func device(horizontalSizeClass: UIUserInterfaceSizeClass) -> UITraitCollection {
      UITraitCollection(
        userInterfaceStyle: .light, horizontalSizeClass: horizontalSizeClass,
        preferredContentSizeCategory: ContentSizeCategorySetting.app,
        custom: SystemTrait.deviceValues)
    }

    /// Two trait collections are equal when all their traits are.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
      lhs.userInterfaceStyle == rhs.userInterfaceStyle
        && lhs.horizontalSizeClass == rhs.horizontalSizeClass
        && lhs.verticalSizeClass == rhs.verticalSizeClass && lhs.displayScale == rhs.displayScale
        && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
        && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
        && lhs.custom == rhs.custom
    }

    /// Hashes the traits.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(userInterfaceStyle)
      hasher.combine(horizontalSizeClass)
    }
  }

  extension UIView {
    /// The traits of the view: its controller's (or, outside a controller, light, the app's
    /// content size category and the horizontal size class of its window, compact outside a
    /// window, with its window scene's overrides), with, for each trait, the nearest override
    /// among the view and its superviews (`traitOverrides`, `overrideUserInterfaceStyle`). A change of them calls the view's
    /// `traitCollectionDidChange(_:)` and its registered trait change handlers.
    public var traitCollection: UITraitCollection {
      var view: UIView? = self
      var overrides = TraitValues()
      while let current = view {
        if let values = TraitOverrideTable.values(of: current) { overrides.fillUnset(from: values) }
        if overrides.style == nil, current.overrideUserInterfaceStyle != .unspecified {
          overrides.style = current.overrideUserInterfaceStyle
        }
        if let controller = current.owningViewController {
          let traits = controller.traitCollection
          return overrides.isEmpty ? traits : overrides.collection(over: traits)
        }
        view = current.superview
      }
      let window = window
      let device = UITraitCollection.device(
        horizontalSizeClass: window?.effectiveHorizontalSizeClass ?? .compact)
      // A window's scene overrides come below everything in the window.
      let base = window?.windowScene?.traits(over: device) ?? device
      return overrides.isEmpty ? base : overrides.collection(over: base)
    }
  }

  extension UIViewController {
    /// The traits of the controller: its window's (compact width when in none), with, for each
    /// trait, the nearest override among the controller and its ancestors (parent, or presenter
    /// through the presentation controller): `traitOverrides`, `overrideUserInterfaceStyle`, and
    /// the parents' `setOverrideTraitCollection(_:forChild:)`.
    public var traitCollection: UITraitCollection {
      var overrides = TraitValues()
      var controller: UIViewController? = self
      while let current = controller {
        if let values = TraitOverrideTable.values(of: current) { overrides.fillUnset(from: values) }
        if overrides.style == nil, current.overrideUserInterfaceStyle != .unspecified {
          overrides.style = current.overrideUserInterfaceStyle
        }
        if let parent = current.parent {
          if let traits = parent.overrideTraitCollection(forChild: current) {
            overrides.fillUnset(from: traits)
          }
          controller = parent
        } else {
          if current.storedPresenting != nil,
            let presentation = current.storedPresentationController,
            let values = TraitOverrideTable.values(of: presentation)
          {
            overrides.fillUnset(from: values)
          }
          controller = current.storedPresenting
        }
      }
      return overrides.collection(over: hostWindow?.traitCollection ?? UITraitCollection.device)
    }
  }

  extension UITraitCollection {
    func replacingStyle(with style: UIUserInterfaceStyle) -> UITraitCollection {
      UITraitCollection(
        userInterfaceStyle: style, horizontalSizeClass: horizontalSizeClass,
        verticalSizeClass: verticalSizeClass, displayScale: displayScale,
        userInterfaceIdiom: userInterfaceIdiom,
        preferredContentSizeCategory: preferredContentSizeCategory, specified: specified,
        custom: custom)
    }
  }
#endif

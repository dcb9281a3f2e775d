#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The traits an object overrides for itself and what is below it, as UIKit's
  /// `UITraitOverrides` (iOS 17): `traitOverrides` of a view (the view and its subviews), a
  /// controller (it, its view hierarchy, its children and what it presents), a window, or a
  /// presentation controller (it and the controller it presents). For each trait, the nearest
  /// override wins: a view's over its superviews', over its controller's, over the controller's
  /// parents' (and their `setOverrideTraitCollection(_:forChild:)`). Headless: an object's
  /// `traitOverrides` style and its `overrideUserInterfaceStyle` are one level, the first
  /// winning. Setting `traitOverrides` is a trait change: the environments whose traits change
  /// hear `traitCollectionDidChange(_:)` and their registered handlers, top-down.
  @available(iOS 17.0, tvOS 17.0, *)
  public struct UITraitOverrides: UIMutableTraits {
    var values: TraitValues

    init(values: TraitValues) {
      self.values = values
    }

    /// Whether the overrides contain a value for `trait`, as UIKit's `contains(_:)`.
    public func contains(_ trait: UITrait) -> Bool {
      values.contains(TraitKey(trait))
    }

    /// Removes the override of `trait`, as UIKit's `remove(_:)`.
    public mutating func remove(_ trait: UITrait) {
      values.remove(TraitKey(trait))
    }

    /// The overridden style (`.unspecified` when not overridden).
    public var userInterfaceStyle: UIUserInterfaceStyle {
      get { self[UITraitUserInterfaceStyle.self] }
      set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
    /// The overridden horizontal size class (`.unspecified` when not overridden).
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
      get { self[UITraitHorizontalSizeClass.self] }
      set { self[UITraitHorizontalSizeClass.self] = newValue }
    }
    /// The overridden vertical size class (`.unspecified` when not overridden).
    public var verticalSizeClass: UIUserInterfaceSizeClass {
      get { self[UITraitVerticalSizeClass.self] }
      set { self[UITraitVerticalSizeClass.self] = newValue }
    }
    /// The overridden display scale (0 when not overridden).
    public var displayScale: CGFloat {
      get { self[UITraitDisplayScale.self] }
      set { self[UITraitDisplayScale.self] = newValue }
    }
    /// The overridden idiom (`.unspecified` when not overridden).
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
      get { self[UITraitUserInterfaceIdiom.self] }
      set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }
    /// The overridden content size category (`.unspecified` when not overridden).
    public var preferredContentSizeCategory: UIContentSizeCategory {
      get { self[UITraitPreferredContentSizeCategory.self] }
      set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }

    /// The overridden value of `trait` (its default value when not overridden).
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
      get { values.value(of: TraitKey(trait)).read(as: T.self) }
      set { values.set(newValue, for: TraitKey(trait)) }
    }
  }

  /// The traits each object overrides (`traitOverrides`), beside the object: most objects
  /// override none, and a lookup in an empty table costs nothing.
  @MainActor enum TraitOverrideTable {
    private struct Entry {
      weak var owner: AnyObject?
      let values: TraitValues
    }
    private static var entries: [ObjectIdentifier: Entry] = [:]

    /// The traits `owner` overrides, if any.
    static func values(of owner: AnyObject) -> TraitValues? {
      guard !entries.isEmpty, let entry = entries[ObjectIdentifier(owner)],
        entry.owner === owner
      else { return nil }
      return entry.values
    }

    /// Sets what `owner` overrides (entries of released objects are dropped then; a released
    /// object's identifier is never matched, as the entry's weak owner must be the very object).
    static func set(_ values: TraitValues, of owner: AnyObject) {
      entries = entries.filter { $0.value.owner != nil }
      entries[ObjectIdentifier(owner)] = values.isEmpty ? nil : Entry(owner: owner, values: values)
    }
  }

  extension UIView {
    /// The traits this view overrides for itself and its subviews, as UIKit's
    /// `traitOverrides`; see `UITraitOverrides`.
    @available(iOS 17.0, tvOS 17.0, *)
    public var traitOverrides: UITraitOverrides {
      get { UITraitOverrides(values: TraitOverrideTable.values(of: self) ?? TraitValues()) }
      set {
        let change = TraitChange(view: self)
        TraitOverrideTable.set(newValue.values, of: self)
        change.deliver()
      }
    }
  }

  extension UIViewController {
    /// The traits this controller overrides for itself, its views, its children and what it
    /// presents, as UIKit's `traitOverrides`; see `UITraitOverrides`.
    @available(iOS 17.0, tvOS 17.0, *)
    public var traitOverrides: UITraitOverrides {
      get { UITraitOverrides(values: TraitOverrideTable.values(of: self) ?? TraitValues()) }
      set {
        let change = TraitChange(controller: self)
        TraitOverrideTable.set(newValue.values, of: self)
        change.deliver()
      }
    }
  }

  extension UIWindowScene {
    /// The traits this scene overrides for its windows and everything in them, as UIKit's
    /// `traitOverrides` (iOS 17): the farthest override, below every window's, view's and
    /// controller's. Headless: the app's one scene holds every window, and it lives as long as
    /// the process; remove what a test overrides.
    @available(iOS 17.0, tvOS 17.0, *)
    public var traitOverrides: UITraitOverrides {
      get { UITraitOverrides(values: TraitOverrideTable.values(of: self) ?? TraitValues()) }
      set {
        let change = TraitChange(windows: windows)
        TraitOverrideTable.set(newValue.values, of: self)
        change.deliver()
      }
    }

    /// The scene's overrides over the device's traits.
    func traits(over device: UITraitCollection) -> UITraitCollection {
      TraitOverrideTable.values(of: self)?.collection(over: device) ?? device
    }
  }

  extension UIPresentationController {
    /// The traits this presentation controller overrides for itself and the controller it
    /// presents, as UIKit's `traitOverrides`; see `UITraitOverrides`.
    @available(iOS 17.0, tvOS 17.0, *)
    public var traitOverrides: UITraitOverrides {
      get { UITraitOverrides(values: TraitOverrideTable.values(of: self) ?? TraitValues()) }
      set {
        let change = presentingViewController.map { TraitChange(controller: $0) }
        TraitOverrideTable.set(newValue.values, of: self)
        change?.deliver()
      }
    }
  }
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A trait, as the headless UIKit keys it: one of the collection's own traits, or a custom
  /// trait by its definition's type.
  enum TraitKey: Hashable, Sendable {
    case style, horizontal, vertical, scale, idiom, contentSize
    case custom(ObjectIdentifier)
  }

  /// The values of custom traits, by their definition's type.
  struct CustomTraits: Equatable, @unchecked Sendable {
    // Safety: the values are never mutated once stored (a collection's traits are immutable
    // values, as UIKit's), and a trait collection is used on the main actor, as UIKit's.
    private(set) var values: [ObjectIdentifier: Any] = [:]

    subscript(key: ObjectIdentifier) -> Any? {
      get { values[key] }
      set { values[key] = newValue }
    }

    var isEmpty: Bool { values.isEmpty }

    /// Sets every value of `other` this one does not have.
    mutating func fillUnset(from other: CustomTraits) {
      // Shared, not merged, into an empty set: every view's traits hold the device's values,
      // and a merge would copy them into new storage each time.
      if values.isEmpty {
        values = other.values
      } else if !other.values.isEmpty {
        values.merge(other.values) { mine, _ in mine }
      }
    }

    static func == (lhs: CustomTraits, rhs: CustomTraits) -> Bool {
      guard lhs.values.count == rhs.values.count else { return false }
      return lhs.values.allSatisfy { key, value in
        rhs.values[key].map { CustomTraits.same(value, $0) } ?? false
      }
    }

    /// Whether two values of a trait are the same: `Equatable` values by `==`, objects by
    /// identity; any other values differ (so a change of them is always told).
    static func same(_ lhs: Any?, _ rhs: Any?) -> Bool {
      switch (lhs, rhs) {
      case (nil, nil): return true
      case (let lhs?, let rhs?):
        if let lhs = lhs as? any Equatable { return equal(lhs, rhs) }
        if type(of: lhs) is AnyClass { return (lhs as AnyObject) === (rhs as AnyObject) }
        return false
      default: return false
      }
    }

    private static func equal<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
      (rhs as? Value) == lhs
    }
  }

  /// Traits, each set or not: an override's traits (each set one overrides), or those being
  /// gathered for a collection, nearest override first.
  struct TraitValues: Equatable, Sendable {
    var style: UIUserInterfaceStyle?
    var horizontal: UIUserInterfaceSizeClass?
    var vertical: UIUserInterfaceSizeClass?
    var scale: CGFloat?
    var idiom: UIUserInterfaceIdiom?
    var category: UIContentSizeCategory?
    var custom = CustomTraits()

    init() {}

    /// The traits `collection` specifies.
    init(_ collection: UITraitCollection) {
      fillUnset(from: collection)
    }

    var isEmpty: Bool {
      style == nil && horizontal == nil && vertical == nil && scale == nil && idiom == nil
        && category == nil && custom.isEmpty
    }

    /// Sets each trait `collection` specifies that is not set yet.
    mutating func fillUnset(from collection: UITraitCollection) {
      let specified = collection.specified
      if style == nil, specified.contains(.style) { style = collection.userInterfaceStyle }
      if horizontal == nil, specified.contains(.horizontal) {
        horizontal = collection.horizontalSizeClass
      }
      if vertical == nil, specified.contains(.vertical) { vertical = collection.verticalSizeClass }
      if scale == nil, specified.contains(.scale) { scale = collection.displayScale }
      if idiom == nil, specified.contains(.idiom) { idiom = collection.userInterfaceIdiom }
      if category == nil, specified.contains(.contentSize) {
        category = collection.preferredContentSizeCategory
      }
      custom.fillUnset(from: collection.custom)
    }

    /// Sets each trait `other` sets that is not set yet.
    mutating func fillUnset(from other: TraitValues) {
      style = style ?? other.style
      horizontal = horizontal ?? other.horizontal
      vertical = vertical ?? other.vertical
      scale = scale ?? other.scale
      idiom = idiom ?? other.idiom
      category = category ?? other.category
      custom.fillUnset(from: other.custom)
    }

    /// Whether the trait of `key` is set.
    func contains(_ key: TraitKey) -> Bool {
      switch key {
      case .style: style != nil
      case .horizontal: horizontal != nil
      case .vertical: vertical != nil
      case .scale: scale != nil
      case .idiom: idiom != nil
      case .contentSize: category != nil
      case .custom(let id): custom[id] != nil
      }
    }

    /// Unsets the trait of `key`.
    mutating func remove(_ key: TraitKey) {
      switch key {
      case .style: style = nil
      case .horizontal: horizontal = nil
      case .vertical: vertical = nil
      case .scale: scale = nil
      case .idiom: idiom = nil
      case .contentSize: category = nil
      case .custom(let id): custom[id] = nil
      }
    }

    /// The value of the trait of `key`, if set.
    func value(of key: TraitKey) -> Any? {
      switch key {
      case .style: style
      case .horizontal: horizontal
      case .vertical: vertical
      case .scale: scale
      case .idiom: idiom
      case .contentSize: category
      case .custom(let id): custom[id]
      }
    }

    /// Sets the trait of `key` to `value` (ignored when it is not of the trait's type).
    mutating func set(_ value: Any, for key: TraitKey) {
      switch key {
      case .style: style = value as? UIUserInterfaceStyle ?? style
      case .horizontal: horizontal = value as? UIUserInterfaceSizeClass ?? horizontal
      case .vertical: vertical = value as? UIUserInterfaceSizeClass ?? vertical
      case .scale: scale = value as? CGFloat ?? scale
      case .idiom: idiom = value as? UIUserInterfaceIdiom ?? idiom
      case .contentSize: category = value as? UIContentSizeCategory ?? category
      case .custom(let id): custom[id] = value
      }
    }

    /// A collection specifying the set traits (the others unspecified).
    var collection: UITraitCollection {
      var specified: UITraitCollection.Specified = []
      if style != nil { specified.insert(.style) }
      if horizontal != nil { specified.insert(.horizontal) }
      if vertical != nil { specified.insert(.vertical) }
      if scale != nil { specified.insert(.scale) }
      if idiom != nil { specified.insert(.idiom) }
      if category != nil { specified.insert(.contentSize) }
      return UITraitCollection(
        userInterfaceStyle: style ?? .unspecified, horizontalSizeClass: horizontal ?? .unspecified,
        verticalSizeClass: vertical ?? .unspecified, displayScale: scale ?? 0,
        userInterfaceIdiom: idiom ?? .unspecified,
        preferredContentSizeCategory: category ?? .unspecified, specified: specified,
        custom: custom)
    }

    /// The set traits over `base` (which gives the others).
    func collection(over base: UITraitCollection) -> UITraitCollection {
      var custom = custom
      custom.fillUnset(from: base.custom)
      return UITraitCollection(
        userInterfaceStyle: style ?? base.userInterfaceStyle,
        horizontalSizeClass: horizontal ?? base.horizontalSizeClass,
        verticalSizeClass: vertical ?? base.verticalSizeClass,
        displayScale: scale ?? base.displayScale,
        userInterfaceIdiom: idiom ?? base.userInterfaceIdiom,
        preferredContentSizeCategory: category ?? base.preferredContentSizeCategory,
        specified: base.specified, custom: custom)
    }
  }

  extension UITraitCollection {
    /// The value of the trait of `key` (a custom trait's is `nil` when not specified).
    func value(of key: TraitKey) -> Any? {
      switch key {
      case .style: userInterfaceStyle
      case .horizontal: horizontalSizeClass
      case .vertical: verticalSizeClass
      case .scale: displayScale
      case .idiom: userInterfaceIdiom
      case .contentSize: preferredContentSizeCategory
      case .custom(let id): custom[id]
      }
    }

    /// Whether the trait of `key` has the same value in both collections.
    func hasSameValue(of key: TraitKey, as other: UITraitCollection) -> Bool {
      switch key {
      case .style: userInterfaceStyle == other.userInterfaceStyle
      case .horizontal: horizontalSizeClass == other.horizontalSizeClass
      case .vertical: verticalSizeClass == other.verticalSizeClass
      case .scale: displayScale == other.displayScale
      case .idiom: userInterfaceIdiom == other.userInterfaceIdiom
      case .contentSize: preferredContentSizeCategory == other.preferredContentSizeCategory
      case .custom(let id): CustomTraits.same(custom[id], other.custom[id])
      }
    }
  }
#endif

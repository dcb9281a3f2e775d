#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  // How appearance proxies work headless. Swift on Linux has no message forwarding, so a proxy
  // is an instance of the class itself, detached (never in a window), whose appearance-capable
  // setters record what was called instead of styling anything. Each such setter, on every
  // instance, reports to `appearanceSetterCalled(_:apply:)`: on a proxy the call is kept as an
  // invocation to replay; on an ordinary instance the property is marked as set directly, so a
  // proxy's value never replaces it. When a view enters a window, the invocations of every
  // proxy that matches it are replayed on it, least specific first.

  /// What an appearance-capable object keeps: for a proxy, the setter calls to replay; for an
  /// ordinary instance, the properties set directly.
  @MainActor final class AppearanceRecord {
    /// One setter call made on a proxy, replayed on each instance the proxy matches.
    struct Invocation {
      let key: String
      let apply: @MainActor (AnyObject) -> Void
    }

    /// Set on proxies only: what the proxy matches.
    var proxy: AppearanceProxySpec?
    /// On a proxy, the calls to replay, in the order first made (a later call of the same
    /// setter replaces the earlier one's value in place).
    private(set) var invocations: [Invocation] = []
    /// On an instance, the keys of the setters called on it directly.
    private(set) var directlySet: Set<String> = []
    /// Whether a proxy's invocations are being replayed on the instance right now.
    var isApplying = false

    func record(_ invocation: Invocation) {
      if let index = invocations.firstIndex(where: { $0.key == invocation.key }) {
        invocations[index] = invocation
      } else {
        invocations.append(invocation)
      }
    }

    func markSetDirectly(_ key: String) { directlySet.insert(key) }
  }

  /// What a proxy matches: a class (and its subclasses), optionally inside containers (the
  /// outermost first, as `appearance(whenContainedInInstancesOf:)` takes them) and for traits.
  struct AppearanceProxySpec: Hashable {
    let proxiedClass: ObjectIdentifier
    let containers: [ObjectIdentifier]
    let traits: UITraitCollection?

    /// Where `object`, with `chain` the containers around it (nearest first), matches: `nil`
    /// when it does not; else how far from the window the outermost container was found (0
    /// without containers). UIKit reads the hierarchy from the window down, and the proxy whose
    /// outermost container is outermost wins.
    @MainActor func match(
      _ object: AnyObject, chain: [AnyObject],
      traits objectTraits: @autoclosure () -> UITraitCollection
    ) -> Int? {
      guard AppearanceProxySpec.isKind(object, of: proxiedClass) else { return nil }
      let fromWindow = Array(chain.reversed())
      var start = 0
      var outermost: Int?
      for container in containers {
        guard
          let index = fromWindow[start...].firstIndex(where: {
            AppearanceProxySpec.isKind($0, of: container)
          })
        else { return nil }
        outermost = outermost ?? index
        start = index + 1
      }
      if let traits, !objectTraits().containsTraits(in: traits) { return nil }
      return outermost.map { fromWindow.count - $0 } ?? 0
    }

    /// How specific the proxy is, given where it matched (see ``match(_:chain:traits:)``):
    /// containment over none, the outermost container over inner ones, then the deeper chain,
    /// then traits, then a deeper class.
    @MainActor func specificity(matchedAt outermost: Int) -> [Int] {
      [
        containers.isEmpty ? 0 : 1, outermost, containers.count, traits == nil ? 0 : 1,
        AppearanceRegistry.shared.depths[proxiedClass] ?? 0,
      ]
    }

    static func isKind(_ object: AnyObject, of identifier: ObjectIdentifier) -> Bool {
      var current: AnyClass? = type(of: object)
      while let type = current {
        if ObjectIdentifier(type) == identifier { return true }
        current = _getSuperclass(type)
      }
      return false
    }
  }

  /// Every proxy made so far, one per class, containment and traits (UIKit hands back the same
  /// proxy for the same arguments, so values set through separate calls accumulate).
  @MainActor final class AppearanceRegistry {
    static let shared = AppearanceRegistry()
    /// The proxies in the order they were made.
    private var proxies: [(spec: AppearanceProxySpec, proxy: AnyObject)] = []
    private var indices: [AppearanceProxySpec: Int] = [:]
    /// Whether any proxy was made: until one is, nothing needs styling.
    var hasProxies: Bool { !proxies.isEmpty }
    /// Each proxied class's distance from the root class, for ordering proxies.
    private(set) var depths: [ObjectIdentifier: Int] = [:]

    /// The proxy for `spec`, made by `make` the first time.
    func proxy<Object: AnyObject>(
      for spec: AppearanceProxySpec, of type: Object.Type, make: () -> Object
    ) -> Object {
      if let index = indices[spec], let existing = proxies[index].proxy as? Object {
        return existing
      }
      let proxy = make()
      indices[spec] = proxies.count
      proxies.append((spec, proxy))
      var depth = 0
      var current: AnyClass? = _getSuperclass(type)
      while let next = current {
        depth += 1
        current = _getSuperclass(next)
      }
      depths[spec.proxiedClass] = depth
      return proxy
    }

    /// The proxies matching `object`, least specific first (ties in the order they were made).
    func records(
      matching object: AnyObject, chain: @autoclosure () -> [AnyObject],
      traits: @autoclosure () -> UITraitCollection
    ) -> [AppearanceRecord] {
      guard !proxies.isEmpty else { return [] }
      let chain = chain()
      let matching = proxies.compactMap { spec, proxy -> ([Int], AppearanceRecord)? in
        guard let record = (proxy as? any AppearanceRecording)?.appearanceRecord,
          let outermost = spec.match(object, chain: chain, traits: traits())
        else { return nil }
        return (spec.specificity(matchedAt: outermost), record)
      }
      // Stable: equally specific proxies stay in the order they were made.
      return matching.enumerated()
        .sorted {
          ($0.element.0 + [$0.offset]).lexicographicallyPrecedes($1.element.0 + [$1.offset])
        }
        .map(\.element.1)
    }
  }

  /// An object whose appearance-capable setters report to ``appearanceSetterCalled(_:apply:)``:
  /// views and bar items.
  @MainActor protocol AppearanceRecording: AnyObject {
    var appearanceRecord: AppearanceRecord? { get set }
  }

  extension AppearanceRecording {
    /// Called by each appearance-capable setter, after it has stored its value. `key` names the
    /// setter and its arguments other than the value (`setTitleColor(_:for:)` per state);
    /// `apply` makes the same call on another instance.
    func appearanceSetterCalled(_ key: String, apply: @escaping @MainActor (Self) -> Void) {
      if let record = appearanceRecord {
        if record.proxy != nil {
          record.record(.init(key: key, apply: { apply($0 as! Self) }))
          return
        }
        if record.isApplying { return }
        record.markSetDirectly(key)
      } else {
        let record = AppearanceRecord()
        record.markSetDirectly(key)
        appearanceRecord = record
      }
    }

    /// Replays, on this instance, the calls made on the proxies that match it, least specific
    /// first, leaving out the properties set on the instance directly.
    func applyAppearance(
      chain: @autoclosure () -> [AnyObject], traits: @autoclosure () -> UITraitCollection
    ) {
      guard appearanceRecord?.proxy == nil else { return }
      let proxies = AppearanceRegistry.shared.records(
        matching: self, chain: chain(), traits: traits())
      guard !proxies.isEmpty else { return }
      let record = appearanceRecord ?? AppearanceRecord()
      appearanceRecord = record
      record.isApplying = true
      defer { record.isApplying = false }
      for proxy in proxies {
        for invocation in proxy.invocations where !record.directlySet.contains(invocation.key) {
          invocation.apply(self)
        }
      }
    }
  }

  /// The archive a proxy is made from: `init?(coder:)` is the one initializer every view and bar
  /// item subclass has, so it makes an instance of any of them.
  final class AppearanceProxyCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
  }
#endif

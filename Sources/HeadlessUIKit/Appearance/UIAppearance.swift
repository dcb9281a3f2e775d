#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A type whose instances contain views styled by appearance proxies, as UIKit's
  /// `UIAppearanceContainer`: views and view controllers, named in
  /// ``UIAppearance/appearance(whenContainedInInstancesOf:)``.
  @preconcurrency @MainActor public protocol UIAppearanceContainer: NSObjectProtocol {}

  /// A type with appearance proxies, as UIKit's `UIAppearance`: values set on
  /// `UIButton.appearance()` style every button when it enters a window, unless the button's own
  /// value was set directly.
  ///
  /// Headless, a proxy is a detached instance of the class itself (Swift has no message
  /// forwarding on Linux), made with `init?(coder:)`, that records the appearance-capable setters
  /// called on it. The HeadlessUIKit article "Appearance Proxies" lists those setters.
  @preconcurrency @MainActor public protocol UIAppearance: NSObjectProtocol {
    /// The proxy that styles every instance of the class.
    static func appearance() -> Self
    /// The proxy that styles instances inside instances of `containerTypes`, the outermost
    /// first (each one inside the one before it, not necessarily directly).
    static func appearance(
      whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self
    /// The proxy that styles instances whose traits contain `trait`.
    static func appearance(for trait: UITraitCollection) -> Self
    /// The proxy that styles instances whose traits contain `trait`, inside instances of
    /// `containerTypes`, the outermost first.
    static func appearance(
      for trait: UITraitCollection,
      whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self
  }

  extension UIView: UIAppearance, UIAppearanceContainer {
    /// The proxy that styles every view of this class when it enters a window.
    public static func appearance() -> Self {
      appearanceProxy(of: self, containers: [], traits: nil) { Self(coder: $0) }
    }
    /// The proxy that styles views of this class inside instances of `containerTypes` (the
    /// outermost first).
    public static func appearance(
      whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
      appearanceProxy(of: self, containers: containerTypes, traits: nil) { Self(coder: $0) }
    }
    /// The proxy that styles views of this class whose traits contain `trait`.
    public static func appearance(for trait: UITraitCollection) -> Self {
      appearanceProxy(of: self, containers: [], traits: trait) { Self(coder: $0) }
    }
    /// The proxy that styles views of this class whose traits contain `trait`, inside
    /// instances of `containerTypes` (the outermost first).
    public static func appearance(
      for trait: UITraitCollection,
      whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
      appearanceProxy(of: self, containers: containerTypes, traits: trait) { Self(coder: $0) }
    }
  }

  extension UIBarItem: UIAppearance {
    /// The proxy that styles every item of this class when its bar is shown in a window.
    public static func appearance() -> Self {
      appearanceProxy(of: self, containers: [], traits: nil) { Self(coder: $0) }
    }
    /// The proxy that styles items of this class inside instances of `containerTypes` (the
    /// outermost first; an item's bar is its innermost container).
    public static func appearance(
      whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
      appearanceProxy(of: self, containers: containerTypes, traits: nil) { Self(coder: $0) }
    }
    /// The proxy that styles items of this class whose bar's traits contain `trait`.
    public static func appearance(for trait: UITraitCollection) -> Self {
      appearanceProxy(of: self, containers: [], traits: trait) { Self(coder: $0) }
    }
    /// The proxy that styles items of this class whose bar's traits contain `trait`, inside
    /// instances of `containerTypes` (the outermost first).
    public static func appearance(
      for trait: UITraitCollection,
      whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
      appearanceProxy(of: self, containers: containerTypes, traits: trait) { Self(coder: $0) }
    }
  }

  extension UIViewController: UIAppearanceContainer {}

  /// The proxy of `type` for the containers and traits given, made the first time from
  /// ``AppearanceProxyCoder`` by `make`.
  @MainActor private func appearanceProxy<Object: AppearanceRecording>(
    of type: Object.Type, containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?,
    make: (NSCoder) -> Object?
  ) -> Object {
    let spec = AppearanceProxySpec(
      proxiedClass: ObjectIdentifier(type), containers: containers.map { ObjectIdentifier($0) },
      traits: traits)
    return AppearanceRegistry.shared.proxy(for: spec, of: type) {
      guard let proxy = make(AppearanceProxyCoder()) else {
        fatalError(
          """
          \(type).appearance(): its init?(coder:) returned nil. The headless UIKit makes \
          appearance proxies with init?(coder:); let it succeed (call super.init(coder:)).
          """)
      }
      let record = AppearanceRecord()
      record.proxy = spec
      proxy.appearanceRecord = record
      return proxy
    }
  }
#endif

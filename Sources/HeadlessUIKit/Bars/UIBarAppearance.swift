#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The look of a bar's background, as UIKit's `UIBarAppearance`: the base of
  /// ``UINavigationBarAppearance`` and ``UITabBarAppearance``. Headless: stored only. Bars copy
  /// the appearance they are given, as in UIKit.
  @preconcurrency @MainActor open class UIBarAppearance: NSObject, NSCopying {
    /// The background color (over the effect).
    open var backgroundColor: UIColor?
    /// The background image.
    open var backgroundImage: UIImage?
    /// The color of the shadow under the bar; `nil` or `.clear` for none.
    open var shadowColor: UIColor?
    /// The image of the shadow under the bar.
    open var shadowImage: UIImage?

    /// Creates an appearance with the default, translucent background.
    public override required init() {
      super.init()
      configureWithDefaultBackground()
    }

    /// Creates a copy of `barAppearance`'s background.
    public required init(barAppearance: UIBarAppearance) {
      super.init()
      backgroundColor = barAppearance.backgroundColor
      backgroundImage = barAppearance.backgroundImage
      shadowColor = barAppearance.shadowColor
      shadowImage = barAppearance.shadowImage
    }

    /// The default background: translucent, with a shadow.
    open func configureWithDefaultBackground() {
      backgroundColor = nil
      backgroundImage = nil
      shadowColor = UIColor(white: 0, alpha: 0.3)
      shadowImage = nil
    }

    /// An opaque background of the system's background color, with a shadow.
    open func configureWithOpaqueBackground() {
      backgroundColor = .systemBackground
      backgroundImage = nil
      shadowColor = UIColor(white: 0, alpha: 0.3)
      shadowImage = nil
    }

    /// A transparent background with no shadow.
    open func configureWithTransparentBackground() {
      backgroundColor = .clear
      backgroundImage = nil
      shadowColor = nil
      shadowImage = nil
    }

    /// A copy of the appearance, of the same class (`copy()` gives the same).
    public nonisolated func copy(with zone: NSZone? = nil) -> Any {
      MainActor.assumeIsolated { () -> UIBarAppearance in copied() }
    }

    func copied() -> Self { Self(barAppearance: self) }
  }

  /// The look of one state of a bar button item's title, as UIKit's
  /// `UIBarButtonItemStateAppearance`.
  @preconcurrency @MainActor public final class UIBarButtonItemStateAppearance: NSObject {
    /// The attributes of the title (font, color...).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The background image.
    public var backgroundImage: UIImage?

    func copy(to other: UIBarButtonItemStateAppearance) {
      other.titleTextAttributes = titleTextAttributes
      other.backgroundImage = backgroundImage
    }
  }

  /// The look of a bar's button items, per state, as UIKit's `UIBarButtonItemAppearance`.
  @preconcurrency @MainActor open class UIBarButtonItemAppearance: NSObject {
    /// The enabled, normal state.
    public let normal = UIBarButtonItemStateAppearance()
    /// The highlighted state.
    public let highlighted = UIBarButtonItemStateAppearance()
    /// The disabled state.
    public let disabled = UIBarButtonItemStateAppearance()
    /// The focused state.
    public let focused = UIBarButtonItemStateAppearance()

    /// Creates the appearance of plain items.
    public override init() { super.init() }

    func copied() -> UIBarButtonItemAppearance {
      let copy = UIBarButtonItemAppearance()
      for (from, to) in zip(states, copy.states) { from.copy(to: to) }
      return copy
    }

    private var states: [UIBarButtonItemStateAppearance] {
      [normal, highlighted, disabled, focused]
    }
  }

  /// The look of a navigation bar, as UIKit's `UINavigationBarAppearance`: for
  /// `UINavigationBar`'s `standardAppearance` and the others.
  @preconcurrency @MainActor open class UINavigationBarAppearance: UIBarAppearance {
    /// The attributes of the title (font, color...).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The look of plain bar button items.
    open var buttonAppearance = UIBarButtonItemAppearance()
    /// The look of done bar button items.
    open var doneButtonAppearance = UIBarButtonItemAppearance()
    /// The look of the back button.
    open var backButtonAppearance = UIBarButtonItemAppearance()

    /// Creates an appearance with the default, translucent background.
    public required init() { super.init() }

    /// Creates a copy of `barAppearance` (its titles and buttons too when it is a navigation
    /// bar's).
    public required init(barAppearance: UIBarAppearance) {
      super.init(barAppearance: barAppearance)
      guard let navigation = barAppearance as? UINavigationBarAppearance else { return }
      titleTextAttributes = navigation.titleTextAttributes
      largeTitleTextAttributes = navigation.largeTitleTextAttributes
      buttonAppearance = navigation.buttonAppearance.copied()
      doneButtonAppearance = navigation.doneButtonAppearance.copied()
      backButtonAppearance = navigation.backButtonAppearance.copied()
    }
  }

  /// The look of one state of a tab bar item, as UIKit's `UITabBarItemStateAppearance`.
  @preconcurrency @MainActor public final class UITabBarItemStateAppearance: NSObject {
    /// The attributes of the title (font, color...).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The color of the icon.
    public var iconColor: UIColor?
    /// The background color of the badge.
    public var badgeBackgroundColor: UIColor?

    func copy(to other: UITabBarItemStateAppearance) {
      other.titleTextAttributes = titleTextAttributes
      other.iconColor = iconColor
      other.badgeBackgroundColor = badgeBackgroundColor
    }
  }

  /// The look of tab bar items, per state, as UIKit's `UITabBarItemAppearance`.
  @preconcurrency @MainActor open class UITabBarItemAppearance: NSObject {
    /// The normal state.
    public let normal = UITabBarItemStateAppearance()
    /// The selected state.
    public let selected = UITabBarItemStateAppearance()
    /// The disabled state.
    public let disabled = UITabBarItemStateAppearance()
    /// The focused state.
    public let focused = UITabBarItemStateAppearance()

    /// Creates the appearance of stacked items.
    public override init() { super.init() }

    func copied() -> UITabBarItemAppearance {
      let copy = UITabBarItemAppearance()
      for (from, to) in zip(states, copy.states) { from.copy(to: to) }
      return copy
    }

    private var states: [UITabBarItemStateAppearance] { [normal, selected, disabled, focused] }
  }

  /// The look of a tab bar, as UIKit's `UITabBarAppearance`: for `UITabBar`'s
  /// `standardAppearance` and `scrollEdgeAppearance`.
  @preconcurrency @MainActor open class UITabBarAppearance: UIBarAppearance {
    /// The look of items laid out stacked (an iPhone in portrait).
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// The look of items laid out inline (a regular width).
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// The look of items laid out inline in a compact height.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    /// The tint of the selection indicator.
    open var selectionIndicatorTintColor: UIColor?

    /// Creates an appearance with the default, translucent background.
    public required init() { super.init() }

    /// Creates a copy of `barAppearance` (its items too when it is a tab bar's).
    public required init(barAppearance: UIBarAppearance) {
      super.init(barAppearance: barAppearance)
      guard let tabs = barAppearance as? UITabBarAppearance else { return }
      stackedLayoutAppearance = tabs.stackedLayoutAppearance.copied()
      inlineLayoutAppearance = tabs.inlineLayoutAppearance.copied()
      compactInlineLayoutAppearance = tabs.compactInlineLayoutAppearance.copied()
      selectionIndicatorTintColor = tabs.selectionIndicatorTintColor
    }
  }
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// An object with traits, as UIKit's `UITraitEnvironment`: adopted by `UIView` (so
  /// `UIWindow`), `UIViewController`, `UIScreen` and `UIPresentationController`, as in UIKit.
  @preconcurrency @MainActor
  public protocol UITraitEnvironment: NSObjectProtocol {
    /// The traits of the environment.
    var traitCollection: UITraitCollection { get }
    /// Called when the traits changed, with the traits before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
  }

  extension UIView: UITraitEnvironment {}

  extension UIViewController: UITraitEnvironment {}

  extension UIPresentationController: UITraitEnvironment {
    /// The traits of the presentation: the presenting controller's once presented, the main
    /// screen's before, with its own `traitOverrides`.
    public var traitCollection: UITraitCollection {
      let base = presentingViewController?.traitCollection ?? UIScreen.main.traitCollection
      guard let overrides = TraitOverrideTable.values(of: self) else { return base }
      return overrides.collection(over: base)
    }
  }

  extension UIScreen: UITraitEnvironment {
    /// The traits of the screen: an iPhone's in portrait (compact width, regular height), light,
    /// at the screen's scale, with the app's content size category.
    public var traitCollection: UITraitCollection {
      UITraitCollection.device
    }

    /// Called when the screen's traits changed (headless: never; the screen does not change).
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  }

  extension UITraitCollection {
    /// The trait collection of this thread, as UIKit's `UITraitCollection.current`: what
    /// dynamic colors and images resolve with. Thread-local, as in UIKit (main-queue code shares
    /// the main thread's, as on iOS); until set, the main screen's traits.
    public static var current: UITraitCollection {
      get {
        ThreadLocal.dictionary[currentKey] as? UITraitCollection ?? .device
      }
      set { ThreadLocal.dictionary[currentKey] = newValue }
    }

    /// Makes this collection ``current`` on this thread, runs `actions`, then restores the
    /// previous current collection, as UIKit's `performAsCurrent(_:)`. `@preconcurrency`, as
    /// the SDK's Objective-C import is: in Swift 6 a `Sendable` violation inside `actions` is a
    /// warning, as Xcode gives it.
    @preconcurrency
    public func performAsCurrent(_ actions: () -> Void) {
      let dictionary = ThreadLocal.dictionary
      let previous = dictionary[UITraitCollection.currentKey]
      dictionary[UITraitCollection.currentKey] = self
      defer { dictionary[UITraitCollection.currentKey] = previous }
      actions()
    }

    private static let currentKey = "HeadlessUIKit.UITraitCollection.current"
  }
#endif

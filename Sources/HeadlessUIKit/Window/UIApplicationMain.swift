#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Launches the app and runs its main run loop, as UIKit's `UIApplicationMain`: creates the
  /// delegate of the class named `delegateClassName` (a `UIResponder` subclass, named as
  /// `NSStringFromClass` names it: `"Module.AppDelegate"`), runs the launch sequence (see
  /// `Headless.launch(delegateClass:sceneDelegateClass:launchOptions:)`), then
  /// `Headless.runMainLoop`, which by default runs `RunLoop.main` forever.
  /// Headless: `principalClassName` is ignored (the application object is always
  /// `UIApplication.shared`); there is no Info.plist, so an app with a scene delegate names
  /// it with `Headless.sceneDelegateClass` before calling this, or returns it
  /// from `application(_:configurationForConnecting:options:)`.
  @preconcurrency @MainActor @discardableResult
  public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ principalClassName: String?, _ delegateClassName: String?
  ) -> Int32 {
    guard let delegateClassName, let delegateClass = NSClassFromString(delegateClassName) else {
      Misuse.report(
        "UIApplicationMain found no class named \(delegateClassName ?? "nil") for the app "
          + "delegate.",
        fix: "Pass NSStringFromClass(AppDelegate.self), or put @main on the delegate class.")
      return 1
    }
    return UIApplication.launchAndRun(delegateClass: delegateClass)
  }

  extension UIApplicationDelegate {
    /// The entry point of an app whose delegate class is marked `@main`, as UIKit's overlay
    /// gives it: `UIApplicationMain` with this class as the delegate's.
    public static func main() {
      _ = UIApplication.launchAndRun(delegateClass: Self.self)
    }
  }
#endif

// The one place that decides which UIKit an app gets. Where UIKit exists (iOS, tvOS, visionOS,
// Mac Catalyst), this module is the real UIKit, re-exported, so `import Lasso` gives an app
// exactly what `import UIKit` would. Elsewhere (Linux, macOS without Catalyst) it is the headless
// UIKit declared beside this file, each file of which is compiled only there, but for the
// target-action forms that take a method reference (Controls/TargetAction*.swift, Controls/
// MethodReferenceAction.swift), which it adds to both UIKits. (Asked with `os()`
// throughout the package: it names the platform whatever modules a build holds.) Each such
// condition also reads LASSO_HEADLESS_UIKIT, which forces the headless UIKit on: with it,
// scripts/headless-typecheck compiles what a Mac compiles against the iOS SDK (no macOS SDK is
// public). Apps never set it.
#if !LASSO_HEADLESS_UIKIT && (os(iOS) || os(tvOS) || os(visionOS))
  @_exported import UIKit
#else
  // UIKit re-exports Foundation: NSCoder, Bundle, CGRect, CGFloat, NotificationCenter, Date...
  @_exported import Foundation
  #if canImport(CoreGraphics)
    // Apple's Foundation shows only Core Graphics' geometry; UIKit re-exports all of it (CGColor,
    // CGImage, CGContext), and on Linux the headless UIKit declares what it needs.
    @_exported import CoreGraphics
  #endif
#endif

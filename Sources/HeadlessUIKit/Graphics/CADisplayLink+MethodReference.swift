// Core Animation's `CADisplayLink(target:selector:)` names the frame method with an Objective-C
// selector; these initializers take the method itself, as the target-action forms do
// (Controls/TargetActionMethods.swift): `#selector(step)` becomes `Self.step`. Declared once for
// both platforms: on Linux they make the headless `CADisplayLink`; on Apple platforms the real
// one, whose target is a trampoline that calls the method. As with the selector form, the link
// retains the target (through the trampoline on Apple platforms) until `invalidate()`.

@_spi(Lasso) import LassoDiagnostics

#if !LASSO_HEADLESS_UIKIT && (os(iOS) || os(tvOS) || os(visionOS))
  import QuartzCore
  import UIKit
#endif

extension CADisplayLink {
  /// Core Animation's `init(target:selector:)` with the frame method named without a selector:
  /// `CADisplayLink(target: self, selector: Self.step)` for `func step()`. Add the link to the
  /// main run loop (`link.add(to: .main, forMode: .common)`) for it to be called each frame.
  /// A target that is not of the method's type is reported as a `Misuse`, and never called.
  @preconcurrency @MainActor
  public convenience init<Target: AnyObject, Owner>(
    target: Target, selector method: @escaping @MainActor (Owner) -> () -> Void
  ) {
    self.init(calling: Self.frameAction(on: target) { (owner: Owner, _) in method(owner)() })
  }

  /// Core Animation's `init(target:selector:)` with a frame method taking the link
  /// (`func step(_ link: CADisplayLink)`), named without a selector: read the link's
  /// `timestamp`, `targetTimestamp` and `duration` to advance the animation.
  @preconcurrency @MainActor
  public convenience init<Target: AnyObject, Owner>(
    target: Target, selector method: @escaping @MainActor (Owner) -> (CADisplayLink) -> Void
  ) {
    self.init(calling: Self.frameAction(on: target) { (owner: Owner, link) in method(owner)(link) })
  }

  /// What a frame runs: `call` with `target` (retained, as the link retains its target) as the
  /// method's owner, if it is one; reported and doing nothing if not.
  @MainActor private static func frameAction<Owner>(
    on target: AnyObject, _ call: @escaping @MainActor (Owner, CADisplayLink) -> Void
  ) -> @MainActor (CADisplayLink) -> Void {
    guard TargetActionCheck.target(target, of: Owner.self, in: "CADisplayLink(target:selector:)")
    else { return { _ in } }
    return { link in
      if let owner = target as? Owner { call(owner, link) }
    }
  }
}

#if !LASSO_HEADLESS_UIKIT && (os(iOS) || os(tvOS) || os(visionOS))
  extension CADisplayLink {
    /// A link whose target is a trampoline calling `frameAction`.
    @MainActor fileprivate convenience init(
      calling frameAction: @escaping @MainActor (CADisplayLink) -> Void
    ) {
      self.init(
        target: DisplayLinkTrampoline(frameAction),
        selector: #selector(DisplayLinkTrampoline.frame(_:)))
    }
  }

  /// The Objective-C target Core Animation calls each frame, for a method given as a method
  /// reference. The link retains it, and it retains the closure that holds the app's target.
  @MainActor
  private final class DisplayLinkTrampoline: NSObject {
    private let frameAction: @MainActor (CADisplayLink) -> Void

    init(_ frameAction: @escaping @MainActor (CADisplayLink) -> Void) {
      self.frameAction = frameAction
    }

    /// The frame method: calls the app's method with the link.
    @objc func frame(_ link: CADisplayLink) { frameAction(link) }
  }
#else
  extension CADisplayLink {
    /// A headless link that calls `frameAction` each frame.
    fileprivate convenience init(
      calling frameAction: @escaping @MainActor (CADisplayLink) -> Void
    ) {
      self.init(frameAction: frameAction)
    }
  }
#endif

/// Lasso's bindings of a gesture recognizer to a store.
extension UIGestureRecognizer {
  /// Dispatches `action` to `store` each time the gesture is recognized.
  ///
  /// ```swift
  /// let tap = UITapGestureRecognizer()
  /// avatarView.addGestureRecognizer(tap)
  /// tap.bind(to: store, action: .didTapAvatar)
  /// ```
  public func bind<Target: ActionDispatchable>(to store: Target, action: Target.Action) {
    bind(to: store) { _ in action }
  }
}

/// A gesture recognizer that Lasso's mapping binding can bind: every `UIGestureRecognizer` is
/// one, so that ``bind(to:mapping:)`` hands the mapping the recognizer with its own type (a
/// `UIPanGestureRecognizer`'s mapping gets a `UIPanGestureRecognizer`). The original Lasso's
/// protocol of the same name.
@preconcurrency @MainActor public protocol GestureActionBindable: UIGestureRecognizer {}

extension UIGestureRecognizer: GestureActionBindable {}

extension GestureActionBindable {
  /// Dispatches the action `mapping` makes of the recognizer (read its `location(in:)` or
  /// `state`) to `store` each time the gesture is recognized.
  ///
  /// ```swift
  /// tap.bind(to: store) { tap in .didTap(at: tap.location(in: tap.view)) }
  /// ```
  ///
  /// The binding holds the store weakly: it does not keep it alive.
  public func bind<Target: ActionDispatchable>(
    to store: Target, mapping: @escaping @MainActor (_ sender: Self) -> Target.Action
  ) {
    // UIKit calls a recognizer's target through an Objective-C selector; the headless UIKit,
    // without the Objective-C runtime, takes a closure instead.
    #if !LASSO_HEADLESS_UIKIT && (os(iOS) || os(tvOS) || os(visionOS))
      let target = GestureBindingTarget { [weak store] recognizer in
        guard let recognizer = recognizer as? Self else { return }
        store?.dispatchAction(mapping(recognizer))
      }
      addTarget(target, action: #selector(GestureBindingTarget.recognized(_:)))
      target.retain(by: self)
    #else
      addTarget(self) { [weak store] (recognizer: Self) in
        store?.dispatchAction(mapping(recognizer))
      }
    #endif
  }
}

/// Lasso's tap binding for any view.
extension UIView {
  /// Adds a tap recognizer to the view that dispatches `action` to `store` on each tap.
  public func bindTap<Target: ActionDispatchable>(to store: Target, action: Target.Action) {
    let tap = UITapGestureRecognizer()
    addGestureRecognizer(tap)
    isUserInteractionEnabled = true
    tap.bind(to: store, action: action)
  }
}

#if !LASSO_HEADLESS_UIKIT && (os(iOS) || os(tvOS) || os(visionOS))
  import ObjectiveC

  /// The Objective-C target of a gesture binding, kept alive by its recognizer.
  @MainActor
  private final class GestureBindingTarget: NSObject {
    private let handler: @MainActor (UIGestureRecognizer) -> Void

    init(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
      self.handler = handler
    }

    @objc func recognized(_ recognizer: UIGestureRecognizer) {
      handler(recognizer)
    }

    /// Recognizers hold their targets weakly; the recognizer keeps this one through an
    /// associated object.
    func retain(by recognizer: UIGestureRecognizer) {
      let key = UnsafeRawPointer(bitPattern: ObjectIdentifier(self).hashValue)!
      objc_setAssociatedObject(recognizer, key, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }
#endif

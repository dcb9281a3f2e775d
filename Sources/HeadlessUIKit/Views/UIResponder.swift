#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  /// An object that responds to events, as UIKit's `UIResponder`: the base of views, view
  /// controllers, windows and the application. A window tracks one first responder. An
  /// `NSObject`, as in UIKit: equal only to itself (NSObject's `isEqual(_:)`), hashable, and so
  /// of one class tree with `UIScreen` and `UIPresentationController` (which Swift needs to join
  /// them, e.g. `controller ?? window ?? UIScreen.main` as a `UITraitEnvironment`).
  @preconcurrency @MainActor open class UIResponder: NSObject {
    // Unchecked exclusivity (no runtime call per access, measured on every screen's creation):
    // each access is an instantaneous read, append or removal, and the one that calls out,
    // `holdReference`'s search, only compares references.
    /// Objects kept alive for as long as this responder lives, as Objective-C
    /// associated objects are on Apple platforms. Lasso keeps a screen's store and a flow here.
    @exclusivity(unchecked) package final var retainedObjects: [AnyObject] = []
    /// The first object Lasso's `holdReference(to:)` keeps (a screen's store, usually the only
    /// one), apart from `retainedObjects`: a controller is then made without an array buffer.
    /// Unchecked exclusivity: every access is an instantaneous read or assignment.
    @exclusivity(unchecked) package final var firstRetainedObject: AnyObject?

    /// Keeps `object` alive for as long as this responder lives, once (Lasso's `holdReference`).
    /// Here rather than in Lasso: the unchecked accesses stay unchecked only inside this module,
    /// and a plain loop makes no isolated closure (which would check its executor per element).
    package final func keepAlive(_ object: AnyObject) {
      if firstRetainedObject === object { return }
      var index = 0
      while index < retainedObjects.count {
        if retainedObjects[index] === object { return }
        index += 1
      }
      // The first object (a screen's store, usually the only one) in a slot of its own: a
      // screen is made without an array buffer.
      if firstRetainedObject == nil {
        firstRetainedObject = object
      } else {
        retainedObjects.append(object)
      }
    }

    /// Stops keeping `object` alive (Lasso's `releaseReference`).
    package final func stopKeepingAlive(_ object: AnyObject) {
      if firstRetainedObject === object {
        firstRetainedObject = nil
      } else {
        retainedObjects.removeAll { $0 === object }
      }
    }

    /// Creates a responder.
    public override init() {}

    /// Headless only: creates a responder from an archive (nothing is decoded). On Apple
    /// platforms only views and controllers have this initializer; here every responder has it
    /// as a required one, so the headless `UIApplicationMain` and `@main` can create an app or
    /// scene delegate class they are given (Swift creates an instance from a class value only
    /// through a required initializer). A responder subclass that declares its own designated
    /// initializer must therefore also implement it, as views and controllers already do.
    public required init?(coder: NSCoder) {
      super.init()
    }

    /// The next responder in the chain: a view's controller or superview, a controller's
    /// superview or parent, a window's application.
    open var next: UIResponder? { nil }

    /// Whether it can become first responder (`false` by default; text inputs say `true`).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether it can give up first responder status (`true` by default).
    open var canResignFirstResponder: Bool { true }

    /// The window it lives in, whose first responder it may become.
    var responderWindow: UIWindow? { nil }

    /// Whether it is its window's first responder.
    public var isFirstResponder: Bool {
      guard let window = responderWindow else { return false }
      return window.firstResponder === self
    }

    /// Makes it its window's first responder; fails (`false`) when it cannot become one or is
    /// not in a window, as in UIKit.
    @discardableResult open func becomeFirstResponder() -> Bool {
      guard canBecomeFirstResponder, let window = responderWindow else { return false }
      if window.firstResponder === self { return true }
      if let current = window.firstResponder {
        window.isSwitchingFirstResponder = true
        let resigned = current.resignFirstResponder()
        window.isSwitchingFirstResponder = false
        guard resigned else { return false }
      }
      guard shouldBecomeFirstResponder() else {
        window.updateKeyboard()
        return false
      }
      window.firstResponder = self
      didBecomeFirstResponder()
      window.updateKeyboard()
      return true
    }

    /// Gives up first responder status; `false` when it refuses to.
    @discardableResult open func resignFirstResponder() -> Bool {
      guard let window = responderWindow, window.firstResponder === self else { return true }
      guard canResignFirstResponder, shouldResignFirstResponder() else { return false }
      window.firstResponder = nil
      didResignFirstResponder()
      window.updateKeyboard()
      return true
    }

    /// Called when touches begin; the default passes them to the next responder.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      next?.touchesBegan(touches, with: event)
    }
    /// Called when touches move; the default passes them to the next responder.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      next?.touchesMoved(touches, with: event)
    }
    /// Called when touches end; the default passes them to the next responder.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      next?.touchesEnded(touches, with: event)
    }
    /// Called when touches are cancelled; the default passes them to the next responder.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      next?.touchesCancelled(touches, with: event)
    }
    /// Called after the object is loaded from a nib (headless: never).
    open func awakeFromNib() {}

    /// Asked before becoming first responder (text inputs ask their delegates).
    func shouldBecomeFirstResponder() -> Bool { true }
    /// Called once it became first responder.
    func didBecomeFirstResponder() {}
    /// Asked before resigning first responder (text inputs ask their delegates).
    func shouldResignFirstResponder() -> Bool { true }
    /// Called once it resigned first responder.
    func didResignFirstResponder() {}
  }

#endif

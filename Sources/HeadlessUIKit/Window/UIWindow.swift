#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// A window, as UIKit's `UIWindow`: the root of a view hierarchy and of the controller
  /// hierarchy shown in it. Hidden until ``makeKeyAndVisible()``; its controllers appear when
  /// it becomes visible and disappear when it is hidden. The window owns its root controller;
  /// keep a strong reference to the window, as an app's scene delegate does.
  @preconcurrency @MainActor open class UIWindow: UIView {
    enum AppearanceOrder { case disappearingFirst, appearingFirst }

    private var storedRoot: UIViewController?
    weak var firstResponder: UIResponder?
    var isSwitchingFirstResponder = false
    var isKeyboardShown = false
    /// The controllers that have appeared, in hierarchy order.
    var appearedControllers: [UIViewController] = []
    var isUpdatingAppearance = false
    var needsAnotherAppearancePass = false
    /// The controller views the window placed as its subviews.
    var layerViews: [UIView] = []
    /// The controller transitions requested and not ended, in order; the first may be running.
    var transitions: [ControllerTransition] = []
    /// This window's own duration of animated transitions, for tests that need one transition
    /// long without slowing others; `.infinity` holds each open until
    /// `endHeldTransition(thenLasting:)`.
    package var animatedTransitionDurationOverride: TimeInterval?
    /// What runs once no controller transition is left (`headless.whenTransitionsEnd(_:)`).
    var transitionEndHandlers: [@MainActor () -> Void] = []
    /// The transition whose deferred change is being made.
    var applyingTransition: ControllerTransition?
    /// How the next change of the root (or showing of the window) animates, and what runs when
    /// it ends; set only during ``replaceRoot(with:animated:completion:)``.
    private var nextRootTransition: (animated: Bool, completion: (() -> Void)?)?

    /// Creates a hidden window with the given frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      super.isHidden = true
      UIApplication.shared.register(self)
    }

    /// Creates a hidden window the size of the screen.
    public convenience init() {
      self.init(frame: UIScreen.main.bounds)
    }

    /// Creates a window from an archive (headless: an empty hidden window).
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      super.isHidden = true
      UIApplication.shared.register(self)
    }

    /// Whether the window is hidden (`true` until shown). Hiding it makes its controllers
    /// disappear; showing it makes them appear.
    open override var isHidden: Bool {
      didSet {
        guard oldValue != isHidden else { return }
        if isHidden {
          UIApplication.shared.windowDidHide(self)
          updateAppearance(animated: false)
        } else {
          // Its controllers appear on the next turn, as UIKit's do.
          enqueueRootTransition(from: nil, to: storedRoot)
        }
      }
    }

    /// The controller at the root of the window, owned by it. Setting it on a visible window
    /// makes the old root's controllers disappear and the new root's appear.
    open var rootViewController: UIViewController? {
      get { storedRoot }
      set {
        guard newValue !== storedRoot else { return }
        if let newValue {
          let name = Misuse.name(of: type(of: newValue))
          if let parent = newValue.parent {
            Misuse.report(
              "Attempt to make \(name) the root of a window while it is a child of "
                + "\(Misuse.name(of: type(of: parent))).",
              fix: "Remove it from its parent first (removeFromParent), or use a new controller.")
            return
          }
          if newValue.storedPresenting != nil || newValue.storedWindow != nil {
            Misuse.report(
              "Attempt to make \(name) the root of a window while it is already presented or "
                + "the root of another window.",
              fix: "Dismiss it or replace the other window's root first.")
            return
          }
        }
        let old = storedRoot
        let traitChanges = [old, newValue].compactMap { $0.flatMap(TraitChange.move(of:)) }
        old?.storedWindow = nil
        storedRoot = newValue
        newValue?.storedWindow = self
        for change in traitChanges { change.deliver() }
        if isHidden {
          withExtendedLifetime(old) { updateAppearance(animated: false) }
        } else {
          // UIKit swaps the roots' appearance on the next turn; the transition keeps the old
          // root alive until then.
          enqueueRootTransition(from: old, to: newValue)
        }
      }
    }

    /// The frame; a change of its width may change the window's horizontal size class (see
    /// `headless.horizontalSizeClass`).
    open override var frame: CGRect {
      willSet {
        sizeClassChange = sizeClassChange(
          to: Self.horizontalSizeClass(
            forWidth: newValue.width, override: forcedHorizontalSizeClass))
      }
      didSet {
        guard oldValue.size != frame.size else { return }
        (rootViewController as? UISplitViewController)?.layoutColumns()
        applySizeClassChange()
      }
    }

    /// The trait change a change of the horizontal size class makes, noted before it.
    var sizeClassChange: TraitChange?

    /// The window's horizontal size class as forced by `headless.horizontalSizeClass`; `nil`
    /// derives it from the width of ``frame``.
    var forcedHorizontalSizeClass: UIUserInterfaceSizeClass? {
      willSet {
        sizeClassChange = sizeClassChange(
          to: Self.horizontalSizeClass(forWidth: frame.width, override: newValue))
      }
      didSet { applySizeClassChange() }
    }

    /// Queues the transition of a new root (or of the window shown): not animated, unless
    /// ``replaceRoot(with:animated:completion:)`` asks for an animated one.
    private func enqueueRootTransition(from old: UIViewController?, to new: UIViewController?) {
      let transition = ControllerTransition(
        .window, animated: nextRootTransition?.animated ?? false, in: self, from: old, to: new,
        involving: [old, new].compactMap { $0 })
      if let completion = nextRootTransition?.completion {
        transition.completions.append(completion)
      }
      nextRootTransition = nil
      enqueue(transition)
    }

    /// Makes `controller` the root, as setting ``rootViewController`` does, as one transition
    /// that may be animated, and shows the window (making it key) if it is hidden. The root is
    /// set before the call returns; the controllers' appearance changes on a later turn of the
    /// main queue (the will-callbacks), and an animated change ends when
    /// ``Headless/animatedTransitionDuration`` has passed (the did-callbacks), as any
    /// animated transition; then `completion` runs, never inside the call. A refused root (a
    /// controller with a parent, or presented) is reported as setting it is, and `completion`
    /// never runs. For Lasso's animated root changes (UIKit animates those with a layer
    /// transition, which the headless UIKit has no use for).
    package func replaceRoot(
      with controller: UIViewController, animated: Bool,
      completion: (() -> Void)?
    ) {
      defer { nextRootTransition = nil }
      if isHidden {
        // Hidden: the root is swapped at once; its appearance is the window's showing.
        rootViewController = controller
        guard storedRoot === controller else { return }
        nextRootTransition = (animated, completion)
        makeKeyAndVisible()
        return
      }
      if !isKeyWindow { makeKey() }
      nextRootTransition = (animated, completion)
      if controller === storedRoot {
        // The same root again: nothing appears or disappears, but the change still takes its
        // time and then completes, as the animation UIKit would run.
        enqueueRootTransition(from: controller, to: controller)
      } else {
        rootViewController = controller
      }
    }

    /// Whether it is the key window.
    public var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// Makes the window key and shows it: its controllers appear.
    open func makeKeyAndVisible() {
      makeKey()
      isHidden = false
    }

    /// Makes the window key (the one receiving keyboard input).
    open func makeKey() {
      UIApplication.shared.setKeyWindow(self)
    }

    /// A window is its own window.
    open override var window: UIWindow? { self }

    /// A window's next responder is the application.
    open override var next: UIResponder? { UIApplication.shared }
  }
#endif

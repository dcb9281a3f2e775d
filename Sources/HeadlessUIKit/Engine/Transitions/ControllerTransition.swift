#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// One controller transition of a window (a present, a dismiss, a change of a container's
  /// shown children, a new root), run in UIKit's time: requested by a call, begun on a later
  /// turn of the main run loop (the will-callbacks), ended on that turn when not animated (on
  /// the next one for a sheet's), else once its duration has passed (the did-callbacks, then
  /// its completion, then the coordinator's completions). It is the transition's coordinator.
  @MainActor final class ControllerTransition: NSObject, UIViewControllerTransitionCoordinator {
    enum Kind {
      /// A present or a dismiss: while one is queued, others are refused.
      case modal
      /// A change of the children a container shows (push, pop, tabs, pages).
      case container
      /// A window shown or given a new root.
      case window
    }

    enum Phase { case pending, running, ended }

    let kind: Kind
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    private(set) var phase = Phase.pending
    /// The container whose children change, for a container's transition.
    let owner: UIViewController?
    /// The controllers taking part; they and their children answer `transitionCoordinator`.
    /// Held strongly, as UIKit's transition context holds them, until the transition ends.
    private(set) var involved: [UIViewController]
    // Weak: `involved` holds them until the end; an ended coordinator someone keeps must not.
    private weak var from: UIViewController?
    private weak var to: UIViewController?
    /// A change requested while another transition was queued, made when this one begins.
    var deferredChange: (() -> Void)?
    /// Runs before the will-callbacks (a navigation controller's delegate hears `willShow`).
    var beforeWillCallbacks: [() -> Void] = []
    /// Runs once the will-callbacks ran (containers take out the views that leave).
    var afterWillCallbacks: [() -> Void] = []
    /// Runs once the did-callbacks ran, before the completions (state UIKit keeps until then).
    var afterDidCallbacks: [() -> Void] = []
    /// The completion of the call that requested the transition.
    var completions: [() -> Void] = []
    private var alongsideAnimations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] =
      []
    private var alongsideCompletions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] =
      []
    /// The controllers whose appearance callbacks the transition began, in order.
    var disappearing: [UIViewController] = []
    var appearing: [UIViewController] = []
    /// Held until the transition ends, as UIKit's transition context holds its container view.
    private var window: UIWindow?

    init(
      _ kind: Kind, animated: Bool, in window: UIWindow, from: UIViewController?,
      to: UIViewController?, involving involved: [UIViewController],
      presentationStyle: UIModalPresentationStyle = .none
    ) {
      self.kind = kind
      self.isAnimated = animated
      self.window = window
      self.from = from
      self.to = to
      self.involved = involved
      self.owner = kind == .container ? involved.first : nil
      self.presentationStyle = presentationStyle
    }

    func involves(_ controller: UIViewController) -> Bool {
      phase != .ended && involved.contains { $0 === controller }
    }

    func involve(_ controllers: [UIViewController]) {
      involved += controllers.filter { new in !involved.contains { $0 === new } }
    }

    // MARK: Running

    /// Begins: makes a deferred change, calls the will-callbacks; ends at once when not
    /// animated, else schedules its end.
    func begin() {
      guard phase == .pending, let window else { return }
      phase = .running
      if let deferredChange {
        self.deferredChange = nil
        window.applyingTransition = self
        deferredChange()
        window.applyingTransition = nil
      }
      let early = beforeWillCallbacks
      beforeWillCallbacks = []
      for hook in early { hook() }
      window.beginAppearance(for: self)
      let hooks = afterWillCallbacks
      afterWillCallbacks = []
      for hook in hooks { hook() }
      let animations = alongsideAnimations
      alongsideAnimations = []
      for animation in animations { animation(self) }
      guard isAnimated else {
        // A sheet's presentation controller ends even a transition that is not animated on the
        // next turn: on iOS 13 and later, after one turn a sheet presented or dismissed with
        // `animated: false` has had `viewWillAppear` (`viewWillDisappear`) only (the original
        // Lasso's ModalTestingTests+SystemBehavior, test_NotAnimated_Presentation and
        // test_NotAnimated_Dismissal).
        guard kind == .modal, presentationStyle.isSheet else { return end() }
        DispatchQueue.main.async { MainActor.assumeIsolated { self.end() } }
        return
      }
      let duration = max(0, window.animatedTransitionDuration)
      // Held open until a test ends it (`UIWindow.endHeldTransition()`).
      guard duration.isFinite else { return }
      // Never on the turn it began, however short the duration.
      DispatchQueue.main.asyncAfter(deadline: .now() + duration) {
        MainActor.assumeIsolated { self.end() }
      }
    }

    /// Ends: the did-callbacks, the state kept until now, the completion, the coordinator's
    /// completions; then the window's next transition.
    func end() {
      guard phase == .running else { return }
      window?.endAppearance(for: self)
      for hook in afterDidCallbacks { hook() }
      afterDidCallbacks = []
      phase = .ended
      // Out of the queue before the completions, which may start the next transition (present
      // from a dismissal's completion, as UIKit allows).
      window?.transitions.removeAll { $0 === self }
      for completion in completions { completion() }
      completions = []
      let alongside = alongsideCompletions
      alongsideCompletions = []
      for completion in alongside { completion(self) }
      disappearing = []
      appearing = []
      let window = window
      self.window = nil
      involved = []
      window?.transitionDidEnd(self)
    }

    // MARK: UIViewControllerTransitionCoordinator

    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval {
      isAnimated ? window?.animatedTransitionDuration ?? 0 : 0
    }
    var percentComplete: CGFloat { phase == .ended ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
      switch key {
      case .from: from
      case .to: to
      default: nil
      }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
      switch key {
      case .from: from?.viewIfLoaded
      case .to: to?.view
      default: nil
      }
    }

    var containerView: UIView { window ?? UIView() }

    @discardableResult func animate(
      alongsideTransition animation: (
        (any UIViewControllerTransitionCoordinatorContext) -> Void
      )?,
      completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
      guard phase != .ended else { return false }
      if let animation {
        if phase == .pending { alongsideAnimations.append(animation) } else { animation(self) }
      }
      if let completion { alongsideCompletions.append(completion) }
      return true
    }

    @discardableResult func animateAlongsideTransition(
      in view: UIView?,
      animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
      completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
      animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(
      _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {}
  }

  extension UIWindow {
    /// Queues a transition; the first one in the queue begins on the next turn of the main run
    /// loop (UIKit starts transitions from its run loop's commit observer, not in the call).
    func enqueue(_ transition: ControllerTransition) {
      transitions.append(transition)
      if transitions.count == 1 { scheduleNextTransition() }
    }

    /// The transition a container's change joins: the one being begun when the change was
    /// deferred to it, else a new one; `nil` when the window is hidden (nothing appears, so the
    /// change is made at once).
    func transition(
      forChangeOf container: UIViewController, from: UIViewController?, to: UIViewController?,
      animated: Bool
    ) -> ControllerTransition? {
      if let applyingTransition {
        applyingTransition.involve([container])
        return applyingTransition
      }
      guard !isHidden else { return nil }
      let transition = ControllerTransition(
        .container, animated: animated, in: self, from: from, to: to, involving: [container])
      enqueue(transition)
      return transition
    }

    /// Whether a change of `container`'s stack requested now must wait: UIKit does not update a
    /// navigation stack while a transition of that stack is pending or running, or while a
    /// presentation or dismissal animates (uikit-timing.md 4.2).
    func defersChanges(of container: UIViewController) -> Bool {
      applyingTransition == nil && !isHidden
        && transitions.contains { transition in
          switch transition.kind {
          case .container: transition.owner === container
          case .modal: transition.phase == .running
          case .window: false
          }
        }
    }

    /// Queues `change` to be made when its turn comes, as a transition of `container`.
    func deferChange(
      of container: UIViewController, animated: Bool, _ change: @escaping () -> Void
    ) {
      let transition = ControllerTransition(
        .container, animated: animated, in: self, from: nil, to: nil, involving: [container])
      // Misuse found when the change is made goes to the requester's handler.
      let handler = Misuse.handler
      transition.deferredChange = { Misuse.$handler.withValue(handler) { change() } }
      enqueue(transition)
    }

    /// How long its animated transitions last: ``Headless/animatedTransitionDuration``
    /// unless the package's tests set a window's own.
    var animatedTransitionDuration: TimeInterval {
      animatedTransitionDurationOverride ?? Headless.animatedTransitionDuration
    }

    /// Ends the running animated transition that an infinite `animatedTransitionDurationOverride`
    /// holds open, after setting the override to `duration` (`nil`: the package's duration) for
    /// the transitions after it: a test that needs a transition to outlast a wait, however long
    /// the main actor stalls, holds it open and ends it itself.
    package func endHeldTransition(thenLasting duration: TimeInterval?) {
      animatedTransitionDurationOverride = duration
      guard let first = transitions.first, first.phase == .running, first.isAnimated else {
        return
      }
      first.end()
    }

    /// Whether a present or dismiss is queued or running.
    var hasModalTransition: Bool { transitions.contains { $0.kind == .modal } }

    /// Whether a controller transition is queued or running in the window.
    var hasTransitions: Bool { !transitions.isEmpty }

    /// Runs `body` once no controller transition is queued or running in the window (see
    /// `Headless.Proxy.whenTransitionsEnd(_:)`).
    func whenTransitionsEnd(_ body: @escaping @MainActor () -> Void) {
      guard hasTransitions else { return body() }
      transitionEndHandlers.append(body)
    }

    private func scheduleNextTransition() {
      DispatchQueue.main.async {
        MainActor.assumeIsolated { self.transitions.first?.begin() }
      }
    }

    func transitionDidEnd(_ transition: ControllerTransition) {
      if let next = transitions.first, next.phase == .pending {
        scheduleNextTransition()
      } else if transitions.isEmpty, appearanceIsStale {
        // A change made while the last transition ran (a new child, a window shown) that no
        // transition covered appears now.
        updateAppearance(animated: false)
      }
      guard transitions.isEmpty, !transitionEndHandlers.isEmpty else { return }
      let handlers = transitionEndHandlers
      transitionEndHandlers = []
      for handler in handlers { handler() }
    }

    /// Asks for the controllers' appearance to follow a change of the hierarchy that UIKit
    /// applies at once (child containment, a view moved): now, unless a transition about to
    /// begin will.
    func requestAppearanceUpdate() {
      if let first = transitions.first, first.phase == .pending { return }
      updateAppearance(animated: false)
    }
  }
#endif

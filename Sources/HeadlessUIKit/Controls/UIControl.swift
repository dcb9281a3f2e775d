#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A view that sends events to actions when the user interacts with it, as UIKit's
  /// `UIControl`. UIKit's `addTarget(_:action:for:)` needs the Objective-C runtime; the
  /// headless `addTarget(_:action:for:)` takes a closure called with the target.
  @preconcurrency @MainActor open class UIControl: UIView {
    struct Registration {
      var action: UIAction
      var events: Event
      weak var target: AnyObject?
      var hasTarget: Bool
    }

    var registrations: [Registration] = []

    /// Whether the control is enabled (disabled controls ignore the user).
    open var isEnabled: Bool {
      get { storedIsEnabled }
      set { storedIsEnabled = newValue }
    }
    /// Whether the control is selected.
    open var isSelected: Bool {
      get { storedIsSelected }
      set { storedIsSelected = newValue }
    }
    /// Whether the control is highlighted (touched).
    open var isHighlighted: Bool {
      get { storedIsHighlighted }
      set { storedIsHighlighted = newValue }
    }
    // Private storage: the optimizer then sees every access and leaves out the exclusivity
    // check an `open` stored property makes on each read (a button reads its state each time
    // it is measured).
    private var storedIsEnabled = true
    private var storedIsSelected = false
    private var storedIsHighlighted = false

    /// The state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
      var state: State = .normal
      if !isEnabled { state.insert(.disabled) }
      if isSelected { state.insert(.selected) }
      if isHighlighted { state.insert(.highlighted) }
      return state
    }

    /// The events some action is registered for.
    public var allControlEvents: Event {
      registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The objects registered with `addTarget(_:action:for:)` whose actions are still
    /// registered, as UIKit's `allTargets` (targets are held weakly: a released one is not
    /// listed). An `NSObject` target is its own element, so `allTargets.contains(controller)`
    /// reads as in UIKit; another object is listed by its `ObjectIdentifier`. Actions added as
    /// `UIAction`s have no target, as in UIKit.
    public var allTargets: Set<AnyHashable> {
      Set(registrations.compactMap { $0.hasTarget ? $0.target.map(Self.hashable) : nil })
    }

    /// The actions `target` has for `controlEvent`, as UIKit's
    /// `actions(forTarget:forControlEvent:)`: `nil` when it has none (and for a `nil` target,
    /// as in UIKit), else one entry per action. UIKit names each by its selector; an action
    /// given as a method reference has no name, so each entry is
    /// ``methodReferenceActionName``: count them, or compare with `nil`.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
      guard let target = target.map({ $0 as AnyObject }) else { return nil }
      let names = registrations.filter {
        $0.hasTarget && $0.target === target && !$0.events.isDisjoint(with: controlEvent)
      }.map { _ in Self.methodReferenceActionName }
      return names.isEmpty ? nil : names
    }

    /// What ``actions(forTarget:forControlEvent:)`` answers for each action named by a method
    /// reference (or a closure) instead of a selector.
    public static let methodReferenceActionName = "(method reference)"

    /// `target` as an element of ``allTargets``.
    private static func hashable(_ target: AnyObject) -> AnyHashable {
      (target as? NSObject).map(AnyHashable.init) ?? AnyHashable(ObjectIdentifier(target))
    }

    /// Registers an action for events; an action with the same identifier replaces the former
    /// one (keeping its place), as in UIKit.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
      if let index = registrations.firstIndex(where: {
        $0.action.identifier == action.identifier
      }) {
        registrations[index].action = action
        registrations[index].events.formUnion(controlEvents)
      } else {
        registrations.append(
          Registration(action: action, events: controlEvents, target: nil, hasTarget: false))
      }
    }

    /// Unregisters an action for events.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
      removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Unregisters the action with the given identifier for events.
    open func removeAction(
      identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event
    ) {
      for index in registrations.indices
      where registrations[index].action.identifier == actionIdentifier {
        registrations[index].events.subtract(controlEvents)
      }
      registrations.removeAll { $0.events.isEmpty }
    }

    /// Runs the actions registered for any of the events, once each, in registration order.
    /// Runs them even when the control is disabled, as in UIKit.
    open func sendActions(for controlEvents: Event) {
      let matching = registrations.filter { registration in
        !registration.events.isDisjoint(with: controlEvents)
          && (!registration.hasTarget || registration.target != nil)
      }
      for registration in matching { registration.action.perform(sender: self) }
    }

    /// Runs an action as sent by this control.
    open func sendAction(_ action: UIAction) {
      action.perform(sender: self)
    }

    /// Calls `iterator` with each registered action and its events, in registration order,
    /// until it sets its `stop` argument. (Headless: no selector-based handlers exist.)
    public func enumerateEventHandlers(
      _ iterator: (_ action: UIAction, _ controlEvents: Event, _ stop: inout Bool) -> Void
    ) {
      var stop = false
      for registration in registrations {
        iterator(registration.action, registration.events, &stop)
        if stop { return }
      }
    }

    /// Headless replacement for UIKit's `addTarget(_:action:for:)`: calls `action` with the
    /// target, held weakly as UIKit does, when any of the events is sent. Write
    /// `button.addTarget(self, action: { $0.didTap() }, for: .touchUpInside)`.
    public final func addTarget<Target: AnyObject>(
      _ target: Target, action: @escaping @MainActor (Target) -> Void, for controlEvents: Event
    ) {
      let uiAction = UIAction { [weak target] _ in
        if let target { action(target) }
      }
      registrations.append(
        Registration(action: uiAction, events: controlEvents, target: target, hasTarget: true))
    }

    /// Headless replacement for UIKit's `addTarget(_:action:for:)` with a sender: calls
    /// `action` with the target (held weakly) and this control.
    public final func addTarget<Target: AnyObject>(
      _ target: Target, action: @escaping @MainActor (Target, UIControl) -> Void,
      for controlEvents: Event
    ) {
      let uiAction = UIAction { [weak target] performed in
        if let target, let sender = performed.sender as? UIControl { action(target, sender) }
      }
      registrations.append(
        Registration(action: uiAction, events: controlEvents, target: target, hasTarget: true))
    }

    /// Headless replacement for UIKit's `removeTarget(_:action:for:)`: unregisters the
    /// target's closures for the events (every target's when `target` is `nil`).
    public func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
      for index in registrations.indices where registrations[index].hasTarget {
        if target == nil || registrations[index].target === target {
          registrations[index].events.subtract(controlEvents)
        }
      }
      registrations.removeAll { $0.events.isEmpty }
    }
  }
#endif

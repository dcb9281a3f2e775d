#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A token for a trait change registration, as UIKit's `UITraitChangeRegistration` (iOS 17):
  /// what `registerForTraitChanges(_:handler:)` returns, for `unregisterForTraitChanges(_:)`.
  @available(iOS 17.0, tvOS 17.0, *)
  public protocol UITraitChangeRegistration {}

  /// An object that calls your code when some of its traits change, as UIKit's
  /// `UITraitChangeObservable` (iOS 17): views (so windows), controllers and presentation
  /// controllers. A handler is called when one of the traits it was registered for has another
  /// value than before, with the object and its traits before the change, the object's new
  /// traits current (`UITraitCollection.current`): top-down through the hierarchy, as traits
  /// update (a controller before its view, a view before its subviews), after the object's
  /// `traitCollectionDidChange(_:)`, in the order the handlers were registered. A registration
  /// lasts until it is unregistered or the object is released.
  ///
  /// Timing, as UIKit from iOS 17: not during the change but at the object's next trait
  /// update: `updateTraitsIfNeeded()` on it or above it ("Forces an immediate trait update …
  /// Any trait change callbacks are sent synchronously"), or the layout pass that lays it out
  /// (`layoutIfNeeded()`, or in a window the next main-queue turn), before constraints are
  /// updated. Traits that change more than once before then are heard once, with the traits
  /// from before the first change, and only if they still differ ("Traits may change more than
  /// once before the system updates a view"). Register on an object that has handlers before
  /// its traits change: a change is kept for the handlers it had then.
  @available(iOS 17.0, tvOS 17.0, *)
  @preconcurrency @MainActor
  public protocol UITraitChangeObservable {
    /// A closure called with the object and its traits before the change.
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (
      TraitEnvironment, UITraitCollection
    ) -> Void

    /// Calls `handler` when one of `traits` changes, as UIKit's
    /// `registerForTraitChanges(_:handler:)`. Refer to the object through the handler's first
    /// parameter: capturing it strongly would keep it alive. Headless: a handler whose first
    /// parameter is not of the object's type is not called.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
      _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration

    /// Stops calling what `registration` registered, as UIKit's
    /// `unregisterForTraitChanges(_:)`.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
  }

  @available(iOS 17.0, tvOS 17.0, *)
  extension UITraitChangeObservable where Self: UITraitEnvironment {
    /// Calls `handler` when one of `traits` changes; see `UITraitChangeObservable`.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
      _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
      let observation = TraitObservation(keys: traits.map(TraitKey.init)) { environment, previous in
        guard let environment = environment as? TraitEnvironment else { return }
        handler(environment, previous)
      }
      TraitObservations.add(observation, to: self)
      return Registration(observation: observation)
    }

    /// Stops calling what `registration` registered; see `UITraitChangeObservable`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
      guard let registration = registration as? Registration else { return }
      TraitObservations.remove(registration.observation, from: self)
    }
  }

  @available(iOS 17.0, tvOS 17.0, *)
  extension UIView: UITraitChangeObservable {}

  extension UIView {
    /// Sends the pending trait change handlers of this view (and its controller) and of what is
    /// below it now, top-down, as UIKit's `updateTraitsIfNeeded()` (iOS 17).
    /// `traitCollectionDidChange(_:)` is never pending: it comes during each change.
    @available(iOS 17.0, tvOS 17.0, *)
    public func updateTraitsIfNeeded() { TraitChange.deliverPendingHandlers(below: self) }
  }

  extension UIViewController {
    /// Sends the pending trait change handlers of this controller and of its view, children and
    /// what they present now, top-down, as UIKit's `updateTraitsIfNeeded()` (iOS 17).
    @available(iOS 17.0, tvOS 17.0, *)
    public func updateTraitsIfNeeded() { TraitChange.deliverPendingHandlers(below: self) }
  }

  @available(iOS 17.0, tvOS 17.0, *)
  extension UIViewController: UITraitChangeObservable {}

  @available(iOS 17.0, tvOS 17.0, *)
  extension UIPresentationController: UITraitChangeObservable {}

  /// The token `registerForTraitChanges(_:handler:)` returns.
  @available(iOS 17.0, tvOS 17.0, *)
  private struct Registration: UITraitChangeRegistration {
    let observation: TraitObservation
  }

  /// One registration: the traits it observes and what to call.
  @MainActor final class TraitObservation {
    let keys: [TraitKey]
    let handler: @MainActor (any UITraitEnvironment, UITraitCollection) -> Void

    init(
      keys: [TraitKey],
      handler: @escaping @MainActor (any UITraitEnvironment, UITraitCollection) -> Void
    ) {
      self.keys = keys
      self.handler = handler
    }
  }

  /// The registrations of each object, beside the object (most objects have none).
  @MainActor enum TraitObservations {
    private struct Entry {
      weak var owner: AnyObject?
      var observations: [TraitObservation]
    }
    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func add(_ observation: TraitObservation, to owner: AnyObject) {
      entries = entries.filter { $0.value.owner != nil }
      let key = ObjectIdentifier(owner)
      if let entry = entries[key], entry.owner === owner {
        entries[key]?.observations.append(observation)
      } else {
        entries[key] = Entry(owner: owner, observations: [observation])
      }
    }

    static func remove(_ observation: TraitObservation, from owner: AnyObject) {
      let key = ObjectIdentifier(owner)
      guard let entry = entries[key], entry.owner === owner else { return }
      entries[key]?.observations.removeAll { $0 === observation }
      if entries[key]?.observations.isEmpty == true { entries[key] = nil }
    }

    /// The environments whose handlers wait for their next trait update, with their traits
    /// from before the first change they have not heard of.
    private struct Pending {
      weak var environment: AnyObject?
      let previous: UITraitCollection
    }
    private static var pending: [ObjectIdentifier: Pending] = [:]

    /// Whether a handler waits for a trait update (so that a layout pass without any pays one
    /// check).
    static var hasPending: Bool { !pending.isEmpty }

    /// Keeps the change of `environment` from `previous` for its handlers' next trait update,
    /// if it has handlers; an environment already waiting keeps its earlier traits.
    static func schedule(_ environment: any UITraitEnvironment, previous: UITraitCollection) {
      guard !entries.isEmpty else { return }
      let key = ObjectIdentifier(environment)
      guard let entry = entries[key], entry.owner === environment else { return }
      if let waiting = pending[key], waiting.environment === environment { return }
      pending[key] = Pending(environment: environment, previous: previous)
    }

    /// Calls the waiting handlers of `environment` registered for a trait that differs between
    /// its traits before the change and now, in the order they were registered, its traits
    /// current.
    static func deliver(_ environment: any UITraitEnvironment) {
      let key = ObjectIdentifier(environment)
      guard let waiting = pending[key] else { return }
      pending[key] = nil
      guard waiting.environment === environment, let entry = entries[key],
        entry.owner === environment
      else { return }
      let previous = waiting.previous
      let now = environment.traitCollection
      now.performAsCurrent {
        for observation in entry.observations
        where observation.keys.contains(where: { !now.hasSameValue(of: $0, as: previous) }) {
          observation.handler(environment, previous)
        }
      }
    }

    /// Forgets the waiting changes of released objects.
    static func dropReleased() {
      pending = pending.filter { $0.value.environment != nil }
    }
  }
#endif

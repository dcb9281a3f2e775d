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
  /// Timing: as `traitCollectionDidChange(_:)` here, during the change, before the call that
  /// made it returns. UIKit from iOS 17 sends them at its next trait update, before layout
  /// (`updateTraitsIfNeeded()`: "Any trait change callbacks are sent synchronously"); a test
  /// that lays out (`layoutIfNeeded()`) before it checks what a handler did passes on both.
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
    /// Sends the pending trait changes of this view and what is below it now, as UIKit's
    /// `updateTraitsIfNeeded()` (iOS 17). Headless: none is ever pending (the callbacks come
    /// during each change), so there is nothing to do.
    @available(iOS 17.0, tvOS 17.0, *)
    public func updateTraitsIfNeeded() {}
  }

  extension UIViewController {
    /// Sends the pending trait changes of this controller and what is below it now, as UIKit's
    /// `updateTraitsIfNeeded()` (iOS 17). Headless: none is ever pending, so there is nothing
    /// to do.
    @available(iOS 17.0, tvOS 17.0, *)
    public func updateTraitsIfNeeded() {}
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

    /// Calls the handlers of `environment` registered for a trait that differs between
    /// `previous` and `now`, in the order they were registered.
    static func notify(
      _ environment: any UITraitEnvironment, previous: UITraitCollection, now: UITraitCollection
    ) {
      guard !entries.isEmpty, let entry = entries[ObjectIdentifier(environment)],
        entry.owner === environment
      else { return }
      for observation in entry.observations
      where observation.keys.contains(where: { !now.hasSameValue(of: $0, as: previous) }) {
        observation.handler(environment, previous)
      }
    }
  }
#endif

/// An object that can keep others alive for as long as it lives: how a controller keeps its
/// screen's store and its flow, and how an app binds a helper's lifetime to a view's.
///
/// ```swift
/// let formatter = LiveFormatter(label)
/// label.holdReference(to: formatter)     // lives as long as the label
/// label.releaseReference(to: formatter)  // or until released
/// ```
///
/// On Apple platforms every `NSObject` is one; on the headless UIKit, every `UIResponder` (views,
/// view controllers, windows). The protocol is not isolated: a main-actor protocol conformed to by
/// `NSObject` would make the members of every `NSObject` subclass (formatters, colors, queues)
/// main-actor-isolated in the files of an app that imports Lasso.
public protocol ObjectBindable: AnyObject {
  /// Keeps `object` alive until this object is released or ``releaseReference(to:)`` is called
  /// with it. Holding an object twice holds it once.
  func holdReference(to object: AnyObject)
  /// Stops keeping `object` alive (it may then be released); nothing happens if it was not held.
  func releaseReference(to object: AnyObject)
}

// UIKit's classes take no stored properties from an extension, so there an object keeps others
// through an Objective-C associated object; the headless UIResponder has a list for it.
#if !LASSO_HEADLESS_UIKIT && (os(iOS) || os(tvOS) || os(visionOS))
  import ObjectiveC

  extension NSObject: ObjectBindable {
    /// Keeps `object` alive for as long as this object lives, through an Objective-C associated
    /// object.
    public func holdReference(to object: AnyObject) {
      heldReferences(creating: true)?.objects[ObjectIdentifier(object)] = object
    }

    /// Stops keeping `object` alive.
    public func releaseReference(to object: AnyObject) {
      heldReferences(creating: false)?.objects[ObjectIdentifier(object)] = nil
    }

    private func heldReferences(creating: Bool) -> HeldReferences? {
      let key = UnsafeRawPointer(bitPattern: ObjectIdentifier(HeldReferences.self).hashValue)!
      if let existing = objc_getAssociatedObject(self, key) as? HeldReferences { return existing }
      guard creating else { return nil }
      let held = HeldReferences()
      objc_setAssociatedObject(self, key, held, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return held
    }
  }

  /// The objects an object keeps alive.
  private final class HeldReferences {
    var objects: [ObjectIdentifier: AnyObject] = [:]
  }
#else
  // Checked at run time when called through the protocol: a responder's list is the main actor's.
  extension UIResponder: @preconcurrency ObjectBindable {
    /// Keeps `object` alive for as long as this responder lives.
    public func holdReference(to object: AnyObject) {
      keepAlive(object)
    }

    /// Stops keeping `object` alive.
    public func releaseReference(to object: AnyObject) {
      stopKeepingAlive(object)
    }
  }
#endif

// UIKit's classes take no stored properties from an extension, so there a responder keeps
// objects through an Objective-C associated object; the headless UIResponder has a list for it.
#if canImport(UIKit)
  import ObjectiveC

  extension UIResponder {
    /// Keeps `object` alive for as long as this responder lives, through an Objective-C associated
    /// object: how a controller keeps its screen's store and its flow.
    func holdReference(to object: AnyObject) {
      let key = UnsafeRawPointer(bitPattern: ObjectIdentifier(HeldReferences.self).hashValue)!
      let held: HeldReferences
      if let existing = objc_getAssociatedObject(self, key) as? HeldReferences {
        held = existing
      } else {
        held = HeldReferences()
        objc_setAssociatedObject(self, key, held, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
      held.objects.append(object)
    }
  }

  /// The objects a responder keeps alive.
  private final class HeldReferences {
    var objects: [AnyObject] = []
  }
#else
  extension UIResponder {
    /// Keeps `object` alive for as long as this responder lives: how a controller keeps its
    /// screen's store and its flow.
    func holdReference(to object: AnyObject) {
      retainedObjects.append(object)
    }
  }
#endif

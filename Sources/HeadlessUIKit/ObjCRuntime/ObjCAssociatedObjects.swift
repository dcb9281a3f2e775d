#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  #if !canImport(ObjectiveC)
    import Foundation

    // The Objective-C runtime's associated objects, which UIKit code (SnapKit, for one) uses to
    // attach values to views. Where Objective-C exists (macOS) the runtime's own functions are
    // used; elsewhere these keep the values in a table keyed by the object's identity.

    /// How an associated value is held, as the Objective-C runtime's `objc_AssociationPolicy`.
    public enum objc_AssociationPolicy: UInt, Sendable {
      /// A weak reference (the runtime's is unretained; weak is the safe reading of it).
      case OBJC_ASSOCIATION_ASSIGN = 0
      /// A strong reference.
      case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
      /// A copy (`NSCopying` values are copied; others are held as they are).
      case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
      /// A strong reference, set atomically.
      case OBJC_ASSOCIATION_RETAIN = 769
      /// A copy, set atomically.
      case OBJC_ASSOCIATION_COPY = 771
    }

    /// Associates `value` with `object` under `key` (a pointer used only as an identity), as
    /// the Objective-C runtime does; `nil` removes the association. Headless: values are
    /// released once `object` is gone, at the next association made after that, not at once.
    public func objc_setAssociatedObject(
      _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
    ) {
      let owner = object as AnyObject
      let held: AssociatedObjectTable.Value? = value.map { value in
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
          return .weak(AssociatedObjectTable.WeakBox(value as AnyObject))
        case .OBJC_ASSOCIATION_COPY_NONATOMIC, .OBJC_ASSOCIATION_COPY:
          return .strong((value as? NSCopying)?.copy(with: nil) ?? value)
        case .OBJC_ASSOCIATION_RETAIN_NONATOMIC, .OBJC_ASSOCIATION_RETAIN:
          return .strong(value)
        }
      }
      AssociatedObjectTable.shared.set(held, on: owner, key: key)
    }

    /// The value associated with `object` under `key`, or `nil`, as the Objective-C runtime's
    /// `objc_getAssociatedObject`.
    public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
      AssociatedObjectTable.shared.value(on: object as AnyObject, key: key)
    }

    /// Removes every value associated with `object`, as the Objective-C runtime's
    /// `objc_removeAssociatedObjects`.
    public func objc_removeAssociatedObjects(_ object: Any) {
      AssociatedObjectTable.shared.removeAll(on: object as AnyObject)
    }

    /// The table of associations, guarded by a lock (the runtime's functions are thread-safe).
    final class AssociatedObjectTable: @unchecked Sendable {
      static let shared = AssociatedObjectTable()

      final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
      }

      enum Value {
        case strong(Any)
        case weak(WeakBox)

        var value: Any? {
          switch self {
          case .strong(let value): value
          case .weak(let box): box.object
          }
        }
      }

      private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Value] = [:]
      }

      private let lock = NSLock()
      private var entries: [ObjectIdentifier: Entry] = [:]
      private var pruneAt = 64

      func set(_ value: Value?, on owner: AnyObject, key: UnsafeRawPointer) {
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(owner)
        // An entry whose owner is gone belongs to an earlier object at the same address.
        var entry = entries[id].flatMap { $0.owner === owner ? $0 : nil } ?? Entry(owner: owner)
        entry.values[key] = value
        entries[id] = entry.values.isEmpty ? nil : entry
        if entries.count >= pruneAt {
          entries = entries.filter { $0.value.owner != nil }
          pruneAt = max(64, entries.count * 2)
        }
      }

      func value(on owner: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else {
          return nil
        }
        return entry.values[key]?.value
      }

      func removeAll(on owner: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        entries[ObjectIdentifier(owner)] = nil
      }
    }
  #endif
#endif

#if !canImport(ObjectiveC)
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// The Objective-C runtime's associated objects, which layout libraries use to attach values
  /// to views (SnapKit keeps each view's constraints and label this way).
  @MainActor @Suite struct AssociatedObjectTests {
    /// Keys are addresses used as identities, as in the runtime.
    private let keyA = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    private let keyB = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

    // developer.apple.com/documentation/objectivec/1418509-objc_setassociatedobject and
    // objc_getassociatedobject: a value per object and key; setting nil removes it.
    @Test func valuesArePerObjectAndKey() {
      let view = UIView()
      let other = UIView()
      objc_setAssociatedObject(view, keyA, "label", .OBJC_ASSOCIATION_COPY_NONATOMIC)
      objc_setAssociatedObject(view, keyB, NSMutableSet(), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      #expect(objc_getAssociatedObject(view, keyA) as? String == "label")
      #expect(objc_getAssociatedObject(view, keyB) is NSMutableSet)
      #expect(objc_getAssociatedObject(other, keyA) == nil)
      objc_setAssociatedObject(view, keyA, nil, .OBJC_ASSOCIATION_COPY_NONATOMIC)
      #expect(objc_getAssociatedObject(view, keyA) == nil)
      objc_removeAssociatedObjects(view)
      #expect(objc_getAssociatedObject(view, keyB) == nil)
    }

    // objc_AssociationPolicy: RETAIN keeps the value alive with the object; ASSIGN does not
    // (held weakly here: the runtime's unretained reference, made safe).
    @Test func retainKeepsAndAssignDoesNot() {
      let view = UIView()
      weak var assigned: UIView?
      weak var retained: UIView?
      do {
        let a = UIView()
        let r = UIView()
        assigned = a
        retained = r
        objc_setAssociatedObject(view, keyA, a, .OBJC_ASSOCIATION_ASSIGN)
        objc_setAssociatedObject(view, keyB, r, .OBJC_ASSOCIATION_RETAIN)
      }
      #expect(assigned == nil)
      #expect(retained != nil)
      #expect(objc_getAssociatedObject(view, keyA) == nil)
      #expect(objc_getAssociatedObject(view, keyB) as? UIView === retained)
    }

    // An object at the address of a released one does not see its values.
    @Test func aNewObjectDoesNotInheritValues() {
      for _ in 0..<200 {
        let view = UIView()
        #expect(objc_getAssociatedObject(view, keyA) == nil)
        objc_setAssociatedObject(view, keyA, 1, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
    }
  }
#endif

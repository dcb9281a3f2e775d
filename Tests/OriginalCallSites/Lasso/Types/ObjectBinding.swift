import Lasso
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/Types/ObjectBinding.swift: `holdReference(to:)` and
// `releaseReference(to:)`, as an app ties a helper's lifetime to a view's or a controller's.

private final class Formatter {}

// covers: - :: protocol ObjectBindable: AnyObject
private final class Owner: ObjectBindable {
  var held: [ObjectIdentifier: AnyObject] = [:]

  func holdReference(to object: AnyObject) { held[ObjectIdentifier(object)] = object }
  func releaseReference(to object: AnyObject) { held[ObjectIdentifier(object)] = nil }
}

@MainActor private func bindLifetime<Bindable: ObjectBindable>(
  of object: AnyObject, to owner: Bindable
) {
  owner.holdReference(to: object)
}

@MainActor
final class ObjectBindingSwiftCallSites: XCTestCase {
  func testNSObjectsHoldReferences() async throws {
    let label = UILabel()
    // An `NSObject` subclass (on the headless UIKit, every responder is an `ObjectBindable`).
    // covers: NSObject :: extension NSObject: ObjectBindable
    XCTAssertTrue((label as AnyObject) is NSObject)
    weak var formatter: Formatter?
    do {
      let made = Formatter()
      formatter = made
      // covers: ObjectBindable :: func holdReference(to object: AnyObject)
      label.holdReference(to: made)
    }
    // The label keeps the formatter alive.
    XCTAssertNotNil(formatter)
    // covers: ObjectBindable :: func releaseReference(to object: AnyObject)
    label.releaseReference(to: try XCTUnwrap(formatter))
    XCTAssertNil(formatter)
  }

  func testControllerKeepsAnObjectUntilItGoes() async throws {
    weak var formatter: Formatter?
    var controller: UIViewController? = UIViewController()
    do {
      let made = Formatter()
      formatter = made
      bindLifetime(of: made, to: try XCTUnwrap(controller))
    }
    XCTAssertNotNil(formatter)
    controller = nil
    // Released with its holder.
    XCTAssertNil(formatter)
  }

  func testOwnConformer() async throws {
    let owner = Owner()
    let formatter = Formatter()
    bindLifetime(of: formatter, to: owner)
    XCTAssertEqual(owner.held.count, 1)
    owner.releaseReference(to: formatter)
    XCTAssertTrue(owner.held.isEmpty)
  }
}

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// A protocol refining `NSObjectProtocol`, as code adopts with its layout objects.
  @MainActor private protocol Tagged: NSObjectProtocol {
    var tag: String { get }
  }

  extension NSLayoutConstraint: Tagged {
    fileprivate var tag: String { identifier ?? "" }
  }

  extension UILayoutGuide: Tagged {
    fileprivate var tag: String { identifier }
  }

  /// Reads the deprecated `UI_USER_INTERFACE_IDIOM()` without a warning: the call is in a
  /// deprecated witness, reached through the protocol.
  private protocol IdiomReading {
    func idiom() -> UIUserInterfaceIdiom
  }
  private struct LegacyIdiom: IdiomReading {
    @available(*, deprecated)
    func idiom() -> UIUserInterfaceIdiom { UI_USER_INTERFACE_IDIOM() }
  }

  /// The class hierarchy and idiom API of Apple's pages "NSLayoutConstraint" and
  /// "UILayoutGuide" (both inherit from `NSObject`), "UITraitCollection.userInterfaceIdiom" and
  /// "UI_USER_INTERFACE_IDIOM()" (`.phone` on an iPhone, the headless device).
  @MainActor @Suite struct LayoutObjectAndIdiomTests {
    @Test func constraintsAndGuidesAreObjects() {
      let view = UIView()
      let guide = UILayoutGuide()
      guide.identifier = "content"
      view.addLayoutGuide(guide)
      let constraint = guide.widthAnchor.constraint(equalTo: view.widthAnchor)
      constraint.identifier = "width"
      let tagged: [any Tagged] = [constraint, guide]
      #expect(tagged.map(\.tag) == ["width", "content"])
      #expect((constraint as AnyObject) is NSObject)
      #expect(constraint.isEqual(constraint) && !constraint.isEqual(guide))
      #expect(Set<NSObject>([constraint, constraint, guide]).count == 2)
    }

    @Test func theIdiomIsAPhone() {
      #expect(UIView().traitCollection.userInterfaceIdiom == .phone)
      #expect(UITraitCollection(userInterfaceStyle: .dark).userInterfaceIdiom == .unspecified)
      #expect((LegacyIdiom() as any IdiomReading).idiom() == UIDevice.current.userInterfaceIdiom)
    }
  }
#endif

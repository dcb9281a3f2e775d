#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// Views placed by the safe area and the margins follow them when they change after a layout
  /// (the engine solves again only when the insets it read changed, so each path is checked).
  @MainActor @Suite struct InsetsChangeTests {
    /// A controller's root view in a visible iPhone window, with a subview placed by `pin`.
    private func screen(
      _ pin: (_ view: UIView, _ root: UIView) -> [NSLayoutConstraint]
    ) -> (window: UIWindow, controller: UIViewController, view: UIView) {
      let window = UIWindow()
      let controller = UIViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(view)
      NSLayoutConstraint.activate(
        pin(view, controller.view) + [
          view.widthAnchor.constraint(equalToConstant: 100),
          view.heightAnchor.constraint(equalToConstant: 50),
        ])
      return (window, controller, view)
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets: "Use
    // this property to adjust the safe area insets of this view controller's views by the
    // specified amount"; a view on the safe area guide moves with it. The first layout already
    // sees the window's safe area (47 points at the top of an iPhone 14).
    @Test func aViewOnTheSafeAreaFollowsItsChanges() {
      let (window, controller, view) = screen { view, root in
        [
          view.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
          view.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
        ]
      }
      controller.view.layoutIfNeeded()
      #expect(view.frame == CGRect(x: 0, y: 47, width: 100, height: 50))
      controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 0)
      controller.view.layoutIfNeeded()
      #expect(view.frame == CGRect(x: 10, y: 67, width: 100, height: 50))
      controller.additionalSafeAreaInsets = .zero
      controller.view.layoutIfNeeded()
      #expect(view.frame == CGRect(x: 0, y: 47, width: 100, height: 50))
      withExtendedLifetime(window) {}
    }

    // developer.apple.com/documentation/uikit/uiview/layoutmargins: "Use this property to
    // specify the desired amount of space (measured in points) between the edge of the view and
    // any subviews"; a controller's root view has the system minimum margins (16 points on a
    // 390-point iPhone) inside its safe area, until larger ones are set.
    @Test func aViewOnTheMarginsFollowsThem() {
      let (window, controller, view) = screen { view, root in
        [
          view.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
          NSLayoutConstraint(
            item: view, attribute: .leading, relatedBy: .equal, toItem: root,
            attribute: .leadingMargin, multiplier: 1, constant: 0),
        ]
      }
      controller.view.layoutIfNeeded()
      #expect(view.frame.minX == 16)
      controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 0, leading: 30, bottom: 0, trailing: 30)
      controller.view.layoutIfNeeded()
      #expect(view.frame.minX == 30)
      controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 0, leading: 24, bottom: 0, trailing: 24)
      controller.view.layoutIfNeeded()
      #expect(view.frame.minX == 24)
      withExtendedLifetime(window) {}
    }
  }
#endif

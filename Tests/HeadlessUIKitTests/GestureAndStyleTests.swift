#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Testing

  @testable import HeadlessUIKit

  @MainActor @Suite struct GestureAndStyleTests {
    @Test func tapRecognizerCallsItsTargetWhenReachable() {
      final class Screen {
        var taps = 0
        func didTap() { taps += 1 }
      }
      let screen = Screen()
      let view = UIView()
      let tap = UITapGestureRecognizer(target: screen, action: { $0.didTap() })
      #expect(!tap.headless.recognize())  // not attached
      view.addGestureRecognizer(tap)
      #expect(tap.view === view)
      #expect(view.gestureRecognizers?.count == 1)
      #expect(tap.headless.recognize(at: CGPoint(x: 3, y: 4)))
      #expect(screen.taps == 1)
      #expect(tap.location(in: view) == CGPoint(x: 3, y: 4))
      #expect(tap.state == .possible)
      view.isUserInteractionEnabled = false
      #expect(!tap.headless.recognize())
      view.isUserInteractionEnabled = true
      tap.isEnabled = false
      #expect(!tap.headless.recognize())
      #expect(screen.taps == 1)
      view.removeGestureRecognizer(tap)
      #expect(tap.view == nil)
    }

    @Test func gestureDelegateCanRefuse() {
      final class Refuser: NSObject, UIGestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
          false
        }
      }
      var fired = false
      final class Box {}
      let box = Box()
      let swipe = UISwipeGestureRecognizer(target: box) { _ in fired = true }
      swipe.direction = .left
      let view = UIView()
      view.addGestureRecognizer(swipe)
      let refuser = Refuser()
      swipe.delegate = refuser
      #expect(!swipe.headless.recognize())
      #expect(!fired)
    }

    @Test func traitCollectionFollowsOverrides() {
      let controller = UIViewController()
      let child = UIView()
      controller.view.addSubview(child)
      #expect(child.traitCollection.userInterfaceStyle == .light)
      controller.overrideUserInterfaceStyle = .dark
      #expect(child.traitCollection.userInterfaceStyle == .dark)
      #expect(controller.traitCollection.userInterfaceStyle == .dark)
      let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
      #expect(dynamic.resolvedColor(with: child.traitCollection) == .black)
      #expect(dynamic.headless.red == 1)
    }

    @Test func layerPropertiesAreRecorded() {
      let view = UIView()
      view.layer.cornerRadius = 12
      view.layer.borderColor = UIColor.systemRed.cgColor
      view.layer.borderWidth = 1
      #expect(view.layer.cornerRadius == 12)
      #expect(view.layer === view.layer)
      #expect(
        UIColor(cgColor: view.layer.borderColor!)
          == UIColor(
            red: UIColor.systemRed.headless.red, green: UIColor.systemRed.headless.green,
            blue: UIColor.systemRed.headless.blue,
            alpha: 1))
      let sublayer = CALayer()
      view.layer.addSublayer(sublayer)
      #expect(sublayer.superlayer === view.layer)
      sublayer.removeFromSuperlayer()
      #expect(view.layer.sublayers?.isEmpty == true)
    }
  }
#endif

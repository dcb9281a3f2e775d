// UIKit's animation of a window's new root. The headless UIKit draws nothing, so this file is
// compiled only where UIKit exists (and checked on Linux by `scripts/ios-typecheck`).
#if !LASSO_HEADLESS_UIKIT && (os(iOS) || os(tvOS) || os(visionOS))
  import QuartzCore

  extension UIWindow {
    /// Replaces the root with a layer transition on the window: Core Animation keeps the
    /// window's old rendering and moves (or fades) it against the new one, for the transition's
    /// duration. A backdrop window just below this one shows the old root's background color
    /// where the animation leaves the window see-through, and goes away with the animation.
    func animateRootChange(
      to controller: UIViewController, using transition: WindowTransition,
      completion: (@MainActor () -> Void)?
    ) {
      let backdrop = makeBackdrop(opacity: transition.backgroundColorOpacity)
      CATransaction.begin()
      // Runs on the main thread once the transition's animation has ended (or was removed).
      CATransaction.setCompletionBlock {
        MainActor.assumeIsolated {
          backdrop?.isHidden = true
          completion?()
        }
      }
      layer.add(transition.layerTransition, forKey: kCATransition)
      rootViewController = controller
      makeKeyAndVisible()
      CATransaction.commit()
    }

    /// A window below this one, of the old root's background color (or the window's) at
    /// `opacity`; `nil` without an opacity or a color.
    private func makeBackdrop(opacity: CGFloat?) -> UIWindow? {
      guard let opacity,
        let color = rootViewController?.viewIfLoaded?.backgroundColor ?? backgroundColor
      else { return nil }
      let backdrop = windowScene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: frame)
      backdrop.frame = frame
      backdrop.windowLevel = UIWindow.Level(rawValue: windowLevel.rawValue - 1)
      backdrop.backgroundColor = color.withAlphaComponent(opacity)
      backdrop.isUserInteractionEnabled = false
      // Shown without becoming key: this window stays the key one.
      backdrop.isHidden = false
      return backdrop
    }
  }

  extension WindowTransition {
    /// The Core Animation transition that draws it.
    fileprivate var layerTransition: CATransition {
      let animation = CATransition()
      switch style {
      case .fade: animation.type = .fade
      case .slide: animation.type = .push
      case .cover: animation.type = .moveIn
      case .reveal: animation.type = .reveal
      }
      // A view's layer on iOS has its y axis pointing down, the opposite of Core Animation's
      // convention that the subtypes are named in: from the top is `fromBottom` there.
      switch direction {
      case .left: animation.subtype = .fromLeft
      case .right: animation.subtype = .fromRight
      case .top: animation.subtype = .fromBottom
      case .bottom: animation.subtype = .fromTop
      case nil: animation.subtype = nil
      }
      animation.duration = duration
      let curve: CAMediaTimingFunctionName =
        switch easing {
        case .linear: .linear
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .easeInOut: .easeInEaseOut
        }
      animation.timingFunction = CAMediaTimingFunction(name: curve)
      return animation
    }
  }
#endif

import Lasso
import LassoTestUtilities
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/UIKit+Lasso/UIWindow+Transition.swift: replacing a window's root
// with a transition, the presets and the factories, as an app's scene delegate writes them.

@MainActor
final class UIWindowTransitionSwiftCallSites: XCTestCase {
  func testReplacingTheRootWithATransitionCompletes() async throws {
    let window = UIWindow()
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    await waitForEvents(in: window)

    let home = UIViewController()
    var completed = false
    // covers: UIWindow :: func setRootViewController(_ controller: UIViewController, with transition: Transition, completion: (() -> Void)? = nil)
    window.setRootViewController(home, with: .crossfade, completion: { completed = true })
    XCTAssertIdentical(window.rootViewController, home)
    XCTAssertFalse(completed)
    await waitForEvents(in: window)
    XCTAssertTrue(completed)

    let next = UIViewController()
    window.setRootViewController(next, with: .push)
    await waitForEvents(in: window)
    XCTAssertIdentical(window.rootViewController, next)
  }

  func testThePresets() async throws {
    // covers: UIWindow :: struct Transition: Equatable
    let transitions: [UIWindow.Transition] = [
      // covers: UIWindow.Transition :: static let crossfade
      UIWindow.Transition.crossfade,
      // covers: UIWindow.Transition :: static let push
      UIWindow.Transition.push,
      // covers: UIWindow.Transition :: static let pop
      UIWindow.Transition.pop,
      // covers: UIWindow.Transition :: static let present
      UIWindow.Transition.present,
      // covers: UIWindow.Transition :: static let dismiss
      UIWindow.Transition.dismiss,
    ]
    XCTAssertEqual(transitions[0], .fade())
    XCTAssertEqual(transitions[1], .slide(from: .right))
    XCTAssertEqual(transitions[2], .slide(from: .left))
    XCTAssertEqual(transitions[3], .cover(from: .bottom))
    XCTAssertEqual(transitions[4], .reveal(from: .top))
    XCTAssertNotEqual(transitions[1], transitions[2])
  }

  func testTheFactories() async throws {
    // covers: UIWindow.Transition :: static let standardDuration: TimeInterval
    let duration: TimeInterval = UIWindow.Transition.standardDuration
    // covers: UIWindow.Transition :: static let standardBackgroundColorOpacity: CGFloat?
    let opacity: CGFloat? = UIWindow.Transition.standardBackgroundColorOpacity
    XCTAssertEqual(duration, 0.33, accuracy: 0.0001)
    XCTAssertEqual(opacity, 1)

    // covers: UIWindow.Transition :: static func fade(duration: TimeInterval = Transition.standardDuration, easing: TransitionEasing = .easeInOut, backgroundColorOpacity: CGFloat? = Transition.standardBackgroundColorOpacity) -> Transition
    let fade: UIWindow.Transition = .fade(duration: 0.2, easing: .linear)
    // covers: UIWindow.Transition :: static func slide(from direction: TransitionDirection, duration: TimeInterval = Transition.standardDuration, easing: TransitionEasing = .easeInOut, backgroundColorOpacity: CGFloat? = Transition.standardBackgroundColorOpacity) -> Transition
    let slide: UIWindow.Transition = .slide(from: .bottom, duration: 0.5)
    // covers: UIWindow.Transition :: static func cover(from direction: TransitionDirection, duration: TimeInterval = Transition.standardDuration, easing: TransitionEasing = .easeInOut, backgroundColorOpacity: CGFloat? = Transition.standardBackgroundColorOpacity) -> Transition
    let cover: UIWindow.Transition = .cover(from: .top, easing: .easeIn)
    // covers: UIWindow.Transition :: static func reveal(from direction: TransitionDirection, duration: TimeInterval = Transition.standardDuration, easing: TransitionEasing = .easeInOut, backgroundColorOpacity: CGFloat? = Transition.standardBackgroundColorOpacity) -> Transition
    let reveal: UIWindow.Transition = .reveal(
      from: .left, duration: 0.1, easing: .easeOut, backgroundColorOpacity: nil)
    XCTAssertNotEqual(fade, .crossfade)
    XCTAssertEqual(fade, .fade(duration: 0.2, easing: .linear))
    XCTAssertNotEqual(slide, .slide(from: .bottom))
    XCTAssertNotEqual(cover, .cover(from: .top))
    XCTAssertNotEqual(reveal, .reveal(from: .left, duration: 0.1, easing: .easeOut))

    let window = UIWindow()
    window.makeKeyAndVisible()
    for (index, transition) in [fade, slide, cover, reveal].enumerated() {
      let controller = UIViewController()
      controller.title = "\(index)"
      window.setRootViewController(controller, with: transition)
      await waitForEvents(in: window)
      XCTAssertIdentical(window.rootViewController, controller)
    }
  }

  func testTheTypesDirectionsAndEasings() async throws {
    // covers: UIWindow :: enum TransitionType
    let types: [UIWindow.TransitionType] = [
      // covers: UIWindow.TransitionType :: case fade
      .fade,
      // covers: UIWindow.TransitionType :: case slide
      .slide,
      // covers: UIWindow.TransitionType :: case cover
      .cover,
      // covers: UIWindow.TransitionType :: case reveal
      .reveal,
    ]
    XCTAssertEqual(Set(types.map { "\($0)" }).count, 4)

    // covers: UIWindow :: enum TransitionDirection
    let directions: [UIWindow.TransitionDirection] = [
      // covers: UIWindow.TransitionDirection :: case left
      .left,
      // covers: UIWindow.TransitionDirection :: case right
      .right,
      // covers: UIWindow.TransitionDirection :: case top
      .top,
      // covers: UIWindow.TransitionDirection :: case bottom
      .bottom,
    ]
    let slides = directions.map { UIWindow.Transition.slide(from: $0) }
    XCTAssertEqual(slides[0], .pop)
    XCTAssertEqual(slides[1], .push)
    XCTAssertNotEqual(slides[2], slides[3])

    // covers: UIWindow :: enum TransitionEasing
    let easings: [UIWindow.TransitionEasing] = [
      // covers: UIWindow.TransitionEasing :: case linear
      .linear,
      // covers: UIWindow.TransitionEasing :: case easeIn
      .easeIn,
      // covers: UIWindow.TransitionEasing :: case easeOut
      .easeOut,
      // covers: UIWindow.TransitionEasing :: case easeInOut
      .easeInOut,
    ]
    let fades = easings.map { UIWindow.Transition.fade(easing: $0) }
    XCTAssertEqual(fades[3], .crossfade)
    XCTAssertNotEqual(fades[0], fades[1])
    XCTAssertNotEqual(fades[1], fades[2])
  }
}

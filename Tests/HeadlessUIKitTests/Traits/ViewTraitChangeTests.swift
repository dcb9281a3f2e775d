#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  /// Views hear of trait changes as controllers do, top-down.
  @MainActor @Suite struct ViewTraitChangeTests {
    /// Where the callbacks go, in order, with the traits before and the current ones.
    final class Log {
      var entries: [(name: String, previous: UITraitCollection?, current: UITraitCollection)] =
        []
      var names: [String] { entries.map(\.name) }
    }

    final class RecordingView: UIView {
      let name: String
      let log: Log
      init(_ name: String, _ log: Log) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
      }
      required init?(coder: NSCoder) { nil }
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.entries.append((name, previousTraitCollection, UITraitCollection.current))
      }
    }

    final class RecordingController: UIViewController {
      let name: String
      let log: Log
      init(_ name: String, _ log: Log) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
      }
      required init?(coder: NSCoder) { nil }
      override func loadView() { view = RecordingView("\(name).view", log) }
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.entries.append((name, previousTraitCollection, UITraitCollection.current))
      }
    }

    // Apple, UITraitEnvironment: UIView adopts it, and "the trait system propagates values from
    // the top of the view hierarchy downward, to every view controller and view";
    // traitCollectionDidChange(_:): called on views and controllers when the environment
    // changes, "call super to ensure that interface elements higher in the view hierarchy have
    // an opportunity to adjust their layout first" (so a view hears after the views above it).
    // The changed traits are current during the callback (Apple, "Supporting Dark Mode in your
    // interface").
    @Test func aForcedStyleTellsTheViewsBelowItTopDown() {
      let log = Log()
      let controller = RecordingController("controller", log)
      let outer = RecordingView("outer", log)
      let inner = RecordingView("inner", log)
      let outside = RecordingView("outside", log)
      controller.view.addSubview(outer)
      outer.addSubview(inner)
      controller.view.addSubview(outside)

      outer.overrideUserInterfaceStyle = .dark
      #expect(log.names == ["outer", "inner"])
      #expect(log.entries.allSatisfy { $0.previous?.userInterfaceStyle == .light })
      #expect(log.entries.allSatisfy { $0.current.userInterfaceStyle == .dark })
      #expect(inner.traitCollection.userInterfaceStyle == .dark)

      // A controller hears before its view; views that already force the style do not hear.
      log.entries = []
      controller.overrideUserInterfaceStyle = .dark
      #expect(log.names == ["controller", "controller.view", "outside"])

      // No change of the effective traits, no callback.
      log.entries = []
      outer.overrideUserInterfaceStyle = .unspecified
      controller.overrideUserInterfaceStyle = .dark
      #expect(log.names.isEmpty)
    }

    // Apple, traitCollectionDidChange(_:): "for example, you might adjust the layout of the
    // subviews of a view controller when someone rotates" (a size class change reaches the
    // views); UITraitEnvironment: the window adopts it too.
    @Test func aSizeClassChangeReachesTheWindowAndEveryViewInIt() async {
      useShortTransitions()
      let log = Log()
      let root = RecordingController("root", log)
      let label = RecordingView("label", log)
      root.view.addSubview(label)
      let window = UIWindow()
      window.rootViewController = root
      window.makeKeyAndVisible()
      #expect(await transitionsEnded(in: window))
      log.entries = []

      window.headless.horizontalSizeClass = .regular
      #expect(log.names == ["root", "root.view", "label"])
      #expect(log.entries.allSatisfy { $0.previous?.horizontalSizeClass == .compact })
      #expect(label.traitCollection.horizontalSizeClass == .regular)
      #expect(label.layoutPass.needsLayout)
      window.headless.horizontalSizeClass = nil
    }

    // Apple, setOverrideTraitCollection(_:forChild:): the child's traits (and so its views')
    // change; the parent's own views keep theirs and hear nothing.
    @Test func overridingAChildsTraitsTellsTheChildsViewsOnly() {
      let log = Log()
      let parent = RecordingController("parent", log)
      let sibling = RecordingView("sibling", log)
      let child = RecordingController("child", log)
      let row = RecordingView("row", log)
      parent.view.addSubview(sibling)
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.view.addSubview(row)
      child.didMove(toParent: parent)
      log.entries = []

      parent.setOverrideTraitCollection(
        UITraitCollection(verticalSizeClass: .compact), forChild: child)
      #expect(log.names == ["child", "child.view", "row"])
      #expect(row.traitCollection.verticalSizeClass == .compact)
      #expect(sibling.traitCollection.verticalSizeClass == .regular)
    }

    // Apple, traitCollectionDidChange(_:): called when the view's environment changes, which
    // moving it under a view with other traits does; moving it among views with the same traits
    // changes nothing and sends nothing.
    @Test func movingAViewUnderOtherTraitsTellsItAndItsSubviews() {
      let log = Log()
      let dark = UIView()
      dark.overrideUserInterfaceStyle = .dark
      let light = UIView()
      let moved = RecordingView("moved", log)
      let below = RecordingView("below", log)
      moved.addSubview(below)

      light.addSubview(moved)
      #expect(log.names.isEmpty)
      dark.addSubview(moved)
      #expect(log.names == ["moved", "below"])
      #expect(log.entries.allSatisfy { $0.previous?.userInterfaceStyle == .light })
      log.entries = []
      moved.removeFromSuperview()
      #expect(log.names == ["moved", "below"])
      #expect(below.traitCollection.userInterfaceStyle == .light)
    }
  }
#endif

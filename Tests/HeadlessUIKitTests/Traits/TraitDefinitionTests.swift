#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  /// A custom trait, as Apple's UITraitDefinition overview defines one.
  enum Theme: Int {
    case standard
    case monochrome
  }

  struct ThemeTrait: UITraitDefinition {
    static let defaultValue = Theme.standard
  }

  struct BadgeCountTrait: UINSIntegerTraitDefinition {
    static let defaultValue = 0
  }

  struct CornerRadiusTrait: UICGFloatTraitDefinition {
    static let defaultValue: CGFloat = 8
  }

  struct AccentTrait: UIObjectTraitDefinition {
    static var defaultValue: NSObject? { nil }
  }

  /// The convenience property a custom trait's owner declares (Apple, UIMutableTraits: "When
  /// you define a custom trait, declare an extension on UIMutableTraits").
  extension UIMutableTraits {
    var theme: Theme {
      get { self[ThemeTrait.self] }
      set { self[ThemeTrait.self] = newValue }
    }
  }

  /// iOS 17's trait API: custom traits, mutable traits, collections made from mutations.
  @Suite struct TraitDefinitionTests {
    // Apple, UITraitDefinition: "Defining defaultValue is the minimum requirement to conform";
    // name and identifier have default implementations; UITraitCollection.subscript(_:) reads a
    // trait, its default value where the collection does not specify it.
    @Test func aCustomTraitReadsItsDefaultValueUntilSet() {
      #expect(UITraitCollection()[ThemeTrait.self] == .standard)
      #expect(ThemeTrait.name == "ThemeTrait")
      #expect(!ThemeTrait.identifier.isEmpty)
      #expect(!ThemeTrait.affectsColorAppearance)
      let mono = UITraitCollection(ThemeTrait.self, value: .monochrome)
      #expect(mono[ThemeTrait.self] == .monochrome)
      #expect(mono.userInterfaceStyle == .unspecified)
      #expect(mono != UITraitCollection())
    }

    // Apple, UITraitCollection.init(mutations:) and UIMutableTraits (set a batch of traits in
    // one call); modifyingTraits(_:) ("returns a new trait collection with the traits you
    // modify", the others kept); the built-in traits read through the subscript equal the
    // properties.
    @Test func mutationsMakeAndModifyCollections() {
      let traits = UITraitCollection { traits in
        traits.userInterfaceStyle = .dark
        traits.horizontalSizeClass = .regular
        traits.theme = .monochrome
        traits[BadgeCountTrait.self] = 3
      }
      #expect(traits.userInterfaceStyle == .dark)
      #expect(traits[UITraitUserInterfaceStyle.self] == .dark)
      #expect(traits[UITraitHorizontalSizeClass.self] == .regular)
      #expect(traits.verticalSizeClass == .unspecified)
      #expect(traits[ThemeTrait.self] == .monochrome)
      #expect(traits.value(forNSIntegerTrait: BadgeCountTrait.self) == 3)
      #expect(traits.value(forCGFloatTrait: CornerRadiusTrait.self) == 8)
      #expect(traits.object(forTrait: AccentTrait.self) == nil)
      let accent = NSObject()
      let accented = traits.modifyingTraits { $0[AccentTrait.self] = accent }
      #expect(accented.object(forTrait: AccentTrait.self) === accent)
      #expect(accented != traits)
      #expect(accented == traits.modifyingTraits { $0[AccentTrait.self] = accent })

      let modified = traits.modifyingTraits { $0.userInterfaceStyle = .light }
      #expect(modified.userInterfaceStyle == .light)
      #expect(modified.horizontalSizeClass == .regular)
      #expect(modified[ThemeTrait.self] == .monochrome)
      #expect(traits.userInterfaceStyle == .dark)

      // Merging keeps the last collection's custom trait, as for the built-in ones.
      let merged = UITraitCollection(traitsFrom: [
        traits, UITraitCollection(ThemeTrait.self, value: .standard),
      ])
      #expect(merged[ThemeTrait.self] == .standard)
      #expect(merged.value(forNSIntegerTrait: BadgeCountTrait.self) == 3)
    }

    // Apple, systemTraitsAffectingColorAppearance: the system traits dynamic colors resolve
    // with include the style.
    @Test func theStyleAffectsColorAppearance() {
      let traits = UITraitCollection.systemTraitsAffectingColorAppearance
      #expect(traits.contains { $0 == UITraitUserInterfaceStyle.self })
      #expect(UITraitUserInterfaceStyle.affectsColorAppearance)
    }
  }

  /// `traitOverrides` on views, controllers, windows and presentation controllers.
  @MainActor @Suite struct TraitOverridesTests {
    // Apple, UIView.traitOverrides: "A mutable container of traits you use to set trait
    // changes for this view and its subviews"; UITraitOverrides.contains(_:) and remove(_:).
    @Test func aViewsOverridesApplyToItAndItsSubviews() {
      let outer = UIView()
      let view = UIView()
      let subview = UIView()
      outer.addSubview(view)
      view.addSubview(subview)
      #expect(!view.traitOverrides.contains(UITraitUserInterfaceStyle.self))
      view.traitOverrides.userInterfaceStyle = .dark
      view.traitOverrides.theme = .monochrome
      #expect(view.traitOverrides.contains(UITraitUserInterfaceStyle.self))
      #expect(view.traitOverrides.contains(ThemeTrait.self))
      #expect(!view.traitOverrides.contains(UITraitHorizontalSizeClass.self))
      #expect(subview.traitCollection.userInterfaceStyle == .dark)
      #expect(subview.traitCollection[ThemeTrait.self] == .monochrome)
      #expect(view.traitCollection.userInterfaceStyle == .dark)
      #expect(outer.traitCollection.userInterfaceStyle == .light)
      #expect(outer.traitCollection[ThemeTrait.self] == .standard)

      view.traitOverrides.remove(UITraitUserInterfaceStyle.self)
      #expect(!view.traitOverrides.contains(UITraitUserInterfaceStyle.self))
      #expect(subview.traitCollection.userInterfaceStyle == .light)
      #expect(subview.traitCollection[ThemeTrait.self] == .monochrome)
    }

    // Apple, UIViewController.traitOverrides: "trait changes for this view controller and its
    // views"; traits flow down to children; the nearest override wins (a child's own, then its
    // parent's setOverrideTraitCollection(_:forChild:), then the parent's).
    @Test func aControllersOverridesFlowToItsViewsAndChildren() {
      let parent = UIViewController()
      let child = UIViewController()
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      let label = UIView()
      child.view.addSubview(label)

      parent.traitOverrides.preferredContentSizeCategory = .extraLarge
      parent.traitOverrides.verticalSizeClass = .compact
      #expect(parent.view.traitCollection.preferredContentSizeCategory == .extraLarge)
      #expect(label.traitCollection.preferredContentSizeCategory == .extraLarge)
      #expect(label.traitCollection.verticalSizeClass == .compact)

      parent.setOverrideTraitCollection(
        UITraitCollection(preferredContentSizeCategory: .small), forChild: child)
      #expect(label.traitCollection.preferredContentSizeCategory == .small)
      child.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
      #expect(label.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
      #expect(label.traitCollection.verticalSizeClass == .compact)
      #expect(parent.view.traitCollection.preferredContentSizeCategory == .extraLarge)
    }

    // Apple, UIView.traitOverrides on a window (a view): its traits flow to its root
    // controller and every view in it.
    @Test func aWindowsOverridesReachItsRootControllersViews() async {
      let (window, base) = await makeWindow()
      let label = UIView()
      base.view.addSubview(label)
      window.traitOverrides.userInterfaceIdiom = .pad
      #expect(base.traitCollection.userInterfaceIdiom == .pad)
      #expect(label.traitCollection.userInterfaceIdiom == .pad)
      window.traitOverrides.remove(UITraitUserInterfaceIdiom.self)
      #expect(label.traitCollection.userInterfaceIdiom == .phone)
    }

    final class StyleLoggingController: UIViewController {
      var styles: [UIUserInterfaceStyle] = []
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        styles.append(traitCollection.userInterfaceStyle)
      }
    }

    // Apple, "Traits and the trait environment": "Setting a trait override on a window scene
    // affects all view controllers and views within that scene"; the window's own overrides
    // are nearer, so they win. The scene holds every window of the app, other tests' too, so
    // this runs in a process of its own (an exit test; exit tests need Swift 6.2's Swift
    // Testing).
    #if compiler(>=6.2)
      @Test func aWindowScenesOverridesReachEverythingInIt() async {
        let output = \ExitTest.Result.standardOutputContent
        let result = await #expect(processExitsWith: .success, observing: [output]) {
          await MainActor.run { print(TraitOverridesTests.overrideTheScenesStyle()) }
        }
        let printed = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
        #expect(
          printed.contains(
            "scene dark, window dark, label dark, window's own light, removed light, "
              + "heard [dark, light, dark, light]"),
          "\(printed)")
      }
    #endif

    /// Overrides the scene's style, then the window's, and removes both; describes what followed.
    static func overrideTheScenesStyle() -> String {
      let controller = StyleLoggingController()
      let window = UIWindow()
      window.rootViewController = controller
      window.addSubview(controller.view)
      let label = UIView()
      controller.view.addSubview(label)
      guard let scene = window.windowScene else { return "no scene" }
      func name(_ style: UIUserInterfaceStyle) -> String { style == .dark ? "dark" : "light" }
      scene.traitOverrides.userInterfaceStyle = .dark
      var described = "scene \(name(scene.traitCollection.userInterfaceStyle)), "
      described += "window \(name(window.traitCollection.userInterfaceStyle)), "
      described += "label \(name(label.traitCollection.userInterfaceStyle)), "
      window.traitOverrides.userInterfaceStyle = .light
      described += "window's own \(name(label.traitCollection.userInterfaceStyle)), "
      window.traitOverrides.remove(UITraitUserInterfaceStyle.self)
      scene.traitOverrides.remove(UITraitUserInterfaceStyle.self)
      described += "removed \(name(label.traitCollection.userInterfaceStyle)), "
      described += "heard [\(controller.styles.map(name).joined(separator: ", "))]"
      return described
    }

    // Apple, UIPresentationController.traitOverrides: a presentation controller's overrides
    // apply to it and the controller it presents, not to the presenter.
    @Test func aPresentationsOverridesReachThePresentedController() async throws {
      let (window, base) = await makeWindow()
      let sheet = UIViewController()
      base.present(sheet, animated: false)
      #expect(await transitionsEnded(in: window))
      let presentation = try #require(sheet.presentationController)
      presentation.traitOverrides.userInterfaceStyle = .dark
      #expect(presentation.traitCollection.userInterfaceStyle == .dark)
      #expect(sheet.traitCollection.userInterfaceStyle == .dark)
      #expect(sheet.view.traitCollection.userInterfaceStyle == .dark)
      #expect(base.traitCollection.userInterfaceStyle == .light)
      sheet.dismiss(animated: false)
      #expect(await transitionsEnded(in: window))
    }
  }

  /// registerForTraitChanges(_:handler:) and unregisterForTraitChanges(_:).
  @MainActor @Suite struct TraitChangeRegistrationTests {
    final class Log {
      var entries: [String] = []
    }

    final class LoggingView: UIView {
      var log: Log?
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log?.entries.append("didChange")
      }
    }

    // Apple, UITraitChangeObservable: the system "calls your code when any of the observed
    // traits change value"; TraitChangeHandler: called with the observed object and "the trait
    // collection prior to the changes". Headless, stricter where Apple does not say: a change
    // of only unobserved traits calls nothing.
    @Test func aHandlerHearsOnlyItsTraitsChangeWithThePreviousTraits() {
      let view = UIView()
      var heard: [(UIUserInterfaceStyle, UIUserInterfaceStyle)] = []
      view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
        (view: UIView, previous: UITraitCollection) in
        heard.append((previous.userInterfaceStyle, view.traitCollection.userInterfaceStyle))
      }
      view.traitOverrides.horizontalSizeClass = .regular
      view.updateTraitsIfNeeded()
      #expect(heard.isEmpty)
      view.overrideUserInterfaceStyle = .dark
      view.layoutIfNeeded()
      #expect(heard.count == 1)
      #expect(heard.first?.0 == .light)
      #expect(heard.first?.1 == .dark)
      view.overrideUserInterfaceStyle = .dark
      view.updateTraitsIfNeeded()
      #expect(heard.count == 1)
    }

    // Apple, UITraitChangeObservable: trait changes are observed per trait, custom traits
    // included (UITraitDefinition); the changed traits are current in the handler (as in
    // traitCollectionDidChange(_:), "Supporting Dark Mode in your interface").
    @Test func aCustomTraitsChangeIsHeard() {
      let controller = UIViewController()
      var themes: [Theme] = []
      controller.registerForTraitChanges([ThemeTrait.self]) {
        (controller: UIViewController, _: UITraitCollection) in
        themes.append(UITraitCollection.current[ThemeTrait.self])
      }
      controller.traitOverrides.theme = .monochrome
      controller.updateTraitsIfNeeded()
      controller.traitOverrides.theme = .monochrome
      controller.updateTraitsIfNeeded()
      controller.traitOverrides.remove(ThemeTrait.self)
      controller.updateTraitsIfNeeded()
      #expect(themes == [.monochrome, .standard])
    }

    // Apple, the forums' answer on updateTraitsIfNeeded (traits "are updated top-down through
    // the hierarchy"): a controller's handlers before its view's, a view's before its
    // subview's. Headless: handlers in the order they were registered, at the trait update,
    // after traitCollectionDidChange(_:) (which comes during the change, as up to iOS 16).
    @Test func handlersAreCalledTopDownInRegistrationOrder() {
      let log = Log()
      let controller = UIViewController()
      let subview = LoggingView()
      subview.log = log
      controller.view.addSubview(subview)
      let style: [UITrait] = [UITraitUserInterfaceStyle.self]
      controller.registerForTraitChanges(style) { (_: UIViewController, _: UITraitCollection) in
        log.entries.append("controller")
      }
      subview.registerForTraitChanges(style) { (_: UIView, _: UITraitCollection) in
        log.entries.append("subview 1")
      }
      subview.registerForTraitChanges(style) { (_: UIView, _: UITraitCollection) in
        log.entries.append("subview 2")
      }
      controller.view.registerForTraitChanges(style) { (_: UIView, _: UITraitCollection) in
        log.entries.append("view")
      }
      controller.traitOverrides.userInterfaceStyle = .dark
      // Apple, updateTraitsIfNeeded(): "Any trait change callbacks are sent synchronously".
      controller.updateTraitsIfNeeded()
      #expect(log.entries == ["didChange", "controller", "view", "subview 1", "subview 2"])
    }

    // Apple, unregisterForTraitChanges(_:): stops the observation the token names, and no
    // other.
    @Test func anUnregisteredHandlerIsNoLongerCalled() {
      let view = UIView()
      var calls: [String] = []
      let first = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
        (_: UIView, _: UITraitCollection) in calls.append("first")
      }
      view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
        (_: UIView, _: UITraitCollection) in calls.append("second")
      }
      view.unregisterForTraitChanges(first)
      view.overrideUserInterfaceStyle = .dark
      view.updateTraitsIfNeeded()
      #expect(calls == ["second"])
    }

    // Apple, TraitChangeHandler: "If the closure captures a strong reference to the object
    // receiving the registration, it creates a strong reference cycle. Use the
    // traitEnvironment parameter": a registration made that way does not keep the view alive.
    @Test func aRegistrationDoesNotKeepItsObjectAlive() {
      var view: UIView? = UIView()
      let released = WeakReference(view)
      view?.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
        (view: UIView, _: UITraitCollection) in view.setNeedsLayout()
      }
      view = nil
      #expect(released.object == nil)
    }

    // Apple, updateTraitsIfNeeded(): "Forces an immediate trait update … Any trait change
    // callbacks are sent synchronously": before it (or a layout pass), a handler has not been
    // called (iOS 17 updates traits lazily); after it, once, and not again.
    @Test func handlersWaitForTheNextTraitUpdate() {
      let view = UIView()
      var calls = 0
      view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
        (_: UIView, _: UITraitCollection) in calls += 1
      }
      view.overrideUserInterfaceStyle = .dark
      #expect(calls == 0)
      view.updateTraitsIfNeeded()
      #expect(calls == 1)
      view.updateTraitsIfNeeded()
      view.layoutIfNeeded()
      #expect(calls == 1)
    }

    // Apple, UITraitChangeObservable: "Traits may change more than once before the system
    // updates a view": a change undone before the update is not heard; changes made before it
    // are heard once, with the traits from before the first.
    @Test func changesBeforeAnUpdateAreHeardOnceFromTheFirstTraits() {
      let view = UIView()
      var heard: [UIUserInterfaceStyle] = []
      view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
        (_: UIView, previous: UITraitCollection) in heard.append(previous.userInterfaceStyle)
      }
      view.overrideUserInterfaceStyle = .dark
      view.overrideUserInterfaceStyle = .light
      view.updateTraitsIfNeeded()
      #expect(heard.isEmpty)
      view.overrideUserInterfaceStyle = .dark
      view.traitOverrides.horizontalSizeClass = .compact
      view.overrideUserInterfaceStyle = .unspecified
      view.overrideUserInterfaceStyle = .dark
      view.updateTraitsIfNeeded()
      #expect(heard == [.light])
    }

    // Apple, updateTraitsIfNeeded() on a view: the update is "for this view … and any
    // subviews": a subview's update leaves its superview's handlers waiting.
    @Test func anUpdateReachesTheReceiverAndBelowOnly() {
      let parent = UIView()
      let child = UIView()
      parent.addSubview(child)
      var calls: [String] = []
      let style: [UITrait] = [UITraitUserInterfaceStyle.self]
      parent.registerForTraitChanges(style) { (_: UIView, _: UITraitCollection) in
        calls.append("parent")
      }
      child.registerForTraitChanges(style) { (_: UIView, _: UITraitCollection) in
        calls.append("child")
      }
      parent.overrideUserInterfaceStyle = .dark
      child.updateTraitsIfNeeded()
      #expect(calls == ["child"])
      parent.updateTraitsIfNeeded()
      #expect(calls == ["child", "parent"])
    }

    // Apple, "Adapting your app when traits change": react to a trait change by invalidating
    // (setNeedsLayout / constraints); the trait update comes before layout, so a handler that
    // swaps constraints is laid out by the same layoutIfNeeded().
    @Test func aHandlersConstraintsAreLaidOutInTheSamePass() {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(box)
      let compact = box.widthAnchor.constraint(equalToConstant: 100)
      let regular = box.widthAnchor.constraint(equalToConstant: 200)
      NSLayoutConstraint.activate([
        compact, box.heightAnchor.constraint(equalToConstant: 10),
        box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        box.topAnchor.constraint(equalTo: container.topAnchor),
      ])
      container.layoutIfNeeded()
      container.registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
        (view: UIView, _: UITraitCollection) in
        let isRegular = view.traitCollection.horizontalSizeClass == .regular
        compact.isActive = !isRegular
        regular.isActive = isRegular
      }
      container.traitOverrides.horizontalSizeClass = .regular
      #expect(box.frame.width == 100)
      container.layoutIfNeeded()
      #expect(box.frame.width == 200)
    }

    // Apple, layoutIfNeeded()/setNeedsLayout(): in a window, the update cycle runs on a later
    // turn; iOS 17 updates traits in it: a handler of a view in a window is called on the next
    // main-queue turn after the change, not during it.
    @Test func inAWindowHandlersComeOnTheNextMainQueueTurn() async {
      let (window, base) = await makeWindow()
      var calls = 0
      base.view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
        (_: UIView, _: UITraitCollection) in calls += 1
      }
      window.overrideUserInterfaceStyle = .dark
      #expect(calls == 0)
      #expect(await waitUntil { calls == 1 })
      window.isHidden = true
    }
  }
#endif

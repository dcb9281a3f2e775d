#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// One change of traits, told to the views and controllers it reaches: made before the
  /// change (it notes each one's traits), ``deliver()``ed after it. Each environment whose traits
  /// differ then hears `traitCollectionDidChange(_:)` with its traits before and its new traits
  /// current, top-down as UIKit updates traits (a controller before its view, a view before its
  /// subviews, a parent before its children and presented controllers, a presentation
  /// controller before the controller it presents; Apple,
  /// `traitCollectionDidChange(_:)`: "call super to ensure that interface elements higher in the
  /// view hierarchy have an opportunity to adjust their layout first"). A label, field or text
  /// view that adjusts its font for the content size category replaces it just before it hears
  /// of the change. Then every view whose traits changed needs layout (Apple, "Automatic trait
  /// tracking": UIKit calls `setNeedsLayout()` on a view whose layout used a changed trait; the
  /// headless UIKit does not track which traits a view read).
  ///
  /// Timing: `traitCollectionDidChange(_:)` comes during the change, before the call that made
  /// it returns, as UIKit did up to iOS 16 (the SDK the package type-checks against). The
  /// handlers registered with iOS 17's `registerForTraitChanges(_:handler:)` wait for the
  /// environment's next trait update, as on iOS 17 (`updateTraitsIfNeeded()`, or the layout pass
  /// that lays it out): a test that lays out (`layoutIfNeeded()`) before it checks what a
  /// callback did passes on both.
  @MainActor struct TraitChange {
    @MainActor private enum Environment {
      case view(UIView)
      case controller(UIViewController)
      case presentation(UIPresentationController)

      var object: any UITraitEnvironment {
        switch self {
        case .view(let view): view
        case .controller(let controller): controller
        case .presentation(let presentation): presentation
        }
      }

      var traits: UITraitCollection { object.traitCollection }
    }

    private var environments: [Environment] = []
    private var before: [UITraitCollection] = []
    private var visited: Set<ObjectIdentifier> = []

    /// Whether any trait ever changed in this process; until one did, every environment has the
    /// default traits, and moving a view cannot change its traits (so it costs nothing).
    private(set) static var anyTraitChanged = false

    /// Whether a view's layout direction trait ever changed: from then on the layout engine
    /// asks each constraint's views for their direction (an override may differ from the
    /// root's).
    private(set) static var layoutDirectionChanged = false

    /// A change of the traits of `view` and of what is below it.
    init(view: UIView) {
      Self.anyTraitChanged = true
      collect(view)
      before = environments.map(\.traits)
    }

    /// A change of the traits of `controller` and of what is below it.
    init(controller: UIViewController) {
      Self.anyTraitChanged = true
      collect(controller)
      before = environments.map(\.traits)
    }

    /// A change of the traits of every view and controller of `windows`.
    init(windows: [UIWindow]) {
      Self.anyTraitChanged = true
      for window in windows { collect(window) }
      before = environments.map(\.traits)
    }

    /// What moving `view` into another superview (or out of any) may change: deliver the result
    /// after the move. `nil` when no trait ever changed (every view has the default traits
    /// wherever it is).
    static func move(of view: UIView) -> ViewMove? {
      guard anyTraitChanged else { return nil }
      return ViewMove(view: view, oldSuperview: view.superview, before: view.traitCollection)
    }

    /// A view's move, noted before it. Only the moved view's traits are read before and after:
    /// the traits of a view below it follow from them (they come from the chain of superviews
    /// through it, unless a controller or a forced style inside the subtree decides them, which
    /// the move does not change), so a move that keeps them costs one walk up, and only one that
    /// changes them reads the subtree's traits before (with the view put back under its old
    /// superview for the reading, with nothing told).
    @MainActor struct ViewMove {
      let view: UIView
      let oldSuperview: UIView?
      let before: UITraitCollection

      /// Tells the moved view and the views and controllers below it whose traits changed.
      func deliver() {
        guard view.traitCollection != before else { return }
        let newSuperview = view.storedSuperview
        view.storedSuperview = oldSuperview
        var change = TraitChange()
        change.collect(view)
        change.before = change.environments.map(\.traits)
        view.storedSuperview = newSuperview
        change.deliver()
      }
    }

    /// The change a controller joining or leaving a hierarchy may make (see ``move(of:)``).
    static func move(of controller: UIViewController) -> TraitChange? {
      guard anyTraitChanged else { return nil }
      var change = TraitChange()
      change.collect(controller)
      change.before = change.environments.map(\.traits)
      return change
    }

    private init() {}

    /// Sends the trait change handlers waiting in `view`'s subtree (from its controller, if it
    /// is a controller's view), top-down: its trait update (`updateTraitsIfNeeded()`, a layout
    /// pass).
    static func deliverPendingHandlers(below view: UIView) {
      guard TraitObservations.hasPending else { return }
      var subtree = TraitChange()
      subtree.collect(view)
      subtree.deliverPendingHandlers()
    }

    /// Sends the trait change handlers waiting in `controller`'s subtree, top-down.
    static func deliverPendingHandlers(below controller: UIViewController) {
      guard TraitObservations.hasPending else { return }
      var subtree = TraitChange()
      subtree.collect(controller)
      subtree.deliverPendingHandlers()
    }

    private func deliverPendingHandlers() {
      for environment in environments { TraitObservations.deliver(environment.object) }
      TraitObservations.dropReleased()
    }

    private mutating func collect(_ view: UIView) {
      if let owner = view.owningViewController, !visited.contains(ObjectIdentifier(owner)) {
        collect(owner)
        return
      }
      guard visited.insert(ObjectIdentifier(view)).inserted else { return }
      environments.append(.view(view))
      for subview in view.subviews { collect(subview) }
      if let window = view as? UIWindow, let root = window.rootViewController { collect(root) }
    }

    private mutating func collect(_ controller: UIViewController) {
      guard visited.insert(ObjectIdentifier(controller)).inserted else { return }
      environments.append(.controller(controller))
      if let view = controller.viewIfLoaded { collect(view) }
      for child in controller.storedChildren { collect(child) }
      if let presented = controller.storedPresented {
        // The presentation controller (a trait environment) hears before what it presents.
        if let presentation = presented.storedPresentationController,
          visited.insert(ObjectIdentifier(presentation)).inserted
        {
          environments.append(.presentation(presentation))
        }
        collect(presented)
      }
    }

    /// Tells each environment whose traits changed, then asks for layout where they did.
    func deliver() {
      var changedViews: [UIView] = []
      for (environment, previous) in zip(environments, before) {
        let now = environment.traits
        guard now != previous else { continue }
        switch environment {
        case .view(let view):
          changedViews.append(view)
          if now.layoutDirection != previous.layoutDirection {
            // Leading and trailing below the view flip: its constraints are described again.
            Self.layoutDirectionChanged = true
            LayoutEngine.invalidate()
            LayoutEngine.structureChanged(around: view)
          }
          if now.preferredContentSizeCategory != previous.preferredContentSizeCategory {
            let category = now.preferredContentSizeCategory
            (view as? any ContentSizeCategoryAdjustingView)?.adjustFont(to: category)
            // A button's title label is not among its subviews here.
            (view as? UIButton)?.storedTitleLabel?.adjustFont(to: category)
          }
          now.performAsCurrent {
            view.traitCollectionDidChange(previous)
            TraitObservations.schedule(view, previous: previous)
          }
        case .controller(let controller):
          now.performAsCurrent {
            controller.traitCollectionDidChange(previous)
            TraitObservations.schedule(controller, previous: previous)
          }
        case .presentation(let presentation):
          now.performAsCurrent {
            presentation.traitCollectionDidChange(previous)
            TraitObservations.schedule(presentation, previous: previous)
          }
        }
      }
      for view in changedViews { view.setNeedsLayout() }
    }
  }

  /// A view whose font may follow the content size category (`UIContentSizeCategoryAdjusting`).
  @MainActor protocol ContentSizeCategoryAdjustingView: UIContentSizeCategoryAdjusting {
    /// Replaces the font by its form at `category`, if the view adjusts it and the font follows
    /// the category.
    func adjustFont(to category: UIContentSizeCategory)
  }
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A layout guide that activates constraints as it nears or leaves its view's edges, as
  /// UIKit's `UITrackingLayoutGuide` (iOS 15). Headless: the guide a view has,
  /// `keyboardLayoutGuide`, follows an iPhone's docked keyboard, always at the bottom and as
  /// wide as the view: near the bottom, leading and trailing edges, away from the top.
  @preconcurrency @MainActor open class UITrackingLayoutGuide: UILayoutGuide {
    private var nearConstraints: [NSDirectionalRectEdge.RawValue: [NSLayoutConstraint]] = [:]
    private var awayConstraints: [NSDirectionalRectEdge.RawValue: [NSLayoutConstraint]] = [:]

    /// The edges the guide is near (see the class's description).
    var nearEdges: NSDirectionalRectEdge { [.bottom, .leading, .trailing] }

    /// Sets the constraints active while the guide is near `edge` (those set before for it
    /// deactivated), as UIKit's `setConstraints(_:activeWhenNearEdge:)`.
    public func setConstraints(
      _ constraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge
    ) {
      NSLayoutConstraint.deactivate(nearConstraints[edge.rawValue] ?? [])
      nearConstraints[edge.rawValue] = constraints
      if nearEdges.isSuperset(of: edge) { NSLayoutConstraint.activate(constraints) }
    }

    /// The constraints active while the guide is near `edge`, as UIKit's
    /// `constraintsActiveWhenNear(edge:)`.
    public func constraintsActiveWhenNear(edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
      nearConstraints[edge.rawValue] ?? []
    }

    /// Sets the constraints active while the guide is away from `edge` (those set before for it
    /// deactivated), as UIKit's `setConstraints(_:activeWhenAwayFrom:)`.
    public func setConstraints(
      _ constraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge
    ) {
      NSLayoutConstraint.deactivate(awayConstraints[edge.rawValue] ?? [])
      awayConstraints[edge.rawValue] = constraints
      if nearEdges.isDisjoint(with: edge) { NSLayoutConstraint.activate(constraints) }
    }

    /// The constraints active while the guide is away from `edge`, as UIKit's
    /// `constraintsActiveWhenAway(from:)`.
    public func constraintsActiveWhenAway(from edge: NSDirectionalRectEdge) -> [NSLayoutConstraint]
    {
      awayConstraints[edge.rawValue] ?? []
    }

    /// Deactivates and forgets every constraint set for an edge, as UIKit's
    /// `removeAllTrackedConstraints()`.
    public func removeAllTrackedConstraints() {
      NSLayoutConstraint.deactivate(nearConstraints.values.flatMap { $0 })
      NSLayoutConstraint.deactivate(awayConstraints.values.flatMap { $0 })
      nearConstraints = [:]
      awayConstraints = [:]
    }
  }

  /// The guide of a view's `keyboardLayoutGuide`, as UIKit's `UIKeyboardLayoutGuide` (iOS 15):
  /// as wide as the view, at its bottom, its top on the keyboard's top while the keyboard shows
  /// (336 points above the bottom of the headless iPhone's screen), else on the safe area's
  /// bottom (or the view's, without `usesBottomSafeArea`).
  @preconcurrency @MainActor open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows an undocked or floating keyboard, as UIKit's
    /// `followsUndockedKeyboard` (`false`: the guide stays at the bottom then). Headless: an
    /// iPhone's keyboard is always docked.
    public var followsUndockedKeyboard = false

    /// Whether, with the keyboard hidden, the guide's top is the safe area's bottom (`true`, the
    /// default) or the view's bottom, as UIKit's `usesBottomSafeArea` (iOS 17).
    @available(iOS 17.0, *)
    public var usesBottomSafeArea: Bool {
      get { tiesToSafeArea }
      set {
        guard newValue != tiesToSafeArea else { return }
        tiesToSafeArea = newValue
        // The guide's place changes: the engines describe their guides again.
        LayoutEngine.invalidate()
        owningView?.setNeedsLayout()
      }
    }

    /// The distance above the keyboard within which a drag dismisses it
    /// (`keyboardDismissMode`), as UIKit's `keyboardDismissPadding` (iOS 17). Kept; the headless
    /// UIKit has no drags.
    @available(iOS 17.0, *)
    public var keyboardDismissPadding: CGFloat {
      get { dismissPadding }
      set { dismissPadding = newValue }
    }

    /// `usesBottomSafeArea` and `keyboardDismissPadding`, without their availability (a stored
    /// property cannot have it).
    var tiesToSafeArea = true
    private var dismissPadding: CGFloat = 0
  }
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The direction in which an interface's content flows, as UIKit's
  /// `UIUserInterfaceLayoutDirection`.
  public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Content flows from left to right (English, for example).
    case leftToRight = 0
    /// Content flows from right to left (Arabic and Hebrew, for example).
    case rightToLeft = 1
  }

  /// What a view shows, which decides whether it flips in a right-to-left interface, as UIKit's
  /// `UISemanticContentAttribute`.
  public enum UISemanticContentAttribute: Int, Sendable {
    /// Ordinary content, which flips with the interface (the default).
    case unspecified = 0
    /// Playback controls (play, rewind...), which never flip.
    case playback = 1
    /// Directional controls (a D-pad, text alignment...), which never flip.
    case spatial = 2
    /// Content always laid out left to right.
    case forceLeftToRight = 3
    /// Content always laid out right to left.
    case forceRightToLeft = 4
  }

  /// Layout state the Auto Layout extensions keep in each view.
  struct LayoutState {
    var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// The margins set on the view (8 points on each side until set), before the safe area,
    /// the system minimum margins and the superview's margins are applied.
    var directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 8, leading: 8, bottom: 8, trailing: 8)
    /// Whether the margins were set: a controller's root view uses the system minimum margins
    /// until they are.
    var hasCustomLayoutMargins = false
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    /// The safe area insets the view was last told of (`safeAreaInsetsDidChange()`).
    var notifiedSafeAreaInsets = UIEdgeInsets.zero
    /// The effective margins the view was last told of (`layoutMarginsDidChange()`); `nil`
    /// until then.
    var notifiedLayoutMargins: UIEdgeInsets?
    /// The safe area insets and margins the layout engine of the view's tree read at its last
    /// solve (for a system guide of the view or a margin attribute); nil while it read neither.
    /// A change notified after layout makes the engines solve again only when it differs from
    /// what was read: an engine that read the new insets already, or never read any, has
    /// nothing to update.
    var engineReadInsets: (safeArea: UIEdgeInsets, margins: UIEdgeInsets)?

    /// The margins set on the view as left and right ones in a layout direction.
    func edgeInsets(for direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
      Self.edgeInsets(directionalLayoutMargins, for: direction)
    }

    /// Sets the margins from left and right ones in a layout direction.
    mutating func setEdgeInsets(
      _ insets: UIEdgeInsets, for direction: UIUserInterfaceLayoutDirection
    ) {
      directionalLayoutMargins = Self.directionalInsets(insets, for: direction)
    }

    /// Directional insets as left and right ones in a layout direction.
    static func edgeInsets(
      _ margins: NSDirectionalEdgeInsets, for direction: UIUserInterfaceLayoutDirection
    ) -> UIEdgeInsets {
      direction == .leftToRight
        ? UIEdgeInsets(
          top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
        : UIEdgeInsets(
          top: margins.top, left: margins.trailing, bottom: margins.bottom, right: margins.leading)
    }

    /// Left and right insets as directional ones in a layout direction.
    static func directionalInsets(
      _ insets: UIEdgeInsets, for direction: UIUserInterfaceLayoutDirection
    ) -> NSDirectionalEdgeInsets {
      direction == .leftToRight
        ? NSDirectionalEdgeInsets(
          top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
        : NSDirectionalEdgeInsets(
          top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
    }
  }

  extension UIView {
    /// What the view shows, which decides its layout direction (see
    /// ``effectiveUserInterfaceLayoutDirection``).
    public var semanticContentAttribute: UISemanticContentAttribute {
      get { layoutState.semanticContentAttribute }
      set {
        layoutState.semanticContentAttribute = newValue
        LayoutEngine.invalidate()
        LayoutEngine.structureChanged(around: self)
        setNeedsLayout()
      }
    }

    /// The direction for arranging the view's own content: the one its
    /// ``semanticContentAttribute`` implies, relative to its traits' `layoutDirection` (the
    /// app's, left to right headless, unless overridden). As UIKit documents, it is not
    /// inherited from the superview.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
      UIView.userInterfaceLayoutDirection(
        for: semanticContentAttribute, relativeTo: traitLayoutDirection)
    }

    /// The direction a semantic content attribute implies in the app's direction (left to right
    /// headless).
    public static func userInterfaceLayoutDirection(
      for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
      userInterfaceLayoutDirection(
        for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction a semantic content attribute implies relative to a layout direction:
    /// playback, spatial and forced left-to-right content is left to right, forced right-to-left
    /// content right to left, and unspecified content follows `layoutDirection`.
    public static func userInterfaceLayoutDirection(
      for semanticContentAttribute: UISemanticContentAttribute,
      relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
      switch semanticContentAttribute {
      case .unspecified: layoutDirection
      case .playback, .spatial, .forceLeftToRight: .leftToRight
      case .forceRightToLeft: .rightToLeft
      }
    }
  }

  extension UIApplication {
    /// The direction of the app's interface, from its language. Headless: left to right.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
  }
#endif

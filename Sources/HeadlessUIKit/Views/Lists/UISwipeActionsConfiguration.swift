#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// An action shown when a user swipes a row, as UIKit's `UIContextualAction`.
  @preconcurrency @MainActor open class UIContextualAction {
    /// The style of an action.
    public enum Style: Int, Sendable {
      /// A normal action.
      case normal
      /// A destructive action (red; the row is removed when its handler reports success).
      case destructive
    }

    /// What runs when the action is chosen: the action, the view it was shown in, and a
    /// completion to call with whether the action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style.
    public let style: Style
    /// The title.
    open var title: String?
    /// The background color.
    open var backgroundColor: UIColor!
    /// The image.
    open var image: UIImage?
    /// The handler.
    public let handler: Handler

    /// Creates an action.
    public init(style: Style, title: String?, handler: @escaping Handler) {
      self.style = style
      self.title = title
      self.handler = handler
      backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
  }

  /// The actions shown when a user swipes a row, as UIKit's `UISwipeActionsConfiguration`.
  @preconcurrency @MainActor open class UISwipeActionsConfiguration {
    /// The actions, from the edge inward.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (`true` by default).
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration with the actions.
    public init(actions: [UIContextualAction]) {
      self.actions = actions
    }
  }
#endif

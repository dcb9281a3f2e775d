#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A button in a navigation bar or toolbar, as UIKit's `UIBarButtonItem`. It runs its
  /// ``primaryAction`` when tapped. UIKit's target/selector initializers need the Objective-C
  /// runtime; the headless replacements take a closure called with the target.
  @preconcurrency @MainActor open class UIBarButtonItem: UIBarItem {
    /// The look of the item.
    public enum Style: Int, Sendable {
      /// Plain.
      case plain
      /// Bordered (deprecated in UIKit).
      case bordered
      /// Done: bold.
      case done
    }

    /// The system items.
    public enum SystemItem: Int, Sendable {
      /// Done.
      case done
      /// Cancel.
      case cancel
      /// Edit.
      case edit
      /// Save.
      case save
      /// Add (+).
      case add
      /// A flexible space.
      case flexibleSpace
      /// A fixed space.
      case fixedSpace
      /// Compose.
      case compose
      /// Reply.
      case reply
      /// Action (share).
      case action
      /// Organize.
      case organize
      /// Bookmarks.
      case bookmarks
      /// Search.
      case search
      /// Refresh.
      case refresh
      /// Stop.
      case stop
      /// Camera.
      case camera
      /// Trash.
      case trash
      /// Play.
      case play
      /// Pause.
      case pause
      /// Rewind.
      case rewind
      /// Fast forward.
      case fastForward
      /// Undo.
      case undo
      /// Redo.
      case redo
      /// Close.
      case close = 24
    }

    /// The look of the item.
    open var style: Style = .plain
    /// The action run when the item is tapped.
    open var primaryAction: UIAction?
    /// The system item it was made as, if any (see `headless.systemItem`).
    var madeAsSystemItem: SystemItem?
    /// A custom view shown instead of a title or image.
    open var customView: UIView?
    /// The width of a fixed space.
    open var width: CGFloat = 0
    /// The color of the item's title and image; `nil` inherits the bar's. Headless: stored only.
    open var tintColor: UIColor? {
      didSet { appearanceSetterCalled("tintColor") { [tintColor] in $0.tintColor = tintColor } }
    }
    /// The headless replacement of the target/selector pair.
    var targetAction: (@MainActor (UIBarButtonItem) -> Void)?
    /// The object `targetAction` calls, held weakly as UIKit holds the target; read as `target`.
    weak var actionTarget: AnyObject?

    /// The menu shown by the item (by a tap when it has no primary action).
    open var menu: UIMenu?

    /// Creates an item with a title, an image, the action run when tapped and a menu.
    public init(
      title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
      menu: UIMenu? = nil
    ) {
      super.init()
      self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
      self.image = image ?? primaryAction?.image
      self.primaryAction = primaryAction
      self.menu = menu
    }

    /// Creates a system item that runs an action when tapped, or shows a menu.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
      super.init()
      self.madeAsSystemItem = systemItem
      self.primaryAction = primaryAction
      self.menu = menu
    }

    /// Creates an item from an archive. Headless: nothing is decoded; the item is empty.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates an item showing a custom view.
    public init(customView: UIView) {
      super.init()
      self.customView = customView
    }

    /// Headless replacement for `init(title:style:target:action:)`: `action` is called with
    /// the target (held weakly, as UIKit does) when the item is tapped.
    public convenience init<Target: AnyObject>(
      title: String?, style: Style, target: Target?,
      action: @escaping @MainActor (Target) -> Void
    ) {
      self.init(title: title)
      self.style = style
      setTarget(target, action: action)
    }

    /// Headless replacement for `init(image:style:target:action:)`.
    public convenience init<Target: AnyObject>(
      image: UIImage?, style: Style, target: Target?,
      action: @escaping @MainActor (Target) -> Void
    ) {
      self.init(image: image)
      self.style = style
      setTarget(target, action: action)
    }

    /// Headless replacement for `init(barButtonSystemItem:target:action:)`.
    public convenience init<Target: AnyObject>(
      barButtonSystemItem systemItem: SystemItem, target: Target?,
      action: @escaping @MainActor (Target) -> Void
    ) {
      self.init(systemItem: systemItem)
      setTarget(target, action: action)
    }

    /// Headless replacement for setting `target` and `action`: `action` is called with the
    /// target (held weakly) when the item is tapped.
    public func setTarget<Target: AnyObject>(
      _ target: Target?, action: @escaping @MainActor (Target) -> Void
    ) {
      guard let target else {
        removeMethodReferenceTarget()
        return
      }
      actionTarget = target
      targetAction = { [weak target] _ in
        if let target { action(target) }
      }
    }

    /// Runs what a tap runs: the primary action, else the target action.
    func performTap() {
      if let primaryAction {
        primaryAction.perform(sender: self)
      } else {
        targetAction?(self)
      }
    }
  }
#endif

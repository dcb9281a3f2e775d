#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import HeadlessUIKit

  /// Something the keyboard can focus: a control of the visible controller's view, a row of a
  /// table or an item of a collection view, an item of its navigation bar, or the navigation
  /// bar's back button.
  @MainActor public enum FocusTarget: Equatable {
    /// The back button of a navigation controller's bar (it pops the top controller).
    case backButton(UINavigationController)
    /// A bar button item of the navigation bar.
    case barItem(UIBarButtonItem)
    /// A control: button, text field, switch, segmented control, slider, stepper, page control.
    case control(UIControl)
    /// An editable text view.
    case textView(UITextView)
    /// A row of a `UITableView` or an item of a `UICollectionView` (the list), on screen.
    case cell(UIScrollView, IndexPath)

    /// Whether two targets are the same object.
    nonisolated public static func == (lhs: FocusTarget, rhs: FocusTarget) -> Bool {
      switch (lhs, rhs) {
      case (.backButton(let a), .backButton(let b)): a === b
      case (.barItem(let a), .barItem(let b)): a === b
      case (.control(let a), .control(let b)): a === b
      case (.textView(let a), .textView(let b)): a === b
      case (.cell(let a, let first), .cell(let b, let second)): a === b && first == second
      default: false
      }
    }

    /// Whether typing goes to it: a text field or a text view.
    public var acceptsText: Bool {
      switch self {
      case .control(let control): control is UITextField
      case .textView: true
      default: false
      }
    }

    /// Whether it belongs to a navigation bar rather than to the content.
    public var isInBar: Bool {
      switch self {
      case .backButton, .barItem: true
      // A navigation item's search field is drawn in the bar.
      case .control(let control): control is UISearchTextField
      case .textView, .cell: false
      }
    }
  }
#endif

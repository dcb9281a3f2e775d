#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// A button of an alert, as UIKit's `UIAlertAction`.
  @preconcurrency @MainActor open class UIAlertAction {
    /// The look of the button.
    public enum Style: Int, Sendable {
      /// Default.
      case `default`
      /// Cancel (one per alert).
      case cancel
      /// Destructive (red).
      case destructive
    }

    /// The button's title.
    public let title: String?
    /// The look of the button.
    public let style: Style
    /// Whether the button is enabled.
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// Creates an action; `handler` runs after the alert is dismissed by a tap on it. The handler
    /// is not isolated, as the SDK's block is not.
    public init(
      title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil
    ) {
      self.title = title
      self.style = style
      self.handler = handler
    }
  }

  /// An alert or action sheet, as UIKit's `UIAlertController`; present it. A user's tap on an
  /// action (`headless.tap(on:)`) dismisses the alert, then runs the action's handler.
  /// Presented over the presenter, which stays visible.
  @preconcurrency @MainActor open class UIAlertController: UIViewController {
    /// Alert or action sheet.
    public enum Style: Int, Sendable {
      /// An action sheet, from the bottom.
      case actionSheet
      /// A centered alert.
      case alert
    }

    /// Alert or action sheet.
    public private(set) var preferredStyle: Style = .alert
    /// The text under the title that gives the details: a label of the alert's view.
    open var message: String?
    /// The actions, in order.
    public private(set) var actions: [UIAlertAction] = []
    /// The action emphasized (the return key's).
    open var preferredAction: UIAlertAction?
    /// The text fields (alerts only), `nil` when there are none.
    public private(set) var textFields: [UITextField]?

    /// Creates an alert or action sheet.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
      self.init(nibName: nil, bundle: nil)
      self.title = title
      self.message = message
      self.preferredStyle = preferredStyle
      modalPresentationStyle = .custom
    }

    /// Adds an action. A second `.cancel` action is refused with a `Misuse` report, as
    /// UIKit raises.
    open func addAction(_ action: UIAlertAction) {
      if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
        Misuse.report(
          "UIAlertController can only have one action with a style of cancel; "
            + "\"\(action.title ?? "")\" is a second one.",
          fix: "Give the other actions the .default or .destructive style.")
        return
      }
      actions.append(action)
    }

    /// Adds a text field (alerts only; refused with a `Misuse` report on action sheets). The
    /// handler is not isolated, as the SDK's block is not.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
      guard preferredStyle == .alert else {
        Misuse.report(
          "Text fields can only be added to a UIAlertController of style .alert.",
          fix: "Use the .alert style, or present your own controller.")
        return
      }
      let field = UITextField()
      configurationHandler?(field)
      textFields = (textFields ?? []) + [field]
    }

    /// Loads a vertical stack: title, message, text fields, then a button per action.
    open override func loadView() {
      let stack = UIStackView(frame: UIScreen.main.bounds)
      stack.axis = .vertical
      if let title {
        let label = UILabel()
        label.text = title
        label.font = .boldSystemFont(ofSize: 17)
        stack.addArrangedSubview(label)
      }
      if let message {
        let label = UILabel()
        label.text = message
        label.numberOfLines = 0
        stack.addArrangedSubview(label)
      }
      for field in textFields ?? [] { stack.addArrangedSubview(field) }
      for action in actions {
        let button = UIButton(type: .system)
        button.setTitle(action.title, for: .normal)
        button.isEnabled = action.isEnabled
        button.addAction(
          UIAction { [weak self, weak action] _ in
            if let self, let action { self.userTap(on: action) }
          }, for: .primaryActionTriggered)
        stack.addArrangedSubview(button)
      }
      view = stack
    }
  }

#endif

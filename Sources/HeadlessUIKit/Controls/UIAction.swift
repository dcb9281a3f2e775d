#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The closure an action runs, as UIKit's `UIActionHandler`. Not isolated, as the SDK's block
  /// type is not: a handler written in main-actor code runs in that isolation, one written in
  /// nonisolated code is checked as nonisolated (UIKit runs it on the main thread either way).
  public typealias UIActionHandler = (UIAction) -> Void

  /// A closure-based action, as UIKit's `UIAction`: run by controls for their events and by
  /// bar button items when tapped.
  @preconcurrency @MainActor open class UIAction: UIMenuElement {
    /// The identity of an action; adding an action with the same identifier to a control
    /// replaces the former one, as in UIKit.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      /// The identifier's string.
      public let rawValue: String
      /// Creates an identifier.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Creates an identifier.
      public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The identifier (a unique one unless given).
    public let identifier: Identifier
    /// The title for discoverability (keyboard shortcuts HUD).
    open var discoverabilityTitle: String?
    /// How it looks in a menu.
    open var attributes: Attributes
    /// Its checkmark state in a menu.
    open var state: State
    /// The closure run.
    let handler: UIActionHandler
    private weak var storedSender: AnyObject?

    /// Creates an action.
    public init(
      title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
      discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
      handler: @escaping UIActionHandler
    ) {
      self.identifier = identifier ?? Identifier(UUID().uuidString)
      self.discoverabilityTitle = discoverabilityTitle
      self.attributes = attributes
      self.state = state
      self.handler = handler
      super.init(title: title, image: image)
    }

    /// What ran the action (the control or bar button item), while it runs and after.
    public var sender: Any? { storedSender }

    /// Runs the handler with `sender` set.
    func perform(sender: AnyObject?) {
      storedSender = sender
      handler(self)
    }
  }
#endif

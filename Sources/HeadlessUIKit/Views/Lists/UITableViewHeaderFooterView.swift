#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A reusable header or footer of a table's section, as UIKit's
  /// `UITableViewHeaderFooterView`. A table makes one to show a section's title.
  @preconcurrency @MainActor open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view is reused by.
    public private(set) var reuseIdentifier: String?
    /// The view that holds the content.
    public let contentView = UIView()
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var content = ContentHosting()

    /// Creates a view with a reuse identifier.
    public init(reuseIdentifier: String?) {
      self.reuseIdentifier = reuseIdentifier
      super.init(frame: .zero)
      addSubview(contentView)
    }

    /// Creates a view without a reuse identifier.
    public override convenience init(frame: CGRect) {
      self.init(reuseIdentifier: nil)
      self.frame = frame
    }

    /// Creates a view from an archive (headless: an empty view).
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      addSubview(contentView)
    }

    /// Headless only: how a table makes a view of a registered class: calls
    /// `init(reuseIdentifier:)` of the class, as UIKit does.
    public required convenience init(headlessReuseIdentifier identifier: String?) {
      self.init(reuseIdentifier: identifier)
    }

    /// The title label (made when first read).
    open var textLabel: UILabel? {
      ContentHosting.subview(&storedTextLabel, in: contentView) { UILabel() }
    }

    /// The detail label (made when first read).
    open var detailTextLabel: UILabel? {
      ContentHosting.subview(&storedDetailTextLabel, in: contentView) { UILabel() }
    }

    /// The view behind the content.
    open var backgroundView: UIView?
    /// The background configuration (headless: recorded).
    open var backgroundConfiguration: UIBackgroundConfiguration?

    /// The content configuration: setting it shows its content in the content view.
    open var contentConfiguration: (any UIContentConfiguration)? {
      get { content.configuration }
      set { content.set(newValue, in: contentView) }
    }

    /// A header list content configuration, empty.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .plainHeader() }

    /// Called before the table returns the view from a dequeue. Override to reset content.
    open func prepareForReuse() {}

    /// The texts the view shows: its content configuration's texts, else its labels', else
    /// those of the labels in its content view.
    var shownTexts: [String] {
      content.texts(labels: [storedTextLabel, storedDetailTextLabel], contentView: contentView)
    }
  }
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A row of a table view, as UIKit's `UITableViewCell`: a content view with labels and an
  /// image view (made when first read), or a content configuration; an accessory; selection and
  /// highlight states. Headless: nothing is drawn; frames are set by the table's layout.
  @preconcurrency @MainActor open class UITableViewCell: UIView {
    /// The built-in layouts of a cell.
    public enum CellStyle: Int, Sendable {
      /// A text label and an image.
      case `default`
      /// A text label with a detail label on the trailing side.
      case value1
      /// A detail label with a text label on its trailing side.
      case value2
      /// A text label with a detail label below it.
      case subtitle
    }

    /// How a selected cell looks.
    public enum SelectionStyle: Int, Sendable {
      /// No selection look.
      case none
      /// Blue.
      case blue
      /// Gray.
      case gray
      /// The default look.
      case `default`
    }

    /// The standard accessory on the trailing edge.
    public enum AccessoryType: Int, Sendable {
      /// None.
      case none
      /// A chevron.
      case disclosureIndicator
      /// An info button and a chevron.
      case detailDisclosureButton
      /// A checkmark.
      case checkmark
      /// An info button.
      case detailButton
    }

    /// The editing control of a row.
    public enum EditingStyle: Int, Sendable {
      /// None.
      case none
      /// A delete control.
      case delete
      /// An insert control.
      case insert
    }

    /// How separators between cells are drawn (the type of a table's `separatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
      /// No separators.
      case none
      /// A single line.
      case singleLine
      /// An etched line.
      case singleLineEtched
    }

    /// The cell's style.
    let createdStyle: CellStyle
    /// The table that made or dequeued the cell, whose separators, margins and safe area shape
    /// the content view (see `UITableViewCell+Geometry.swift`).
    weak var owningTable: UITableView? {
      didSet { if owningTable !== oldValue { layoutContentView() } }
    }
    /// The identifier the cell is reused by.
    public private(set) var reuseIdentifier: String?
    /// The view that holds the cell's content; add custom subviews to it.
    public let contentView = UIView()
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var storedImageView: UIImageView?
    private var content = ContentHosting()

    /// Creates a cell with a style and a reuse identifier.
    public init(style: CellStyle, reuseIdentifier: String?) {
      createdStyle = style
      self.reuseIdentifier = reuseIdentifier
      super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      contentView.frame = bounds
      // The content view follows the cell's size (a self-sized row's height).
      contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(contentView)
      layoutContentView()
    }

    /// Creates a default-style cell without a reuse identifier.
    public override convenience init(frame: CGRect) {
      self.init(style: .default, reuseIdentifier: nil)
      self.frame = frame
    }

    /// Creates a cell from an archive (headless: an empty default cell).
    public required init?(coder: NSCoder) {
      createdStyle = .default
      super.init(coder: coder)
      addSubview(contentView)
    }

    /// Headless only: how a table makes a cell of a registered class: calls
    /// `init(style: .default, reuseIdentifier:)` of the class, as UIKit does. Subclasses that
    /// override `init(style:reuseIdentifier:)` inherit it.
    public required convenience init(headlessReuseIdentifier identifier: String?) {
      self.init(style: .default, reuseIdentifier: identifier)
    }

    /// The main label (made when first read; `nil`-free in every style).
    open var textLabel: UILabel? {
      ContentHosting.subview(&storedTextLabel, in: contentView) { UILabel() }
    }

    /// The secondary label: `nil` in the `.default` style.
    open var detailTextLabel: UILabel? {
      guard createdStyle != .default else { return nil }
      return ContentHosting.subview(&storedDetailTextLabel, in: contentView) {
        let label = UILabel()
        label.textColor = .secondaryLabel
        return label
      }
    }

    /// The image view (made when first read).
    open var imageView: UIImageView? {
      ContentHosting.subview(&storedImageView, in: contentView, behind: true) {
        UIImageView()
      }
    }

    /// The content configuration: setting it shows its content in the content view, in place
    /// of the labels.
    open var contentConfiguration: (any UIContentConfiguration)? {
      get { content.configuration }
      set { content.set(newValue, in: contentView) }
    }

    /// A list content configuration styled for this cell's style, empty.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
      switch createdStyle {
      case .default: return .cell()
      case .subtitle: return .subtitleCell()
      case .value1, .value2: return .valueCell()
      }
    }

    /// The background configuration (headless: recorded).
    open var backgroundConfiguration: UIBackgroundConfiguration?

    /// Whether the content configuration updates with the state (headless: recorded).
    open var automaticallyUpdatesContentConfiguration = true

    /// The state of the cell, for configurations.
    open var configurationState: UICellConfigurationState {
      ContentHosting.state(
        selected: isSelected, highlighted: isHighlighted, editing: isEditing)
    }

    /// Asks for ``updateConfiguration(using:)`` (headless: at once).
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }

    /// Override to update configurations for a state; by default updates the content
    /// configuration when ``automaticallyUpdatesContentConfiguration``.
    open func updateConfiguration(using state: UICellConfigurationState) {
      if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
        contentConfiguration = configuration.updated(for: state)
      }
    }

    /// The standard accessory, at the trailing edge: the content view ends where it begins.
    open var accessoryType: AccessoryType = .none {
      didSet { layoutContentView() }
    }
    /// A custom accessory view, shown instead of the accessory type at the trailing edge (its
    /// frame's size kept): the content view ends where it begins.
    open var accessoryView: UIView? {
      didSet {
        oldValue?.removeFromSuperview()
        if let accessoryView { addSubview(accessoryView) }
        layoutContentView()
      }
    }
    /// The accessory while editing.
    open var editingAccessoryType: AccessoryType = .none
    /// How the cell looks when selected.
    open var selectionStyle: SelectionStyle = .default
    /// The view behind the content.
    open var backgroundView: UIView?
    /// The view behind the content when selected.
    open var selectedBackgroundView: UIView?
    /// The indentation level.
    open var indentationLevel = 0
    /// The insets of the separator.
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// Whether the reorder control shows while editing.
    open var showsReorderControl = false

    /// The frame in the table; a new size lays the content view out again, as UIKit's cell does
    /// in its layout.
    open override var frame: CGRect {
      didSet { if frame.size != oldValue.size { layoutContentView() } }
    }

    /// Lays out the subviews, then the content view and the accessory (UIKit's cell layout):
    /// call super when overriding.
    open override func layoutSubviews() {
      super.layoutSubviews()
      layoutContentView()
    }

    /// Whether the cell is selected; see ``setSelected(_:animated:)``.
    open var isSelected: Bool {
      get { storedSelected }
      set { setSelected(newValue, animated: false) }
    }
    private var storedSelected = false

    /// Selects or deselects the cell (the table calls it; override to restyle).
    open func setSelected(_ selected: Bool, animated: Bool) {
      storedSelected = selected
    }

    /// Whether the cell is highlighted (a finger is down on it).
    open var isHighlighted: Bool {
      get { storedHighlighted }
      set { setHighlighted(newValue, animated: false) }
    }
    private var storedHighlighted = false

    /// Highlights or unhighlights the cell.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
      storedHighlighted = highlighted
      storedTextLabel?.isHighlighted = highlighted
      storedDetailTextLabel?.isHighlighted = highlighted
    }

    /// Whether the cell is editing.
    open var isEditing: Bool {
      get { storedEditing }
      set { setEditing(newValue, animated: false) }
    }
    private var storedEditing = false

    /// Starts or ends editing (the table calls it).
    open func setEditing(_ editing: Bool, animated: Bool) {
      storedEditing = editing
    }

    /// Called before the table returns the cell from a dequeue; resets selection and highlight.
    /// Override to reset content (call super).
    open func prepareForReuse() {
      storedSelected = false
      storedHighlighted = false
    }

    /// The texts the cell shows, in order: its content configuration's text and secondary text
    /// (a ``UIListContentConfiguration``); else its text and detail labels'; else those of the
    /// labels in its content view.
    var shownTexts: [String] {
      content.texts(labels: [storedTextLabel, storedDetailTextLabel], contentView: contentView)
    }
  }
#endif

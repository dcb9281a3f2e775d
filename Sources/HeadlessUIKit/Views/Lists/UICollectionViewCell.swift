#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A reusable view of a collection view (a header, footer, or the base of cells), as UIKit's
  /// `UICollectionReusableView`.
  @preconcurrency @MainActor open class UICollectionReusableView: UIView {
    /// The identifier the view is reused by (set when dequeued).
    open internal(set) var reuseIdentifier: String?
    /// The kind of a supplementary view (internal: its reuse queue).
    var elementKind: String?

    /// Creates a view with a frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Creates a view from an archive (headless: an empty view).
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Headless only: how a collection makes a view of a registered class: calls
    /// `init(frame: .zero)` of the class, as UIKit does. Subclasses that override
    /// `init(frame:)` inherit it.
    public required convenience init(headlessReuseIdentifier identifier: String?) {
      self.init(frame: .zero)
      reuseIdentifier = identifier
    }

    /// Called before the collection returns the view from a dequeue. Override to reset
    /// content.
    open func prepareForReuse() {}

    /// Called when the view takes new attributes from its layout: just before it leaves the
    /// reuse queue, and when they change (not when they equal the last ones). Override to read
    /// what a subclass of attributes carries; the default does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes last given to ``apply(_:)``.
    var appliedAttributes: UICollectionViewLayoutAttributes?
    /// The attributes a layout of your own last gave the view to size itself from
    /// (``preferredLayoutAttributesFitting(_:)``).
    var fittedAttributes: UICollectionViewLayoutAttributes?

    /// The attributes the view would like, from the attributes its layout gives it: the
    /// default fits the view's constraints (a cell's: its content view's) to the size given,
    /// with `systemLayoutSizeFitting`, each dimension the layout estimated left to the content
    /// and the others kept, as UIKit's self-sizing cells do. A view whose tree holds no
    /// constraint keeps the size given. Override to size the view yourself.
    open func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      let fitting =
        layoutAttributes.fitting
        ?? FittingPriorities(horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
      if let size = selfSizingView.selfSizingFit(
        layoutAttributes.size, horizontal: fitting.horizontal, vertical: fitting.vertical),
        size.width > 0, size.height > 0
      {
        layoutAttributes.size = size
      }
      return layoutAttributes
    }

    /// The view whose constraints size the view: itself (a cell's is its content view).
    var selfSizingView: UIView { self }

    /// The texts of the labels the view shows, in order (see `headless.texts`).
    var shownTexts: [String] {
      ContentHosting().texts(labels: [], contentView: self)
    }
  }

  /// A cell of a collection view, as UIKit's `UICollectionViewCell`: a content view, or a
  /// content configuration; selection and highlight states.
  @preconcurrency @MainActor open class UICollectionViewCell: UICollectionReusableView {
    /// The view that holds the cell's content; add custom subviews to it.
    public let contentView = UIView()
    private var content = ContentHosting()

    /// Creates a cell with a frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      contentView.frame = bounds
      // The content view follows the cell's size (a self-sized item's).
      contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(contentView)
    }

    /// The content view, whose constraints size a self-sizing cell.
    override var selfSizingView: UIView { contentView }

    /// Creates a cell from an archive (headless: an empty cell).
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      addSubview(contentView)
    }

    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    /// The view behind the content.
    open var backgroundView: UIView?
    /// The view behind the content when selected.
    open var selectedBackgroundView: UIView?

    /// The content configuration: setting it shows its content in the content view.
    open var contentConfiguration: (any UIContentConfiguration)? {
      get { content.configuration }
      set { content.set(newValue, in: contentView) }
    }

    /// The background configuration.
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// Whether the content configuration updates with the state (recorded).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration updates with the state (recorded).
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// The state of the cell, for configurations.
    open var configurationState: UICellConfigurationState {
      ContentHosting.state(selected: isSelected, highlighted: isHighlighted)
    }

    /// Asks for ``updateConfiguration(using:)`` (headless: at once).
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }

    /// Override to update configurations for a state; by default updates the content
    /// configuration.
    open func updateConfiguration(using state: UICellConfigurationState) {
      if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
        contentConfiguration = configuration.updated(for: state)
      }
    }

    /// Resets selection and highlight; override to reset content (call super).
    open override func prepareForReuse() {
      super.prepareForReuse()
      isSelected = false
      isHighlighted = false
    }

    /// The texts the cell shows, in order: its content configuration's text and secondary
    /// text (a ``UIListContentConfiguration``), else those of the labels in its content view.
    override var shownTexts: [String] {
      content.texts(labels: [], contentView: contentView)
    }
  }

  /// An accessory of a list cell, as UIKit's `UICellAccessory` (headless: recorded).
  /// Not `Sendable`, as in the iOS 16.5 SDK, whose Swift overlay declares no such
  /// conformance: sending one across isolation is diagnosed there, so it is here.
  public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Int {
      /// Always.
      case always
      /// While editing.
      case whenEditing
      /// While not editing.
      case whenNotEditing
    }

    // UIKit does not expose what an accessory is: read it with `headless`.
    /// What the accessory is.
    let accessoryKind: Headless.CellAccessoryKind
    /// When it shows.
    let displayedState: DisplayedState

    init(kind: Headless.CellAccessoryKind, displayed: DisplayedState) {
      self.accessoryKind = kind
      self.displayedState = displayed
    }

    /// A chevron.
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> Self {
      Self(kind: .disclosureIndicator, displayed: displayed)
    }
    /// A checkmark.
    public static func checkmark(displayed: DisplayedState = .always) -> Self {
      Self(kind: .checkmark, displayed: displayed)
    }
    /// A delete control.
    public static func delete(displayed: DisplayedState = .whenEditing) -> Self {
      Self(kind: .delete, displayed: displayed)
    }
    /// An insert control.
    public static func insert(displayed: DisplayedState = .whenEditing) -> Self {
      Self(kind: .insert, displayed: displayed)
    }
    /// A reorder control.
    public static func reorder(displayed: DisplayedState = .whenEditing) -> Self {
      Self(kind: .reorder, displayed: displayed)
    }
    /// A multiselect control.
    public static func multiselect(displayed: DisplayedState = .whenEditing) -> Self {
      Self(kind: .multiselect, displayed: displayed)
    }
    /// An outline disclosure.
    public static func outlineDisclosure(displayed: DisplayedState = .always) -> Self {
      Self(kind: .outlineDisclosure, displayed: displayed)
    }
    /// A detail button.
    public static func detail(displayed: DisplayedState = .always) -> Self {
      Self(kind: .detail, displayed: displayed)
    }
    /// A text.
    public static func label(text: String, displayed: DisplayedState = .always) -> Self {
      Self(kind: .label(text), displayed: displayed)
    }
  }

  /// A cell of a list layout, as UIKit's `UICollectionViewListCell`.
  @preconcurrency @MainActor open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories.
    open var accessories: [UICellAccessory] = []
    /// The indentation level.
    open var indentationLevel = 0
    /// The indentation width.
    open var indentationWidth: CGFloat = 10

    /// A list content configuration for a cell, empty.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
  }

  /// Not `Sendable`, nor are its nested types, as in the iOS 16.5 SDK's Swift overlay (public
  /// types would otherwise be inferred `Sendable` here).
  @available(*, unavailable)
  extension UICellAccessory: Sendable {}

  @available(*, unavailable)
  extension UICellAccessory.DisplayedState: Sendable {}
#endif

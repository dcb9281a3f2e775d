#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A button, as UIKit's `UIButton`: per-state titles, colors and images; a tap sends
  /// `.touchDown`, `.touchUpInside` and `.primaryActionTriggered` (see
  /// `headless.tap()`).
  @preconcurrency @MainActor open class UIButton: UIControl {
    /// The kind of button.
    public enum ButtonType: Int, Sendable {
      /// No system style.
      case custom = 0
      /// The system style (tinted title).
      case system
      /// A detail disclosure button.
      case detailDisclosure
      /// A light info button.
      case infoLight
      /// A dark info button.
      case infoDark
      /// A contact add button.
      case contactAdd
      /// A plain button.
      case plain
      /// A close button.
      case close
    }

    /// The kind of button.
    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    /// The title label, once ``titleLabel`` made it.
    private(set) var storedTitleLabel: UILabel?
    private var storedImageView: UIImageView?

    /// Creates a button of the given kind.
    public convenience init(type buttonType: ButtonType) {
      self.init(frame: .zero)
      self.buttonType = buttonType
    }

    /// Creates a button that runs `primaryAction` when tapped, titled with its title.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
      self.init(type: buttonType)
      if let primaryAction {
        addAction(primaryAction, for: .primaryActionTriggered)
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
      }
    }

    /// The menu shown by a long press, or by a tap if ``showsMenuAsPrimaryAction``.
    open var menu: UIMenu?
    /// Whether a tap shows the menu instead of sending the primary action.
    open var showsMenuAsPrimaryAction = false

    /// The configuration (iOS 15); its title and image are shown unless titles or images are
    /// set per state.
    open var configuration: Configuration? {
      get { storedConfiguration }
      set {
        storedConfiguration = newValue
        updateContent()
      }
    }
    /// Private storage: the optimizer then sees every access and leaves out the exclusivity
    /// check an `open` stored property makes on each read (each measure reads it).
    private var storedConfiguration: Configuration?

    /// Creates a button with a configuration and the action run when tapped.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
      self.init(type: .plain)
      var configuration = configuration
      if let primaryAction {
        addAction(primaryAction, for: .primaryActionTriggered)
        if configuration.title == nil, !primaryAction.title.isEmpty {
          configuration.title = primaryAction.title
        }
        if configuration.image == nil { configuration.image = primaryAction.image }
      }
      self.configuration = configuration
    }

    /// The title for a state (the normal title when none is set for it, else the
    /// configuration's).
    open func title(for state: State) -> String? {
      titles[state.rawValue] ?? titles[State.normal.rawValue] ?? configuration?.title
    }

    /// Sets the title for a state.
    open func setTitle(_ title: String?, for state: State) {
      titles[state.rawValue] = title
      updateContent()
    }

    /// The styled title for a state: the normal state's when none is set for it; `nil` when
    /// neither is set.
    open func attributedTitle(for state: State) -> NSAttributedString? {
      attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }

    /// Sets the styled title for a state. Shown instead of the plain title when both are set,
    /// as in UIKit.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
      attributedTitles[state.rawValue] = title.map { NSAttributedString(attributedString: $0) }
      updateContent()
    }

    /// The title color for a state.
    open func titleColor(for state: State) -> UIColor? {
      titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    /// Sets the title color for a state.
    open func setTitleColor(_ color: UIColor?, for state: State) {
      titleColors[state.rawValue] = color
      updateContent()
      appearanceSetterCalled("setTitleColor(_:for:)#\(state.rawValue)") {
        $0.setTitleColor(color, for: state)
      }
    }

    /// The image for a state.
    open func image(for state: State) -> UIImage? {
      images[state.rawValue] ?? images[State.normal.rawValue] ?? configuration?.image
    }

    /// Sets the image for a state.
    open func setImage(_ image: UIImage?, for state: State) {
      images[state.rawValue] = image
      updateContent()
    }

    /// The background image for a state (the normal state's when none is set for it).
    open func backgroundImage(for state: State) -> UIImage? {
      backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// Sets the background image for a state.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
      backgroundImages[state.rawValue] = image
      appearanceSetterCalled("setBackgroundImage(_:for:)#\(state.rawValue)") {
        $0.setBackgroundImage(image, for: state)
      }
    }

    /// The background image shown in the current state.
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The title shown in the current state.
    public var currentTitle: String? { title(for: state) }
    /// The styled title shown in the current state (`nil` when only plain titles are set).
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title color in the current state.
    public var currentTitleColor: UIColor {
      titleColor(for: state) ?? (buttonType == .system ? tintColor : .white)
    }
    /// The image shown in the current state.
    public var currentImage: UIImage? { image(for: state) }

    /// The label showing the current title: the styled one when one is set for the state, as
    /// in UIKit. Headless: not one of the subviews.
    public var titleLabel: UILabel? {
      if let storedTitleLabel { return storedTitleLabel }
      let label = UILabel()
      label.font = defaultTitleFont
      label.intrinsicSizeOwner = self
      storedTitleLabel = label
      updateContent()
      return label
    }

    /// The image view showing the current image. Headless: not one of the subviews.
    public var imageView: UIImageView? {
      if let storedImageView { return storedImageView }
      let imageView = UIImageView()
      storedImageView = imageView
      updateContent()
      return imageView
    }

    /// Whether the button is enabled.
    open override var isEnabled: Bool {
      didSet { updateContent() }
    }
    /// Whether the button is selected.
    open override var isSelected: Bool {
      didSet { updateContent() }
    }
    /// Whether the button is highlighted.
    open override var isHighlighted: Bool {
      didSet { updateContent() }
    }

    /// The size of the title and image with the button's padding: for a button with a
    /// configuration, its content insets, image padding and placement; without one, the title
    /// with 6 points above and below it beside the image, or 30 × 34 when the button shows
    /// neither.
    open override var intrinsicContentSize: CGSize { contentLayout.size }

    /// The button's intrinsic size, whatever size is proposed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { contentLayout.size }

    /// Tells the button its intrinsic size changed (each change of title, image, font,
    /// configuration or state does): it measures its content again when next asked.
    open override func invalidateIntrinsicContentSize() {
      cachedContentLayout = nil
      super.invalidateIntrinsicContentSize()
    }

    /// The last ``contentLayout``, with the content size category it was measured at for a
    /// button with a configuration: the layout engine asks for it on every pass that describes
    /// the button, and measuring the title is most of that.
    final var cachedContentLayout:
      (layout: (size: CGSize, titleTop: CGFloat?), category: UIContentSizeCategory?)?

    private func updateContent() {
      if let styled = currentAttributedTitle {
        storedTitleLabel?.attributedText = styled
      } else {
        storedTitleLabel?.text = currentTitle
        storedTitleLabel?.textColor = currentTitleColor
      }
      storedImageView?.image = currentImage
      invalidateIntrinsicContentSize()
    }
  }
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  @_spi(Lasso) import LassoDiagnostics

  /// The delegate of a toolbar, as UIKit's `UIToolbarDelegate`.
  @preconcurrency @MainActor public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

  /// The look of a toolbar, as UIKit's `UIToolbarAppearance`: for ``UIToolbar``'s
  /// ``UIToolbar/standardAppearance`` and the others. Headless: stored only.
  @preconcurrency @MainActor open class UIToolbarAppearance: UIBarAppearance {
    /// The look of plain bar button items.
    open var buttonAppearance = UIBarButtonItemAppearance()
    /// The look of done bar button items.
    open var doneButtonAppearance = UIBarButtonItemAppearance()

    /// Creates an appearance with the default, translucent background.
    public required init() { super.init() }

    /// Creates a copy of `barAppearance` (its buttons too when it is a toolbar's).
    public required init(barAppearance: UIBarAppearance) {
      super.init(barAppearance: barAppearance)
      guard let toolbar = barAppearance as? UIToolbarAppearance else { return }
      buttonAppearance = toolbar.buttonAppearance.copied()
      doneButtonAppearance = toolbar.doneButtonAppearance.copied()
    }
  }

  /// A bar of bar button items, as UIKit's `UIToolbar`: on its own, or the toolbar of a
  /// navigation controller (`UINavigationController.toolbar`), which shows its top controller's
  /// `toolbarItems`. Headless: nothing is drawn but in the terminal, which shows the items.
  @preconcurrency @MainActor open class UIToolbar: UIView, UIBarPositioning {
    /// The toolbar's standard height on an iPhone in portrait, in points.
    static let standardHeight: CGFloat = 44

    /// The items shown, in order (`nil` by default). A navigation controller's toolbar shows its
    /// top controller's `toolbarItems` instead.
    open var items: [UIBarButtonItem]? {
      get { navigationController?.topViewController?.toolbarItems ?? storedItems }
      set { storedItems = newValue }
    }
    private var storedItems: [UIBarButtonItem]?
    /// The navigation controller whose toolbar this is.
    weak var navigationController: UINavigationController?

    /// The style (``UIBarStyle/default``).
    open var barStyle: UIBarStyle = .default {
      didSet { appearanceSetterCalled("barStyle") { [barStyle] in $0.barStyle = barStyle } }
    }
    /// Whether the bar is translucent (`true` by default).
    open var isTranslucent = true {
      didSet {
        appearanceSetterCalled("isTranslucent") { [isTranslucent] in
          $0.isTranslucent = isTranslucent
        }
      }
    }
    /// The bar's background tint (`nil` by default).
    open var barTintColor: UIColor? {
      didSet {
        appearanceSetterCalled("barTintColor") { [barTintColor] in $0.barTintColor = barTintColor }
      }
    }

    private var storedStandardAppearance = UIToolbarAppearance()
    /// The look of the bar at its standard height (a copy of the appearance set).
    open var standardAppearance: UIToolbarAppearance {
      get { storedStandardAppearance }
      set {
        storedStandardAppearance = newValue.copied()
        appearanceSetterCalled("standardAppearance") { $0.standardAppearance = newValue }
      }
    }
    private var storedCompactAppearance: UIToolbarAppearance?
    /// The look of the bar at its compact height; `nil` uses ``standardAppearance``.
    open var compactAppearance: UIToolbarAppearance? {
      get { storedCompactAppearance }
      set {
        storedCompactAppearance = newValue?.copied()
        appearanceSetterCalled("compactAppearance") { $0.compactAppearance = newValue }
      }
    }
    private var storedScrollEdgeAppearance: UIToolbarAppearance?
    /// The look of the bar at its standard height when content is scrolled to its edge; `nil`
    /// uses ``standardAppearance``.
    open var scrollEdgeAppearance: UIToolbarAppearance? {
      get { storedScrollEdgeAppearance }
      set {
        storedScrollEdgeAppearance = newValue?.copied()
        appearanceSetterCalled("scrollEdgeAppearance") { $0.scrollEdgeAppearance = newValue }
      }
    }
    private var storedCompactScrollEdgeAppearance: UIToolbarAppearance?
    /// The look of the bar at its compact height when content is scrolled to its edge; `nil`
    /// falls back to ``scrollEdgeAppearance``, ``compactAppearance``, then
    /// ``standardAppearance``.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
      get { storedCompactScrollEdgeAppearance }
      set {
        storedCompactScrollEdgeAppearance = newValue?.copied()
        appearanceSetterCalled("compactScrollEdgeAppearance") {
          $0.compactScrollEdgeAppearance = newValue
        }
      }
    }

    private var backgroundImages = BarImages()
    private var shadowImages: [Int: UIImage] = [:]

    private weak var storedDelegate: UIToolbarDelegate?
    /// The delegate (weak), asked for the bar's position when it moves to a window. The
    /// toolbar of a navigation controller takes none: as UIKit refuses it, setting one is
    /// reported as a `Misuse` and ignored.
    open weak var delegate: UIToolbarDelegate? {
      get { storedDelegate }
      set {
        guard navigationController == nil else {
          Misuse.report(
            """
            Cannot manually set the delegate on a UIToolbar managed by a \
            UINavigationController.
            """,
            fix: """
              Leave the navigation controller's toolbar without a delegate; use a UIToolbar of \
              your own for one that needs a delegate.
              """)
          return
        }
        storedDelegate = newValue
      }
    }

    /// Where the bar is: its delegate's answer when the bar last moved to a window,
    /// ``UIBarPosition/bottom`` (a toolbar's default) without one or when it answers
    /// ``UIBarPosition/any``.
    public private(set) var barPosition: UIBarPosition = .bottom

    /// Creates a toolbar; it hugs its height (priority 750) but not its width.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Creates a toolbar from an archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// No intrinsic width; 44 points tall, an iPhone's toolbar in portrait.
    open override var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
    }

    /// The current width, 44 points tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
      CGSize(width: bounds.width, height: Self.standardHeight)
    }

    /// Sets ``items``. Headless: at once, whatever `animated` says.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
      self.items = items
    }

    /// Sets the background image for a position and bar metrics (an appearance property).
    open func setBackgroundImage(
      _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition,
      barMetrics: UIBarMetrics
    ) {
      backgroundImages[topOrBottom, barMetrics] = backgroundImage
      appearanceSetterCalled("backgroundImage.\(BarImages.key(topOrBottom, barMetrics))") {
        $0.setBackgroundImage(
          backgroundImage, forToolbarPosition: topOrBottom, barMetrics: barMetrics)
      }
    }

    /// The background image set for a position and bar metrics.
    open func backgroundImage(
      forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
    ) -> UIImage? {
      backgroundImages[topOrBottom, barMetrics]
    }

    /// Sets the shadow image for a position (an appearance property; shown only with a custom
    /// background image, as in UIKit).
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition)
    {
      shadowImages[topOrBottom.rawValue] = shadowImage
      appearanceSetterCalled("shadowImage.\(topOrBottom.rawValue)") {
        $0.setShadowImage(shadowImage, forToolbarPosition: topOrBottom)
      }
    }

    /// The shadow image set for a position.
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
      shadowImages[topOrBottom.rawValue]
    }

    /// Asks the delegate for the bar's position, as UIKit does when a bar moves to a window.
    open override func didMoveToWindow() {
      super.didMoveToWindow()
      guard window != nil else { return }
      barPosition = position(askedOf: storedDelegate, otherwise: .bottom)
    }
  }
#endif

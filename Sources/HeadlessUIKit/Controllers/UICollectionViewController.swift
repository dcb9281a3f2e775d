#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// A controller whose view is a collection, as UIKit's `UICollectionViewController`: it makes
  /// the collection (with its layout, the screen's size), is its data source and delegate, and
  /// clears the selection when it reappears.
  ///
  /// As on iOS, a subclass writes `override` on every data source and delegate method it
  /// implements. Each base method behaves as the protocol's default; the optional one whose
  /// presence changes UIKit's behaviour (`viewForSupplementaryElementOfKind`) tells the
  /// collection it was not overridden, through the same hook the protocol extensions use.
  @preconcurrency @MainActor
  open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegate, ListController
  {
    private let initialLayout: UICollectionViewLayout?
    private var storedCollectionView: UICollectionView?

    /// Whether ``viewWillAppear(_:)`` deselects the selected items (`true` by default),
    /// animated when the appearance is.
    open var clearsSelectionOnViewWillAppear = true
    /// Whether a long press reorders items (`true` by default). Headless: recorded.
    open var installsStandardGestureForInteractiveMovement = true
    /// Whether a push between collection controllers animates between their layouts (`false`
    /// by default). Headless: recorded.
    open var useLayoutToLayoutNavigationTransitions = false

    /// Creates a controller whose collection uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
      initialLayout = layout
      super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller without a layout (headless: no nib is loaded). As on iOS, its
    /// collection cannot be made without one: assign ``collectionView`` before the view loads.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      initialLayout = nil
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive (headless: without a layout, as
    /// ``init(nibName:bundle:)``).
    public required init?(coder: NSCoder) {
      initialLayout = nil
      super.init(coder: coder)
    }

    /// The collection, loading the view first. Setting it replaces the view (the new
    /// collection's data source and delegate are left as they are).
    open var collectionView: UICollectionView! {
      get {
        loadViewIfNeeded()
        return storedCollectionView
      }
      set {
        storedCollectionView = newValue
        view = newValue
      }
    }

    /// The root view; a collection assigned here (for example by an overridden ``loadView()``)
    /// becomes ``collectionView``.
    open override var view: UIView! {
      get { super.view }
      set {
        if let collection = newValue as? UICollectionView { storedCollectionView = collection }
        super.view = newValue
      }
    }

    /// The collection's layout: the one the controller was created with until the collection
    /// exists.
    public var collectionViewLayout: UICollectionViewLayout {
      storedCollectionView?.collectionViewLayout ?? initialLayout ?? UICollectionViewFlowLayout()
    }

    /// Makes a collection with the controller's layout, the screen's size, with the controller
    /// as its data source and delegate, and makes it the view.
    open override func loadView() {
      let layout: UICollectionViewLayout
      if let initialLayout {
        layout = initialLayout
      } else {
        // Stricter than kind: UIKit raises "UICollectionView must be initialized with a
        // non-nil layout parameter" here.
        Misuse.report(
          "\(Misuse.name(of: type(of: self))) loaded its view without a collection view layout "
            + "(it was made with init(nibName:bundle:) or init()).",
          fix: "Create it with init(collectionViewLayout:), or assign collectionView in loadView()."
        )
        layout = UICollectionViewFlowLayout()
      }
      let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
      collection.dataSource = self
      collection.delegate = self
      view = collection
    }

    /// Deselects the selected items when ``clearsSelectionOnViewWillAppear`` (animated when
    /// the appearance is). Subclasses call `super`.
    open override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      listClearSelection(of: storedCollectionView, \.indexPathsForSelectedItems, animated: animated)
    }

    static var listTypeNames: (controller: String, dataSource: String) {
      ("UICollectionViewController", "UICollectionViewDataSource")
    }

    // MARK: UICollectionViewDataSource

    /// Required: override it. The base reports the misuse and returns 0.
    open func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    )
      -> Int
    {
      missingOverride("collectionView(_:numberOfItemsInSection:) -> Int", returning: 0)
    }

    /// Required: override it. The base reports the misuse and returns an empty cell.
    open func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
      -> UICollectionViewCell
    {
      missingOverride("collectionView(_:cellForItemAt:) -> UICollectionViewCell")
    }

    /// 1.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// Not overridden: the collection shows no supplementary view.
    open func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.defaultImplementationReached = true
      return UICollectionReusableView(frame: .zero)
    }

    /// `false`.
    open func collectionView(
      _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    ) -> Bool { false }

    /// Does nothing.
    open func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {}

    // MARK: UICollectionViewDelegate

    /// `true`.
    open func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool { true }

    /// Does nothing.
    open func collectionView(
      _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    open func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {}

    /// `true`.
    open func collectionView(
      _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool { true }

    /// `true`.
    open func collectionView(
      _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool { true }

    /// Does nothing.
    open func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    open func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    open func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    open func collectionView(
      _ collectionView: UICollectionView,
      willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {}

    /// Does nothing.
    open func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {}

    /// Does nothing.
    open func collectionView(
      _ collectionView: UICollectionView,
      didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}

    // MARK: UIScrollViewDelegate

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  }
#endif

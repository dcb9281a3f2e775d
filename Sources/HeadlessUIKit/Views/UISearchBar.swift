#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The delegate of a search bar, as UIKit's `UISearchBarDelegate` (all methods optional).
  /// Headless, a user's actions are simulated with `headless.type(_:)`,
  /// `headless.tapSearchButton()`, `headless.tapCancel()` and
  /// `headless.selectScope(_:)`.
  @preconcurrency @MainActor public protocol UISearchBarDelegate: UIBarPositioningDelegate {
    /// Whether editing may begin (`true`).
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Called after editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end (`true`).
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Called after editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// Called when the user changed the text (typing, deleting, clearing).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether typing may replace the characters in `range` (UTF-16) with `text` (`true`).
    func searchBar(
      _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool
    /// Called when the user tapped the keyboard's search button.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// Called when the user tapped the bookmark button.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// Called when the user tapped the cancel button.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// Called when the user tapped the results list button.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// Called when the user selected a scope button.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
  }

  extension UISearchBarDelegate {
    /// Allows editing.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Allows ending.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Allows the change.
    public func searchBar(
      _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(
      _ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
    ) {}
  }

  /// The text field of a search bar, as UIKit's `UISearchTextField`: a ``UITextField`` whose
  /// editing the search bar reports to its delegate (and to its search controller).
  @preconcurrency @MainActor open class UISearchTextField: UITextField {
    /// The search bar it belongs to.
    weak var searchBar: UISearchBar?

    /// Whether the tokens can be copied (headless: tokens are not modelled).
    open var allowsCopyingTokens = true
    /// Whether the tokens can be deleted (headless: tokens are not modelled).
    open var allowsDeletingTokens = true

    /// Its window: its own, else (a search bar shown in a navigation bar, which the headless
    /// window does not hold as a view) the window of the controller showing the bar.
    override var responderWindow: UIWindow? {
      super.responderWindow ?? searchBar?.hostWindow
    }

    override func shouldBecomeFirstResponder() -> Bool {
      guard let searchBar else { return super.shouldBecomeFirstResponder() }
      return (searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true)
        && super.shouldBecomeFirstResponder()
    }

    override func didBecomeFirstResponder() {
      super.didBecomeFirstResponder()
      searchBar?.textDidBeginEditing()
    }

    override func shouldResignFirstResponder() -> Bool {
      guard let searchBar else { return super.shouldResignFirstResponder() }
      return (searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true)
        && super.shouldResignFirstResponder()
    }

    override func didResignFirstResponder() {
      super.didResignFirstResponder()
      if let searchBar { searchBar.delegate?.searchBarTextDidEndEditing(searchBar) }
    }

    override func allowsTyping(in range: NSRange, replacementString string: String) -> Bool {
      guard super.allowsTyping(in: range, replacementString: string) else { return false }
      guard let searchBar else { return true }
      return searchBar.delegate?.searchBar(
        searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    override func didChangeTextByTyping() {
      searchBar?.textDidChangeByUser()
    }

    /// The return key of a search bar is its search button.
    override func pressReturnKey() {
      guard let searchBar else { return super.pressReturnKey() }
      searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
    }
  }

  /// A search field with optional cancel button and scope bar, as UIKit's `UISearchBar`. Its
  /// text lives in ``searchTextField``; typing there (see `headless.type(_:)`) calls the
  /// delegate's `searchBar(_:textDidChange:)` and, when a ``UISearchController`` owns the bar,
  /// activates it and asks its updater to update the results. Setting ``text`` in code calls
  /// nothing, as in UIKit.
  @preconcurrency @MainActor open class UISearchBar: UIView, UIBarPositioning {
    /// The look of a search bar.
    public enum Style: UInt, Sendable {
      /// The default (prominent).
      case `default` = 0
      /// Prominent, translucent background.
      case prominent = 1
      /// Minimal: no background.
      case minimal = 2
    }

    /// An icon of the search bar.
    public enum Icon: Int, Sendable {
      /// The magnifying glass.
      case search = 0
      /// The clear button.
      case clear = 1
      /// The bookmark button.
      case bookmark = 2
      /// The results list button.
      case resultsList = 3
    }

    /// The text field holding the text.
    public let searchTextField = UISearchTextField(frame: .zero)
    /// The delegate (weak): told of editing, and asked for the bar's position.
    open weak var delegate: UISearchBarDelegate?
    /// Where the bar is: its delegate's answer when the bar last moved to a window,
    /// ``UIBarPosition/top`` without one or when it answers ``UIBarPosition/any`` (Apple: the
    /// delegates of navigation and search bars return `top` by default).
    public private(set) var barPosition: UIBarPosition = .top
    /// The search controller that owns the bar.
    weak var owningSearchController: UISearchController?
    private var storedShowsCancelButton = false
    private var storedShowsScopeBar = false
    private var icons: [String: UIImage] = [:]

    /// Creates a search bar with the given frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      setUpTextField()
    }

    /// Creates a search bar from an archive (headless: an empty one).
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUpTextField()
    }

    /// Asks the delegate for the bar's position, as UIKit does when a bar moves to a window.
    open override func didMoveToWindow() {
      super.didMoveToWindow()
      guard window != nil else { return }
      barPosition = position(askedOf: delegate, otherwise: .top)
    }

    private func setUpTextField() {
      searchTextField.searchBar = self
      searchTextField.returnKeyType = .search
      searchTextField.frame = CGRect(origin: .zero, size: frame.size)
      addSubview(searchTextField)
    }

    /// The window the bar is in, else the one of the controller whose navigation item shows
    /// it through its search controller.
    var hostWindow: UIWindow? {
      window ?? owningSearchController?.owningController?.hostWindow
    }

    /// The text (never `nil` when read). Setting it calls no delegate method.
    open var text: String? {
      get { searchTextField.text }
      set { searchTextField.text = newValue }
    }
    /// The text shown while empty.
    open var placeholder: String? {
      get { searchTextField.placeholder }
      set { searchTextField.placeholder = newValue }
    }
    /// A line of text above the bar.
    open var prompt: String?
    /// The look of the bar.
    open var searchBarStyle: Style = .default
    /// The tint of the bar's background.
    open var barTintColor: UIColor? {
      didSet {
        appearanceSetterCalled("barTintColor") { [barTintColor] in $0.barTintColor = barTintColor }
      }
    }
    /// Whether the bar's background is translucent.
    open var isTranslucent = true
    /// Whether the bar can be used (iOS 16.4); a disabled bar ignores the user.
    open var isEnabled: Bool {
      get { searchTextField.isEnabled }
      set { searchTextField.isEnabled = newValue }
    }
    /// The background image.
    open var backgroundImage: UIImage?
    /// A view above the keyboard while the bar edits.
    open var inputAccessoryView: UIView? {
      get { searchTextField.inputAccessoryView }
      set { searchTextField.inputAccessoryView = newValue }
    }
    /// Whether the bookmark button shows.
    open var showsBookmarkButton = false
    /// Whether the results list button shows.
    open var showsSearchResultsButton = false
    /// Whether the results list button is selected.
    open var isSearchResultsButtonSelected = false

    /// Whether the cancel button shows. Setting it on a bar owned by a search controller
    /// turns off the controller's `automaticallyShowsCancelButton`, as in UIKit.
    open var showsCancelButton: Bool {
      get { storedShowsCancelButton }
      set {
        storedShowsCancelButton = newValue
        owningSearchController?.automaticallyShowsCancelButton = false
      }
    }

    /// Sets ``showsCancelButton`` (headless: at once).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
      self.showsCancelButton = showsCancelButton
    }

    /// The titles of the scope buttons; the scope bar shows only with 2 or more.
    open var scopeButtonTitles: [String]?
    /// The index of the selected scope button (0).
    open var selectedScopeButtonIndex = 0

    /// Whether the scope bar shows. Setting it on a bar owned by a search controller turns
    /// off the controller's `automaticallyShowsScopeBar`, as in UIKit.
    open var showsScopeBar: Bool {
      get { storedShowsScopeBar }
      set {
        storedShowsScopeBar = newValue
        owningSearchController?.automaticallyShowsScopeBar = false
      }
    }

    /// Sets ``showsScopeBar`` (headless: at once). UIKit's Swift name for Objective-C's
    /// `setShowsScopeBar:animated:`.
    open func setShowsScope(_ show: Bool, animated: Bool) {
      showsScopeBar = show
    }

    /// Whether the scope bar is visible: shown, with 2 or more titles.
    var isScopeBarVisible: Bool {
      storedShowsScopeBar && (scopeButtonTitles?.count ?? 0) >= 2
    }

    /// Sets an icon's image for a state.
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
      icons["\(icon.rawValue)-\(state.rawValue)"] = iconImage
    }

    /// An icon's image for a state, if set.
    open func image(for icon: Icon, state: UIControl.State) -> UIImage? {
      icons["\(icon.rawValue)-\(state.rawValue)"]
    }

    // MARK: Text input traits, forwarded to the text field

    /// The keyboard shown while the bar edits.
    open var keyboardType: UIKeyboardType {
      get { searchTextField.keyboardType }
      set { searchTextField.keyboardType = newValue }
    }
    /// When the keyboard turns on capitals.
    open var autocapitalizationType: UITextAutocapitalizationType {
      get { searchTextField.autocapitalizationType }
      set { searchTextField.autocapitalizationType = newValue }
    }
    /// Whether the keyboard corrects spelling.
    open var autocorrectionType: UITextAutocorrectionType {
      get { searchTextField.autocorrectionType }
      set { searchTextField.autocorrectionType = newValue }
    }
    /// The spell checking.
    open var spellCheckingType: UITextSpellCheckingType {
      get { searchTextField.spellCheckingType }
      set { searchTextField.spellCheckingType = newValue }
    }
    /// The return key (`.search`).
    open var returnKeyType: UIReturnKeyType {
      get { searchTextField.returnKeyType }
      set { searchTextField.returnKeyType = newValue }
    }
    /// Whether the return key is disabled while empty.
    open var enablesReturnKeyAutomatically: Bool {
      get { searchTextField.enablesReturnKeyAutomatically }
      set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }

    // MARK: Responder

    /// A search bar can become first responder: its text field does.
    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

    /// Makes the text field first responder (editing begins: the delegate hears
    /// `searchBarTextDidBeginEditing`, a search controller activates).
    @discardableResult open override func becomeFirstResponder() -> Bool {
      searchTextField.becomeFirstResponder()
    }

    /// Ends editing: the text field resigns first responder.
    @discardableResult open override func resignFirstResponder() -> Bool {
      searchTextField.resignFirstResponder()
    }

    // MARK: Events from the text field

    func textDidBeginEditing() {
      delegate?.searchBarTextDidBeginEditing(self)
      owningSearchController?.searchBarDidBeginEditing()
    }

    func textDidChangeByUser() {
      delegate?.searchBar(self, textDidChange: text ?? "")
      owningSearchController?.searchBarTextDidChange()
    }

    func setShowsCancelButtonAutomatically(_ shows: Bool) {
      storedShowsCancelButton = shows
    }

    func setShowsScopeBarAutomatically(_ shows: Bool) {
      storedShowsScopeBar = shows
    }
  }
#endif

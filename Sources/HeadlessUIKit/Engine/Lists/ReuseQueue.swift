#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// A view a list reuses: table cells and header/footer views, collection cells and
  /// supplementary views. Lists make a registered class's views with
  /// `init(headlessReuseIdentifier:)` and prepare a dequeued one with `prepareForReuse()`.
  @preconcurrency @MainActor protocol ReusableView: UIView {
    /// Makes a view of the class as a list does for a registration.
    init(headlessReuseIdentifier identifier: String?)
    /// The identifier the view is reused by.
    var reuseIdentifier: String? { get }
    /// Resets the view before a list hands it out again.
    func prepareForReuse()
  }

  /// A cell of a list: reusable, and showing whether its item is selected.
  @preconcurrency @MainActor protocol ListCell: ReusableView {
    /// Whether the cell shows its item selected.
    var isSelected: Bool { get }
    /// Shows the item selected or not, as the list does.
    func showSelected(_ selected: Bool, animated: Bool)
  }

  extension UITableViewCell: ListCell {
    func showSelected(_ selected: Bool, animated: Bool) {
      setSelected(selected, animated: animated)
    }
  }

  extension UITableViewHeaderFooterView: ReusableView {}

  extension UICollectionReusableView: ReusableView {}

  extension UICollectionViewCell: ListCell {
    func showSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
  }

  /// The registrations and the queue of reusable views by key (a reuse identifier, or a kind
  /// and an identifier), shared by table and collection views (cells, header/footer views and
  /// supplementary views).
  @MainActor final class ReuseQueue<View: ReusableView> {
    private var makers: [String: () -> View] = [:]
    private var queued: [String: [View]] = [:]

    /// The key of the views of `identifier` (of `kind`, for a collection's supplementary
    /// views).
    static func key(_ identifier: String, kind: String? = nil) -> String {
      guard let kind else { return identifier }
      return kind + "\u{1}" + identifier
    }

    /// Registers `viewClass` for `identifier` (of `kind`): its views are made with
    /// `init(headlessReuseIdentifier:)`, then `made`; `nil` unregisters. A class that is not a
    /// `View` is a misuse of `list`'s `register` (UIKit raises): reported, nothing changes.
    func register(
      _ viewClass: AnyClass?, _ identifier: String, kind: String? = nil, in list: String,
      made: ((View) -> Void)? = nil
    ) {
      let key = Self.key(identifier, kind: kind)
      guard let viewClass else {
        makers[key] = nil
        return
      }
      guard let type = viewClass as? View.Type else {
        let name = Misuse.name(of: View.self)
        let kindText = kind.map { "kind \"\($0)\", " } ?? ""
        Misuse.report(
          "\(list).register: \(viewClass) is not a \(name) subclass "
            + "(\(kindText)identifier \"\(identifier)\").",
          fix: "Register a \(name) subclass.")
        return
      }
      makers[key] = {
        let view = type.init(headlessReuseIdentifier: identifier)
        made?(view)
        return view
      }
    }

    /// Whether a class (or a registration) was registered for `identifier` (of `kind`).
    func isRegistered(_ identifier: String, kind: String? = nil) -> Bool {
      makers[Self.key(identifier, kind: kind)] != nil
    }

    /// A queued view for `identifier` (of `kind`) after its `prepareForReuse()`, else a new one
    /// if registered, else `nil`.
    func dequeue(_ identifier: String, kind: String? = nil) -> View? {
      let key = Self.key(identifier, kind: kind)
      if var views = queued[key], let view = views.popLast() {
        queued[key] = views
        // Handed out again, it takes its new place's attributes whatever its last were.
        if let reusable = view as? UICollectionReusableView {
          reusable.appliedAttributes = nil
          reusable.fittedAttributes = nil
        }
        view.prepareForReuse()
        return view
      }
      return makers[key]?()
    }

    /// Puts a view that left the screen in the queue of its identifier (of `kind`); views
    /// without one are dropped, as UIKit does.
    func enqueue(_ view: View, kind: String? = nil) {
      guard let identifier = view.reuseIdentifier else { return }
      queued[Self.key(identifier, kind: kind), default: []].append(view)
    }
  }
#endif

#if !os(iOS) && !os(tvOS) && !os(visionOS)
  import Foundation

  /// The registrations and the queue of reusable views by identifier, shared by table and
  /// collection views (cells, header/footer views and supplementary views).
  @MainActor final class HeadlessReuseQueue<View: UIView> {
    private var makers: [String: () -> View] = [:]
    private var queued: [String: [View]] = [:]

    /// Registers how a view for `identifier` is made; `nil` unregisters it.
    func register(_ identifier: String, make: (() -> View)?) {
      makers[identifier] = make
    }

    /// Whether a class (or a registration) was registered for `identifier`.
    func isRegistered(_ identifier: String) -> Bool { makers[identifier] != nil }

    /// A queued view for `identifier` (after `prepare`), else a new one if registered, else
    /// `nil`.
    func dequeue(_ identifier: String, prepare: (View) -> Void) -> View? {
      if var views = queued[identifier], let view = views.popLast() {
        queued[identifier] = views
        prepare(view)
        return view
      }
      return makers[identifier]?()
    }

    /// Puts a view that left the screen in the queue of its identifier (views without one are
    /// dropped, as UIKit does).
    func enqueue(_ view: View, identifier: String?) {
      guard let identifier else { return }
      queued[identifier, default: []].append(view)
    }
  }
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import TestSupport

  @testable import HeadlessUIKit

  /// A shared, ordered record of lifecycle events.
  @MainActor
  final class EventLog {
    var events: [String] = []
    func take() -> [String] {
      defer { events = [] }
      return events
    }
  }

  /// A controller that records its lifecycle into a log, prefixed with its name.
  @MainActor
  class LoggingViewController: UIViewController {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
      self.name = name
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
      log.events.append("\(name).loadView")
      super.loadView()
    }
    override func viewDidLoad() {
      super.viewDidLoad()
      log.events.append("\(name).viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      log.events.append("\(name).viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      log.events.append("\(name).viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      log.events.append("\(name).viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      log.events.append("\(name).viewDidDisappear")
    }
  }

  /// Appearance events only (no loading), for comparing orders.
  extension EventLog {
    func takeAppearance() -> [String] {
      take().filter { !$0.hasSuffix(".loadView") && !$0.hasSuffix(".viewDidLoad") }
    }
  }

  /// A visible window showing `root`, once its first appearance ended (as UIKit, it begins on
  /// a later turn of the main queue).
  @MainActor
  func makeWindow(root: UIViewController) async -> UIWindow {
    let window = UIWindow()
    window.rootViewController = root
    window.makeKeyAndVisible()
    await transitionsEnded(in: window)
    return window
  }
#endif

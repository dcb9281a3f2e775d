// Fixture of scripts/diagnostics-parity: members that are not isolated although their type is
// (constants, notification names, `NSObject` equality), diffable data sources applied from any
// queue, and protocols whose requirements are main-actor. Not part of any target.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

func constants() {
  _ = UITableView.automaticDimension
  _ = UIView.noIntrinsicMetric
  _ = UICollectionView.elementKindSectionHeader
  _ = UISegmentedControl.noSegment
  _ = UIApplication.didBecomeActiveNotification
  _ = UIResponder.keyboardWillShowNotification
  _ = UIResponder.keyboardFrameEndUserInfoKey
  _ = UITextField.textDidChangeNotification
  _ = UITextView.textDidEndEditingNotification
  _ = UIScene.didActivateNotification
  _ = UIResponder.keyboardDidHideNotification
  _ = UIResponder.keyboardAnimationDurationUserInfoKey
  _ = UIResponder.keyboardIsLocalUserInfoKey
  _ = UICollectionView.elementKindSectionFooter
  _ = UICollectionViewFlowLayout.automaticSize
}

func equality(_ first: UIView, _ second: UIView, _ constraint: NSLayoutConstraint) -> Bool {
  _ = constraint == constraint
  return first == second
}

func applyFromBackground(
  _ dataSource: UITableViewDiffableDataSource<Int, String>,
  _ items: UICollectionViewDiffableDataSource<Int, String>
) async {
  var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
  snapshot.appendSections([0])
  snapshot.appendItems(["a", "b"], toSection: 0)
  dataSource.apply(snapshot, animatingDifferences: false)
  items.apply(snapshot, animatingDifferences: true, completion: nil)
  _ = dataSource.snapshot().numberOfItems
  await dataSource.apply(snapshot, animatingDifferences: false)
  _ = dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0))
}

@MainActor func makeDataSource(_ table: UITableView) -> UITableViewDiffableDataSource<Int, String> {
  UITableViewDiffableDataSource(tableView: table) { table, indexPath, item in
    let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = item
    return cell
  }
}

func contentViews(_ view: any UIView & UIContentView) {
  _ = view.configuration
  _ = view.supports(UIListContentConfiguration.cell())
}

final class Delegate: NSObject, UIApplicationDelegate {
  var launched = false

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    launched = true
    return true
  }
}

func readDelegate(_ delegate: Delegate) -> Bool {
  delegate.launched
}

final class Responder: UIResponder {
  override var canBecomeFirstResponder: Bool { true }
}

func accessibility() {
  _ = UIAccessibility.isVoiceOverRunning
  _ = UIAccessibility.isReduceMotionEnabled
  // Not `.announcement`: the SDK's notification constants are mutable C globals, which the
  // Swift 6 mode rejects wherever they are used (see scripts/diagnostics-parity's limits).
  UIAccessibility.post(
    notification: UIAccessibility.Notification(rawValue: 1008), argument: "Saved")
}

// Fixture of scripts/diagnostics-parity: UIKit's value types (configurations, options, styles,
// geometry) made and changed in nonisolated code, and sent across isolation. Not part of any
// target.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

func buttonConfigurations() -> UIButton.Configuration {
  var configuration = UIButton.Configuration.filled()
  configuration.title = "Send"
  configuration.image = UIImage(systemName: "paperplane")
  configuration.cornerStyle = .capsule
  configuration.baseBackgroundColor = .systemBlue
  return configuration
}

func options() {
  let animation: UIView.AnimationOptions = [.curveEaseInOut, .allowUserInteraction]
  _ = animation.contains(.curveEaseIn)
  let events: UIControl.Event = [.touchUpInside, .valueChanged]
  _ = events
  let state: UIControl.State = .highlighted
  _ = state
  let edges: UIRectEdge = [.top, .bottom]
  _ = edges
  let orientations: UIInterfaceOrientationMask = .portrait
  _ = orientations
  _ = UITableView.Style.insetGrouped
  _ = UIModalPresentationStyle.pageSheet
  _ = UIStackView.Alignment.center
  _ = UIKeyboardType.emailAddress
  _ = UITextContentType.username
  _ = UIFont.Weight.semibold
  _ = UIFont.TextStyle.title1
  _ = UILayoutPriority.defaultHigh - 1
  _ = UIUserInterfaceStyle.dark
}

func symbolsAndMetrics() {
  let symbol = UIImage.SymbolConfiguration(pointSize: 17, weight: .bold)
  _ = UIImage(systemName: "star", withConfiguration: symbol)
  let metrics = UIFontMetrics(forTextStyle: .body)
  _ = metrics.scaledValue(for: 10)
  _ = metrics.scaledFont(for: .systemFont(ofSize: 12))
}

func accessories() -> [UICellAccessory] {
  [.disclosureIndicator(), .checkmark()]
}

func snapshots() -> NSDiffableDataSourceSectionSnapshot<String> {
  var section = NSDiffableDataSourceSectionSnapshot<String>()
  section.append(["a", "b"])
  return section
}

/// Runs `body` elsewhere, as any API taking a `@Sendable` closure does. (Not `Task.detached`:
/// the SDK's Swift 5.8 library takes a `@Sendable` closure there, this toolchain's a `sending`
/// one, which region checking lets capture non-`Sendable` values.)
func runElsewhere(_ body: @escaping @Sendable () -> Void) {}

func sendValues() {
  let configuration = buttonConfigurations()
  let list = UIListContentConfiguration.cell()
  let background = UIBackgroundConfiguration.listPlainCell()
  let accessory = UICellAccessory.disclosureIndicator()
  let section = snapshots()
  let insets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
  let symbol = UIImage.SymbolConfiguration(pointSize: 10)
  let metrics = UIFontMetrics.default
  let state = UICellConfigurationState(traitCollection: UITraitCollection())
  let listLayout = UICollectionLayoutListConfiguration(appearance: .plain)
  let textProperties = list.textProperties
  let animation: UIView.AnimationOptions = .curveLinear
  let priority = UILayoutPriority.defaultLow
  let style = UIButton.Configuration.CornerStyle.capsule
  runElsewhere {
    _ = state
    _ = listLayout
    _ = textProperties
    _ = animation
    _ = priority
    _ = style
    _ = configuration.title
    _ = list.text
    _ = background.backgroundColor
    _ = accessory
    _ = section.items
    _ = insets.leading
    _ = symbol
    _ = metrics
  }
}

@MainActor func applyValues(_ button: UIButton, _ cell: UICollectionViewListCell) {
  button.configuration = buttonConfigurations()
  cell.accessories = accessories()
  cell.contentConfiguration = UIListContentConfiguration.cell()
  cell.backgroundConfiguration = .listPlainCell()
}

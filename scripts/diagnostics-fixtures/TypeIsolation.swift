// Fixture of scripts/diagnostics-parity: types whose isolation differs across UIKit (main-actor
// classes and protocols; Sendable values; protocols with one main-actor requirement), used from
// nonisolated code. Not part of any target.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

func pasteboard() {
  UIPasteboard.general.string = "copied"
  _ = UIPasteboard.general.hasStrings
  _ = UIPasteboard.general.url
}

struct BadgeConfiguration: UIContentConfiguration {
  var text = ""

  func makeContentView() -> any UIView & UIContentView {
    BadgeContentView(configuration: self)
  }

  func updated(for state: any UIConfigurationState) -> BadgeConfiguration {
    self
  }
}

final class BadgeContentView: UIView, UIContentView {
  var configuration: any UIContentConfiguration

  init(configuration: BadgeConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
  }
}

func configurations(_ state: UICellConfigurationState) -> BadgeConfiguration {
  var configuration = BadgeConfiguration()
  configuration.text = "1"
  _ = configuration.makeContentView()
  _ = state.isSelected
  return configuration.updated(for: state)
}

func listContent() {
  var content = UIListContentConfiguration.cell()
  content.text = "Title"
  content.secondaryText = "Detail"
  _ = content.updated(for: UICellConfigurationState(traitCollection: UITraitCollection()))
  var background = UIBackgroundConfiguration.listPlainCell()
  background.backgroundColor = .red
  _ = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
}

func traits() {
  let traits = UITraitCollection(userInterfaceStyle: .dark)
  _ = traits.userInterfaceStyle
  _ = traits.horizontalSizeClass
}

func sendables() async {
  let color = UIColor.red
  let font = UIFont.systemFont(ofSize: 12)
  let traits = UITraitCollection(horizontalSizeClass: .regular)
  let insets = UIEdgeInsets.zero
  let priority = UILayoutPriority.required
  await Task.detached {
    _ = color.description
    _ = font.pointSize
    _ = traits.horizontalSizeClass
    _ = insets.left
    _ = priority.rawValue
  }.value
}

func renderers() {
  let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))
  _ = renderer.image { context in
    _ = context.format
  }
}

func constraints(_ constraint: NSLayoutConstraint) {
  constraint.isActive = true
  _ = constraint.priority
}

final class Theme {
  var isDark = false
}

func dynamicColor(_ theme: Theme) -> UIColor {
  UIColor { traits in
    theme.isDark || traits.userInterfaceStyle == .dark ? .black : .white
  }
}

func listContentViews(_ view: UIListContentView, _ cell: UITableViewCell) {
  _ = view.configuration
  _ = view.supports(UIListContentConfiguration.cell())
  _ = UIListContentView(configuration: .cell())
  _ = cell.contentConfiguration
  _ = cell.defaultContentConfiguration()
}

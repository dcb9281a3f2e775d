// Fixture of scripts/diagnostics-parity: Dynamic Type (content size categories, preferred fonts,
// font metrics: not main-actor in the SDK) and the views that adjust their font (main-actor),
// used from nonisolated and main-actor code. Not part of any target.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

func nonisolatedDynamicType(_ traits: UITraitCollection) -> CGFloat {
  let body = UIFont.preferredFont(forTextStyle: .body)
  let headline = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: traits)
  let metrics = UIFontMetrics(forTextStyle: .title1)
  _ = metrics.scaledFont(for: body, maximumPointSize: 40, compatibleWith: traits)
  _ = metrics.scaledFont(for: body, compatibleWith: nil)
  _ = UIFontMetrics.default.scaledFont(for: headline)
  _ = UIFontMetrics.default.scaledFont(for: headline, maximumPointSize: 30)
  let category = traits.preferredContentSizeCategory
  _ = category.isAccessibilityCategory
  _ = category < .accessibilityMedium
  _ = UITraitCollection(preferredContentSizeCategory: .extraLarge)
  _ = UIContentSizeCategory.didChangeNotification
  _ = UIContentSizeCategory.newValueUserInfoKey
  return metrics.scaledValue(for: 8, compatibleWith: traits) + metrics.scaledValue(for: 2)
}

func nonisolatedAdjusting(_ label: UILabel) {
  label.adjustsFontForContentSizeCategory = true
  _ = UIApplication.shared.preferredContentSizeCategory
}

/// Runs `body` elsewhere, as any API taking a `@Sendable` closure does.
func runAway(_ body: @escaping @Sendable () -> Void) {}

func sendDynamicTypeValues(_ traits: UITraitCollection) {
  let category = UIContentSizeCategory.large
  let metrics = UIFontMetrics.default
  let font = UIFont.preferredFont(forTextStyle: .caption1)
  runAway {
    _ = category
    _ = metrics.scaledValue(for: 1)
    _ = traits.preferredContentSizeCategory
    _ = font.pointSize
  }
}

@MainActor func mainActorDynamicType(_ label: UILabel, _ field: UITextField, _ text: UITextView) {
  let adjusting: [any UIContentSizeCategoryAdjusting] = [label, field, text]
  for element in adjusting { element.adjustsFontForContentSizeCategory = true }
  _ = UIApplication.shared.preferredContentSizeCategory
  label.font = .preferredFont(forTextStyle: .body, compatibleWith: label.traitCollection)
}

final class ScalingLabel: UILabel {
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.preferredContentSizeCategory
      != previousTraitCollection?.preferredContentSizeCategory
    {
      invalidateIntrinsicContentSize()
    }
  }
}

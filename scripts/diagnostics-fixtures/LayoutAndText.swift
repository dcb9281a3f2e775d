// Fixture of scripts/diagnostics-parity: Auto Layout (constraints, anchors, layout guides,
// priorities, margins, layout direction), associated objects, activity indicator styles, progress
// bars and attributed text, used from nonisolated and main-actor code, with conformances and
// overrides.
// Not part of any target.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif
#if canImport(ObjectiveC)
  import ObjectiveC
#endif

func constraints(_ first: UIView, _ second: UIView) {
  let constraint = NSLayoutConstraint(
    item: first, attribute: .leading, relatedBy: .equal, toItem: second,
    attribute: .leading, multiplier: 1, constant: 8)
  constraint.priority = .defaultHigh
  constraint.identifier = "leading"
  constraint.isActive = true
  _ = constraint.constant
  _ = constraint.firstItem
  _ = constraint.secondItem
  _ = constraint.firstAnchor
  NSLayoutConstraint.deactivate([constraint])
}

func anchors(_ first: UIView, _ second: UIView) {
  let top = first.topAnchor.constraint(equalTo: second.topAnchor, constant: 4)
  let leading = first.leadingAnchor.constraint(greaterThanOrEqualTo: second.leadingAnchor)
  let width = first.widthAnchor.constraint(equalToConstant: 20)
  NSLayoutConstraint.activate([top, leading, width])
  _ = first.centerXAnchor
}

func guides(_ view: UIView) {
  let guide = UILayoutGuide()
  view.addLayoutGuide(guide)
  guide.identifier = "spacer"
  _ = view.layoutMarginsGuide.leadingAnchor
  _ = view.safeAreaLayoutGuide.topAnchor
  _ = guide.layoutFrame
}

func priorities(_ view: UIView) {
  let high = UILayoutPriority.defaultHigh + 1
  _ = UILayoutPriority(rawValue: 999) > high
  view.setContentHuggingPriority(high, for: .horizontal)
  view.setContentCompressionResistancePriority(.required, for: .vertical)
  _ = view.contentHuggingPriority(for: .vertical)
  _ = view.contentCompressionResistancePriority(for: .horizontal)
  view.translatesAutoresizingMaskIntoConstraints = false
}

func margins(_ view: UIView) {
  view.directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 1, leading: 2, bottom: 3, trailing: 4)
  _ = view.layoutMargins
  view.semanticContentAttribute = .forceRightToLeft
  _ = view.effectiveUserInterfaceLayoutDirection
  _ = UIView.userInterfaceLayoutDirection(for: .unspecified)
  _ = UIApplication.shared.userInterfaceLayoutDirection
}

func legacyGuides(_ controller: UIViewController) {
  _ = controller.topLayoutGuide.length
  _ = controller.bottomLayoutGuide
  controller.automaticallyAdjustsScrollViewInsets = false
}

func indicatorStyles() {
  _ = UIActivityIndicatorView.Style.gray
  _ = UIActivityIndicatorView.Style.white
  _ = UIActivityIndicatorView.Style.whiteLarge
  _ = UIActivityIndicatorView.Style.medium
}

func associate(_ view: UIView, _ key: UnsafeRawPointer) {
  objc_setAssociatedObject(view, key, "value", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
  _ = objc_getAssociatedObject(view, key) as? String
}

private var tagNameKey: UInt8 = 0

extension UIView {
  var tagName: String? {
    get { objc_getAssociatedObject(self, &tagNameKey) as? String }
    set {
      objc_setAssociatedObject(self, &tagNameKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }
}

func tagNames(_ view: UIView) {
  view.tagName = "name"
  _ = view.tagName
}

func keyPaths() {
  let guide: KeyPath<UIView, UILayoutGuide> = \.safeAreaLayoutGuide
  let constant: ReferenceWritableKeyPath<NSLayoutConstraint, CGFloat> = \.constant
  _ = (guide, constant)
}

func paragraphStyles() -> NSParagraphStyle {
  let style = NSMutableParagraphStyle()
  style.alignment = .center
  style.lineSpacing = 4
  style.lineBreakMode = .byTruncatingTail
  _ = NSParagraphStyle.default.lineSpacing
  return style
}

func attributes() -> NSAttributedString {
  let keys: [NSAttributedString.Key] = [.font, .foregroundColor, .paragraphStyle, .kern]
  _ = keys
  let underline: NSUnderlineStyle = [.single, .patternDot]
  return NSAttributedString(
    string: "Title",
    attributes: [
      .font: UIFont.systemFont(ofSize: 12),
      .foregroundColor: UIColor.red,
      .paragraphStyle: paragraphStyles(),
      .underlineStyle: underline.rawValue,
    ])
}

func attributedText(_ label: UILabel, _ button: UIButton, _ field: UITextField, _ text: UITextView)
{
  let title = attributes()
  label.attributedText = title
  button.setAttributedTitle(title, for: .normal)
  _ = button.attributedTitle(for: .normal)
  field.attributedText = title
  field.attributedPlaceholder = title
  text.attributedText = title
}

/// Runs `body` elsewhere, as any API taking a `@Sendable` closure does.
func runElsewhere(_ body: @escaping @Sendable () -> Void) {}

func sendLayoutValues() {
  let priority = UILayoutPriority.defaultLow
  let direction = UIUserInterfaceLayoutDirection.rightToLeft
  let attribute = UISemanticContentAttribute.playback
  let axis = NSLayoutConstraint.Axis.vertical
  let relation = NSLayoutConstraint.Relation.lessThanOrEqual
  let underline = NSUnderlineStyle.double
  let style = paragraphStyles()
  runElsewhere {
    _ = priority
    _ = direction
    _ = attribute
    _ = axis
    _ = relation
    _ = underline
    _ = style.alignment
  }
}

@MainActor func sendMainActorObjects(_ view: UIView) {
  let constraint = view.widthAnchor.constraint(equalToConstant: 1)
  let guide = UILayoutGuide()
  let anchor = view.topAnchor
  let indicator = UIActivityIndicatorView(style: .large)
  runElsewhere {
    _ = constraint
    _ = guide
    _ = anchor
    _ = indicator
    _ = constraint.constant
    _ = guide.layoutFrame
  }
}

@MainActor func mainActorLayout(_ first: UIView, _ second: UIView, _ label: UILabel) {
  constraints(first, second)
  let constraint = first.bottomAnchor.constraint(lessThanOrEqualTo: second.bottomAnchor)
  constraint.priority = UILayoutPriority(rawValue: 500) - 1
  constraint.isActive = true
  first.directionalLayoutMargins = .zero
  first.semanticContentAttribute = .forceLeftToRight
  _ = first.effectiveUserInterfaceLayoutDirection
  _ = UIApplication.shared.userInterfaceLayoutDirection
  first.addLayoutGuide(UILayoutGuide())
  label.attributedText = attributes()
  _ = label.attributedText?.length
  let indicator = UIActivityIndicatorView(style: .whiteLarge)
  indicator.style = .gray
  indicator.startAnimating()
}

@MainActor final class LayoutScreen {
  let view = UIView()
  let guide = UILayoutGuide()
  var constraints: [NSLayoutConstraint] = []

  func install(in parent: UIView) {
    parent.addSubview(view)
    parent.addLayoutGuide(guide)
    constraints = [
      view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      view.heightAnchor.constraint(equalToConstant: 44),
    ]
    NSLayoutConstraint.activate(constraints)
  }
}

final class ConstraintHolder {
  var constraint: NSLayoutConstraint?
  let style = NSMutableParagraphStyle()

  func update(_ view: UIView) {
    constraint?.constant = 10
    constraint = view.heightAnchor.constraint(equalToConstant: 1)
    style.headIndent = 2
  }

  deinit {
    constraint?.isActive = false
  }
}

final class LayoutSupportGuide: NSObject, UILayoutSupport {
  var length: CGFloat { 0 }
  var topAnchor: NSLayoutYAxisAnchor { UIView().topAnchor }
  var bottomAnchor: NSLayoutYAxisAnchor { UIView().bottomAnchor }
  var heightAnchor: NSLayoutDimension { UIView().heightAnchor }
}

final class DirectionalView: UIView {
  override func updateConstraints() {
    super.updateConstraints()
    _ = constraints.count
  }
}

final class LegacyController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    automaticallyAdjustsScrollViewInsets = false
    _ = topLayoutGuide
  }
}

func layoutDebugging(_ view: UIView) {
  _ = view.hasAmbiguousLayout
  view.exerciseAmbiguityInLayout()
  _ = view.constraintsAffectingLayout(for: .horizontal)
}

@MainActor func layoutDebuggingOnTheMainActor(_ view: UIView) {
  _ = view.hasAmbiguousLayout
  view.exerciseAmbiguityInLayout()
  _ = view.constraintsAffectingLayout(for: .vertical)
}

func progressBar(_ task: Progress) -> UIProgressView {
  let bar = UIProgressView(progressViewStyle: .default)
  bar.setProgress(0.5, animated: true)
  bar.observedProgress = task
  bar.progressTintColor = .systemBlue
  _ = bar.progress + 0.1
  return bar
}

@MainActor func progressBarOnTheMainActor(_ task: Progress) -> UIProgressView {
  let bar = UIProgressView(frame: .zero)
  bar.progressViewStyle = .bar
  bar.progress = 0.25
  bar.trackTintColor = .lightGray
  bar.observedProgress = task
  UIProgressView.appearance().progressTintColor = .systemGreen
  return bar
}

import HeadlessUIKit

// A screen laid out through UIKit's API, and its plain-Swift baseline: a controller's root view in
// a visible window holding a title and a column of rows, each row a label and a button. The
// constrained screen places them with anchors and `layoutIfNeeded()`; the baseline computes the
// same frames by hand (the same intrinsic sizes, the same pixel rounding) and assigns them. Both
// return `frameChecksum()`, which must agree.

/// The rows of a screen of `views` views: a title, then rows of three views (row, label, button).
public func screenRows(views: Int) -> Int { max(1, (views - 1) / 3) }

/// The views both screens hold: a title and rows, each a label and a button.
@MainActor public class ScreenViews {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let controller = UIViewController()
  let title = UILabel()
  var rows: [UIView] = []
  var labels: [UILabel] = []
  var buttons: [UIButton] = []

  /// The row spacing below the title, the constant an animation frame changes.
  static let titleSpacing: CGFloat = 8
  static let rowSpacing: CGFloat = 4
  static let rowHeight: CGFloat = 44
  static let inset: CGFloat = 16

  /// A visible iPhone-sized window showing a controller whose view holds a title and `rows`
  /// rows; with `constrained`, every one of them placed by constraints.
  init(rows count: Int, constrained: Bool) {
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let root = controller.view!
    title.text = "Settings"
    title.translatesAutoresizingMaskIntoConstraints = !constrained
    root.addSubview(title)
    for index in 0..<count {
      let row = UIView()
      let label = UILabel()
      label.text = "Row \(index)"
      label.font = .systemFont(ofSize: 15)
      let button = UIButton(type: .system)
      button.setTitle(index.isMultiple(of: 3) ? "Edit" : "Show more", for: .normal)
      for view in [row, label, button] {
        view.translatesAutoresizingMaskIntoConstraints = !constrained
      }
      row.addSubview(label)
      row.addSubview(button)
      root.addSubview(row)
      rows.append(row)
      labels.append(label)
      buttons.append(button)
    }
  }

  /// Every view's frame: the title's, then each row's, its label's and its button's.
  public func frames() -> [CGRect] {
    var frames = [title.frame]
    frames.reserveCapacity(1 + 3 * rows.count)
    for index in rows.indices {
      frames += [rows[index].frame, labels[index].frame, buttons[index].frame]
    }
    return frames
  }

  /// A sum of every view's frame, weighted by its place, for comparing two layouts.
  public func frameChecksum() -> Double {
    var sum = 0.0
    for (index, frame) in frames().enumerated() {
      sum +=
        Double(index + 1)
        * Double(frame.minX + 3 * frame.minY + 7 * frame.width + 11 * frame.height)
    }
    return sum
  }
}

/// The screen laid out with constraints: the title at the top of the safe area and the margins'
/// leading edge, the rows one under the other between the margins, each row's label at its
/// leading edge and its button at its trailing edge, both centered vertically, the label kept
/// clear of the button.
@MainActor public final class ConstrainedScreen: ScreenViews {
  /// The first row's distance below the title: the constraint an animation frame changes.
  private var spacing: NSLayoutConstraint?

  /// Builds the screen of `rows` rows and activates its constraints (not laid out yet).
  public init(rows count: Int) {
    super.init(rows: count, constrained: true)
    let root = controller.view!
    let margins = root.layoutMarginsGuide
    var constraints = [
      title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      title.topAnchor.constraint(
        equalTo: root.safeAreaLayoutGuide.topAnchor, constant: Self.titleSpacing),
    ]
    for index in rows.indices {
      let (row, label, button) = (rows[index], labels[index], buttons[index])
      constraints += [
        row.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        row.heightAnchor.constraint(equalToConstant: Self.rowHeight),
        label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: Self.inset),
        label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        button.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -Self.inset),
        button.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        label.trailingAnchor.constraint(
          lessThanOrEqualTo: button.leadingAnchor, constant: -Self.inset),
      ]
      if index > 0 {
        constraints.append(
          row.topAnchor.constraint(equalTo: rows[index - 1].bottomAnchor, constant: Self.rowSpacing)
        )
      }
    }
    let first = rows[0].topAnchor.constraint(
      equalTo: title.bottomAnchor, constant: Self.titleSpacing)
    constraints.append(first)
    NSLayoutConstraint.activate(constraints)
    spacing = first
  }

  /// `layoutIfNeeded()` on the controller's view: the whole screen the first time.
  public func layOut() {
    controller.view.layoutIfNeeded()
  }

  /// An animation frame: the first row's spacing below the title changes (moving every row),
  /// then `layoutIfNeeded()`.
  public func animationFrame(spacing value: CGFloat) {
    spacing?.constant = value
    controller.view.layoutIfNeeded()
  }
}

/// The baseline: the same views, laid out by hand with the frames the constraints give.
@MainActor public final class HandLaidScreen: ScreenViews {
  /// Builds the screen of `rows` rows (not laid out yet).
  public init(rows count: Int) {
    super.init(rows: count, constrained: false)
  }

  /// An edge in the screen's pixels, to the nearest one, as the layout engine rounds it.
  private func pixels(_ value: CGFloat, _ scale: CGFloat) -> CGFloat {
    (value * scale).rounded()
  }

  /// A frame whose edges are rounded to the screen's pixels, its size counted in whole pixels
  /// (as the layout engine counts it, so that both give the same bits).
  private func rounded(
    x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat, _ scale: CGFloat
  ) -> CGRect {
    let minX = pixels(x, scale)
    let minY = pixels(y, scale)
    return CGRect(
      x: minX / scale, y: minY / scale, width: (pixels(x + width, scale) - minX) / scale,
      height: (pixels(y + height, scale) - minY) / scale)
  }

  /// Lays out every view: the title and rows in the root view, the label and button in each row.
  public func layOut() {
    let scale = UIScreen.main.scale
    let root = controller.view!
    let margins = root.layoutMargins
    let size = title.intrinsicContentSize
    let top = root.safeAreaInsets.top + Self.titleSpacing
    title.frame = rounded(x: margins.left, y: top, width: size.width, height: size.height, scale)
    let width = root.bounds.width - margins.left - margins.right
    var y = top + size.height + Self.titleSpacing
    for index in rows.indices {
      rows[index].frame = rounded(
        x: margins.left, y: y, width: width, height: Self.rowHeight, scale)
      y += Self.rowHeight + Self.rowSpacing
      let label = labels[index].intrinsicContentSize
      labels[index].frame = rounded(
        x: Self.inset, y: (Self.rowHeight - label.height) / 2, width: label.width,
        height: label.height, scale)
      let button = buttons[index].intrinsicContentSize
      buttons[index].frame = rounded(
        x: width - Self.inset - button.width, y: (Self.rowHeight - button.height) / 2,
        width: button.width, height: button.height, scale)
    }
  }

  /// The baseline of an animation frame: the rows move to follow the new spacing (their labels
  /// and buttons keep their places in them).
  public func animationFrame(spacing value: CGFloat) {
    let scale = UIScreen.main.scale
    let root = controller.view!
    let margins = root.layoutMargins
    let width = root.bounds.width - margins.left - margins.right
    var y = root.safeAreaInsets.top + Self.titleSpacing + title.intrinsicContentSize.height + value
    for row in rows {
      row.frame = rounded(x: margins.left, y: y, width: width, height: Self.rowHeight, scale)
      y += Self.rowHeight + Self.rowSpacing
    }
  }
}

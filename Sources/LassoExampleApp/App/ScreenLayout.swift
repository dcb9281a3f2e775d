import Lasso

// How the example's screens lay themselves out on a phone: a vertical stack in a scroll view,
// pinned with Auto Layout to the readable content guide (inside the safe area), in Dynamic Type
// fonts on the system background. The headless UIKit solves the constraints as an iPhone 14
// would, and the terminal draws views in reading order (not at their frames), so the terminal
// shows the same screens.

extension UIViewController {
  /// Makes `content` the screen's body: in a vertically scrolling view that fills the screen
  /// down to the keyboard (so a focused field can be scrolled into view above it), as wide as the
  /// readable content guide (so it stays inside the safe area and at a readable width on an
  /// iPad), with a margin above and below; the background is `systemBackground`.
  ///
  /// ```swift
  /// let stack = UIStackView.vertical([usernameField, passwordField, loginButton])
  /// layOutScrollingContent(stack)
  /// ```
  func layOutScrollingContent(_ content: UIView) {
    view.backgroundColor = .systemBackground
    let scrollView = UIScrollView()
    scrollView.alwaysBounceVertical = true
    scrollView.keyboardDismissMode = .interactive
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    content.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(content)
    // The scroll view fills the screen above the keyboard (the keyboard layout guide follows the
    // keyboard, and is the bottom of the safe area while it is hidden) and insets its content by
    // the safe area (its `contentInsetAdjustmentBehavior` is `.automatic`); its content is as
    // wide as its frame, so it scrolls vertically only, and the content sits in the readable
    // width.
    let guide = view.readableContentGuide
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.contentLayoutGuide.widthAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.widthAnchor),
      content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
      content.bottomAnchor.constraint(
        equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
  }
}

extension UIStackView {
  /// A vertical stack of `views`, `spacing` points apart, each as wide as the stack.
  static func vertical(_ views: [UIView], spacing: CGFloat = 12) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.spacing = spacing
    return stack
  }

  /// A horizontal row of `views`, `spacing` points apart, centred vertically: the first view
  /// (a label) takes the width the others leave.
  static func row(_ views: [UIView], spacing: CGFloat = 12) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .horizontal
    stack.alignment = .center
    stack.spacing = spacing
    for view in views.dropFirst() {
      view.setContentHuggingPriority(.required, for: .horizontal)
      view.setContentCompressionResistancePriority(.required, for: .horizontal)
    }
    return stack
  }
}

extension UILabel {
  /// Sets the label's font to `style`'s, following Dynamic Type, and lets it wrap.
  func useDynamicType(_ style: UIFont.TextStyle = .body) {
    font = .preferredFont(forTextStyle: style)
    adjustsFontForContentSizeCategory = true
    numberOfLines = 0
  }
}

extension UITextField {
  /// Sets the field's font to `style`'s, following Dynamic Type, with a rounded border.
  func useDynamicType(_ style: UIFont.TextStyle = .body) {
    font = .preferredFont(forTextStyle: style)
    adjustsFontForContentSizeCategory = true
    borderStyle = .roundedRect
  }
}

extension UIButton {
  /// Sets the title's font to `style`'s, following Dynamic Type.
  func useDynamicType(_ style: UIFont.TextStyle = .body) {
    titleLabel?.font = .preferredFont(forTextStyle: style)
    titleLabel?.adjustsFontForContentSizeCategory = true
  }
}

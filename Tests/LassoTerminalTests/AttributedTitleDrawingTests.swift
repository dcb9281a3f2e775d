import Foundation
import HeadlessUIKit
import LassoTerminal
import Testing

/// The terminal draws what a device shows for styled (attributed) text.
@MainActor @Suite struct AttributedTitleDrawingTests {
  private func content(_ views: [UIView]) -> [String] {
    let window = makeWindow(FormController(title: "Form", views))
    return contentLines(FrameBuilder(width: 40).frame(of: window))
  }

  // Source: Apple's documentation of UIButton.setAttributedTitle(_:for:) ("If you set both a
  // title and an attributed title for the button, the button prefers the use of the attributed
  // title") and of currentAttributedTitle.
  @Test func aButtonShowsItsAttributedTitleOverItsPlainTitle() {
    let styledOnly = UIButton(type: .system)
    styledOnly.setAttributedTitle(
      NSAttributedString(string: "Styled", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)]),
      for: .normal)
    let both = UIButton(type: .system)
    both.setTitle("Plain", for: .normal)
    both.setAttributedTitle(NSAttributedString(string: "Fancy"), for: .normal)
    #expect(content([styledOnly, both]) == [" [ Styled ]", " [ Fancy ]"])
  }

  // Source: Apple's documentation of UILabel.attributedText (setting it replaces `text` with
  // the same string).
  @Test func aLabelShowsItsAttributedText() {
    let label = UILabel()
    label.attributedText = NSAttributedString(
      string: "Welcome", attributes: [.foregroundColor: UIColor.blue])
    #expect(content([label]) == [" Welcome"])
  }
}

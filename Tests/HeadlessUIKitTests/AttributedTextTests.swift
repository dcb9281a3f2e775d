#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  @MainActor @Suite struct AttributedTextTests {
    // Source: UIKit's NSAttributedString.h: NSFontAttributeName, NSForegroundColorAttributeName…
    // are NSAttributedStringKey constants whose values are "NSFont", "NSColor"… (Apple's
    // documentation of NSAttributedString.Key lists them as UIKit's keys).
    @Test func uikitsKeysHaveUIKitsRawValues() {
      #expect(NSAttributedString.Key.font.rawValue == "NSFont")
      #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
      #expect(NSAttributedString.Key.backgroundColor.rawValue == "NSBackgroundColor")
      #expect(NSAttributedString.Key.paragraphStyle.rawValue == "NSParagraphStyle")
      #expect(NSAttributedString.Key.underlineStyle.rawValue == "NSUnderline")
      #expect(NSAttributedString.Key.kern.rawValue == "NSKern")
      #expect(NSAttributedString.Key.link.rawValue == "NSLink")
      #expect(NSUnderlineStyle.double.rawValue == 0x09)
      let string = NSAttributedString(
        string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 20), .kern: 2])
      #expect(
        string.attributes(at: 1, effectiveRange: nil)[.font] as? UIFont == .systemFont(ofSize: 20))
    }

    // Source: UIKit's NSParagraphStyle.h: NSMutableParagraphStyle's settable properties,
    // copy/mutableCopy (NSCopying, NSMutableCopying), and defaultParagraphStyle having the
    // settings of NSParagraphStyle(); the style is the value of .paragraphStyle.
    @Test func paragraphStylesAreValuesOfTheParagraphStyleKey() throws {
      let style = NSMutableParagraphStyle()
      style.lineSpacing = 4
      style.alignment = .center
      style.lineBreakMode = .byTruncatingTail
      let frozen = try #require(style.copy() as? NSParagraphStyle)
      #expect(!(frozen is NSMutableParagraphStyle))
      #expect(frozen.lineSpacing == 4 && frozen.alignment == .center)
      #expect(frozen == style)
      #expect(NSParagraphStyle.default == NSParagraphStyle())
      #expect(NSParagraphStyle.default.lineBreakMode == .byWordWrapping)
      let again = try #require(frozen.mutableCopy() as? NSMutableParagraphStyle)
      again.lineSpacing = 8
      #expect(frozen.lineSpacing == 4)
      let string = NSAttributedString(string: "Title", attributes: [.paragraphStyle: style])
      let read = string.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
      #expect(read?.alignment == .center)
    }

    // Source: Apple's documentation of UILabel.attributedText ("Assigning a new value to this
    // property also replaces the value of the text property with the same string data …
    // updates the values in the font, textColor, and other style-related properties so that
    // they reflect the style information starting at location 0") and of UILabel.text
    // ("replaces the value of attributedText with the same text … styles the new string using
    // the … style-related properties") and UILabel.font ("applies the font to the entirety of
    // the string in the attributedText property").
    @Test func aLabelsTextAndAttributedTextFollowEachOther() {
      let label = UILabel()
      #expect(label.attributedText == nil)
      let styled = NSMutableAttributedString(
        string: "Sale", attributes: [.font: UIFont.boldSystemFont(ofSize: 30)])
      styled.addAttribute(
        .foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 2))
      label.attributedText = styled
      #expect(label.text == "Sale")
      #expect(label.font == .boldSystemFont(ofSize: 30))
      #expect(label.textColor == .red)
      #expect(label.attributedText?.attribute(.foregroundColor, at: 3, effectiveRange: nil) == nil)
      label.font = .systemFont(ofSize: 12)
      #expect(
        label.attributedText?.attribute(.font, at: 3, effectiveRange: nil) as? UIFont
          == .systemFont(ofSize: 12))
      label.text = "Plain"
      #expect(label.attributedText?.string == "Plain")
      #expect(
        label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
          == .systemFont(ofSize: 12))
      label.attributedText = nil
      #expect(label.text == nil)
    }

    // Source: Apple's documentation of UIButton.attributedTitle(for:) (the normal state's when
    // none is set for the state; nil when none is set for normal), setAttributedTitle(_:for:)
    // (the attributed title is preferred) and currentAttributedTitle.
    @Test func aButtonsAttributedTitlesPerStateAndItsTitleLabel() {
      let button = UIButton(type: .system)
      #expect(button.attributedTitle(for: .normal) == nil)
      button.setTitle("Plain", for: .normal)
      button.setAttributedTitle(NSAttributedString(string: "Styled"), for: .normal)
      button.setAttributedTitle(NSAttributedString(string: "Off"), for: .disabled)
      #expect(button.attributedTitle(for: .highlighted)?.string == "Styled")
      #expect(button.currentAttributedTitle?.string == "Styled")
      #expect(button.titleLabel?.text == "Styled")
      button.isEnabled = false
      #expect(button.currentAttributedTitle?.string == "Off")
      #expect(button.titleLabel?.text == "Off")
      button.setAttributedTitle(nil, for: .disabled)
      button.setAttributedTitle(nil, for: .normal)
      #expect(button.titleLabel?.text == "Plain")
    }

    // Source: Apple's documentation of UITextField.attributedText and attributedPlaceholder
    // ("also replaces the value of the placeholder property with the same string data") and of
    // UITextView.attributedText (text and attributedText replace each other).
    @Test func textFieldsAndTextViewsKeepTextAndAttributedTextInStep() {
      let field = UITextField()
      field.attributedText = NSAttributedString(
        string: "abc", attributes: [.foregroundColor: UIColor.green])
      #expect(field.text == "abc")
      #expect(field.textColor == .green)
      #expect(field.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) != nil)
      field.text = "xyz"
      #expect(field.attributedText?.string == "xyz")
      field.attributedPlaceholder = NSAttributedString(string: "Email")
      #expect(field.placeholder == "Email")
      field.placeholder = "Name"
      #expect(field.attributedPlaceholder?.string == "Name")

      let view = UITextView()
      view.attributedText = NSAttributedString(string: "Notes")
      #expect(view.text == "Notes")
      view.text = "More"
      #expect(view.attributedText.string == "More")
    }
  }
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// Counts `invalidateIntrinsicContentSize()` calls, which UIKit makes whenever a property
  /// that changes the intrinsic size is set (Apple's `invalidateIntrinsicContentSize()` page).
  @MainActor private protocol InvalidationCounting: AnyObject {
    var invalidations: Int { get set }
  }

  @MainActor private final class CountingLabel: UILabel, InvalidationCounting {
    var invalidations = 0
    override func invalidateIntrinsicContentSize() {
      super.invalidateIntrinsicContentSize()
      invalidations += 1
    }
  }

  @MainActor private final class CountingButton: UIButton, InvalidationCounting {
    var invalidations = 0
    override func invalidateIntrinsicContentSize() {
      super.invalidateIntrinsicContentSize()
      invalidations += 1
    }
  }

  @MainActor private final class CountingImageView: UIImageView, InvalidationCounting {
    var invalidations = 0
    override func invalidateIntrinsicContentSize() {
      super.invalidateIntrinsicContentSize()
      invalidations += 1
    }
  }

  @MainActor private final class CountingTextField: UITextField, InvalidationCounting {
    var invalidations = 0
    override func invalidateIntrinsicContentSize() {
      super.invalidateIntrinsicContentSize()
      invalidations += 1
    }
  }

  /// Whether `change` made `view` invalidate its intrinsic size.
  @MainActor private func invalidates<View: InvalidationCounting>(
    _ view: View, _ change: (View) -> Void
  ) -> Bool {
    view.invalidations = 0
    change(view)
    return view.invalidations > 0
  }

  private let oneLine: CGFloat = 61.0 / 3  // a 17 pt line rounded up to pixels: 20.333

  /// Intrinsic content sizes, `sizeThatFits(_:)` and `sizeToFit()` of UIKit's views, which the
  /// Auto Layout engine reads.
  @MainActor @Suite struct IntrinsicContentSizeTests {
    private var none: CGFloat { UIView.noIntrinsicMetric }

    private func textWidth(_ text: String, _ font: UIFont = .systemFont(ofSize: 17)) -> CGFloat {
      TextMeasurement(text, font: font, width: nil, numberOfLines: 0).size.width
    }

    // MARK: UIView

    /// UIView has no intrinsic size (UIView.h: "UIView's default implementation is to return
    /// (UIViewNoIntrinsicMetric, UIViewNoIntrinsicMetric)") and `sizeThatFits(_:)` returns
    /// the current size ("Default is return existing view size").
    @Test func aPlainViewHasNoIntrinsicSizeAndFitsItsOwnSize() {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
      #expect(view.intrinsicContentSize == CGSize(width: none, height: none))
      #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 10, height: 20))
    }

    // MARK: UILabel

    /// A one-line 17 pt label is 20.333 points tall on iOS (observed), as wide as its text.
    @Test func aLabelIsItsTextOnOneLine() {
      let label = UILabel()
      label.text = "Hello"
      #expect(label.intrinsicContentSize == CGSize(width: textWidth("Hello"), height: oneLine))
      #expect(label.intrinsicContentSize.width > 0)
    }

    /// An empty label has a zero intrinsic size on iOS (observed), text `nil` or `""`.
    @Test func anEmptyLabelHasAZeroSize() {
      let label = UILabel()
      #expect(label.intrinsicContentSize == .zero)
      label.text = ""
      #expect(label.intrinsicContentSize == .zero)
      #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }

    /// A multi-line label wraps at `preferredMaxLayoutWidth` (Apple's
    /// `preferredMaxLayoutWidth` page: "the preferred maximum width, in points, for a
    /// multiline label").
    @Test func aMultiLineLabelWrapsAtItsPreferredMaxLayoutWidth() {
      let label = UILabel()
      label.text = "Hello Hello"
      label.numberOfLines = 0
      #expect(label.intrinsicContentSize.height == oneLine)
      label.preferredMaxLayoutWidth = 60
      #expect(label.intrinsicContentSize == CGSize(width: textWidth("Hello"), height: 122.0 / 3))
      #expect(!label.intrinsicSizeDependsOnWidth)
    }

    /// With no preferred width, a multi-line label wraps at the width layout gave it (Apple's
    /// `preferredMaxLayoutWidth` page: 0 lets the label use its bounds), so its intrinsic size
    /// depends on its width; a one-line label's never does.
    @Test func aMultiLineLabelWithoutPreferredWidthWrapsAtItsWidth() {
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 0))
      label.text = "Hello Hello"
      #expect(label.intrinsicContentSize.height == oneLine)  // one line: no wrapping
      #expect(!label.intrinsicSizeDependsOnWidth)
      label.numberOfLines = 0
      #expect(label.intrinsicSizeDependsOnWidth)
      #expect(label.intrinsicContentSize.height == 122.0 / 3)
      label.frame.size.width = 200
      #expect(label.intrinsicContentSize.height == oneLine)
    }

    /// `numberOfLines` caps the lines (Apple's `numberOfLines` page: "the maximum number of
    /// lines"), hard line breaks included.
    @Test func numberOfLinesLimitsTheHeight() {
      let label = UILabel()
      label.text = "one\ntwo\nthree"
      #expect(label.intrinsicContentSize.height == oneLine)
      label.numberOfLines = 2
      #expect(label.intrinsicContentSize.height == 122.0 / 3)
      label.numberOfLines = 0
      #expect(label.intrinsicContentSize.height == 183.0 / 3)
      #expect(label.intrinsicContentSize.width == textWidth("three"))
    }

    /// `sizeToFit()` resizes a label to its text, wrapped at its current width when it has
    /// several lines (Apple's `sizeToFit()` page: "calls `sizeThatFits(_:)` with the current
    /// view bounds"); a width of 0 does not wrap.
    @Test func sizeToFitWrapsAMultiLineLabelAtItsWidth() {
      let label = UILabel(frame: CGRect(x: 5, y: 5, width: 60, height: 100))
      label.text = "Hello Hello"
      label.numberOfLines = 0
      label.sizeToFit()
      #expect(label.frame == CGRect(x: 5, y: 5, width: textWidth("Hello"), height: 122.0 / 3))
      #expect(label.sizeThatFits(.zero) == CGSize(width: textWidth("Hello Hello"), height: oneLine))
      label.numberOfLines = 1
      #expect(label.sizeThatFits(CGSize(width: 10, height: 10)).width == textWidth("Hello Hello"))
    }

    /// A label measures its attributed text with each run's font.
    @Test func aLabelMeasuresItsAttributedText() {
      let label = UILabel()
      label.attributedText = NSAttributedString(
        string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 34)])
      #expect(label.intrinsicContentSize.height == 122.0 / 3)
      label.font = .systemFont(ofSize: 17)  // applied to the whole text, as in UIKit
      #expect(label.intrinsicContentSize.height == oneLine)
    }

    /// Setting what the size depends on invalidates it (Apple's
    /// `invalidateIntrinsicContentSize()` page: call it "when something changes in your custom
    /// view that invalidates its intrinsic content size"; UIKit's labels do so themselves).
    @Test func aLabelInvalidatesItsIntrinsicSize() {
      let label = CountingLabel()
      #expect(invalidates(label) { $0.text = "Hello" })
      #expect(invalidates(label) { $0.attributedText = NSAttributedString(string: "Hi") })
      #expect(invalidates(label) { $0.font = .boldSystemFont(ofSize: 20) })
      #expect(invalidates(label) { $0.numberOfLines = 0 })
      #expect(invalidates(label) { $0.preferredMaxLayoutWidth = 100 })
      #expect(invalidates(label) { $0.lineBreakMode = .byCharWrapping })
      #expect(!invalidates(label) { $0.textColor = .red })
    }

    /// A label's baselines: its first line's ascender below the top, its last line's
    /// descender above the bottom (Apple's `firstBaselineAnchor` page).
    @Test func aLabelsBaselinesAreItsFontsAscenderAndDescender() {
      let label = UILabel()
      label.text = "one\ntwo"
      label.numberOfLines = 0
      let font = UIFont.systemFont(ofSize: 17)
      #expect(label.layoutBaselineOffsets.firstFromTop == font.ascender)
      #expect(label.layoutBaselineOffsets.lastFromBottom == -font.descender)
    }

    /// Views made in code keep UIView's priorities: hugging 250 and compression resistance
    /// 750 (Apple's "Views with Intrinsic Content Size" guide; Interface Builder's 251 for
    /// labels is set by the storyboard, not by UILabel).
    @Test func labelsImagesAndButtonsKeepUIViewsPriorities() {
      for view in [UILabel(), UIImageView(), UIButton(type: .system), UITextField()] {
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
          #expect(view.contentHuggingPriority(for: axis) == .defaultLow)
          #expect(view.contentCompressionResistancePriority(for: axis) == .defaultHigh)
        }
      }
    }

    // MARK: UIButton

    /// A button without a configuration keeps 6 points above and below its 15 pt title: a
    /// system button titled "Button" is 30 points tall on iOS (observed; Interface Builder
    /// makes it 46 × 30), as wide as its title.
    @Test func aSystemButtonIsItsTitleWithSixPointsAboveAndBelow() {
      let button = UIButton(type: .system)
      button.setTitle("Button", for: .normal)
      #expect(button.titleLabel?.font == .systemFont(ofSize: 15))
      let size = button.intrinsicContentSize
      #expect(size == CGSize(width: textWidth("Button", .systemFont(ofSize: 15)), height: 30))
      #expect(abs(size.width - 46) < 1)
      button.sizeToFit()
      #expect(button.frame.size == size)
    }

    /// An empty button is 30 × 34 points on iOS (observed); an image-only button is its image.
    @Test func anEmptyButtonAndAnImageButton() {
      let button = UIButton(type: .custom)
      #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))
      button.setImage(image(40, 30), for: .normal)
      #expect(button.intrinsicContentSize == CGSize(width: 40, height: 30))
      button.setTitle("Go", for: .normal)
      #expect(
        button.intrinsicContentSize
          == CGSize(width: 40 + textWidth("Go", .systemFont(ofSize: 15)), height: 30))
    }

    /// A button with a configuration: its content insets (7 above and below, 12 on the sides by
    /// default) around a 17 pt title; a filled button with a title is 34.333 points tall on
    /// iOS 15 (observed); the image sits beside the title with the image padding.
    @Test func aConfiguredButtonPadsItsContentWithTheInsets() {
      var configuration = UIButton.Configuration.filled()
      configuration.title = "Save"
      let button = UIButton(configuration: configuration)
      #expect(
        button.intrinsicContentSize
          == CGSize(width: textWidth("Save") + 24, height: oneLine + 14))
      configuration.image = image(20, 20)
      configuration.imagePadding = 8
      button.configuration = configuration
      #expect(button.intrinsicContentSize.width == 20 + 8 + textWidth("Save") + 24)
      configuration.imagePlacement = .top
      button.configuration = configuration
      #expect(button.intrinsicContentSize.height == 20 + 8 + oneLine + 14)
    }

    /// A button's size follows its title, image, configuration and title font (UIKit
    /// invalidates on each; Apple's `invalidateIntrinsicContentSize()` page).
    @Test func aButtonInvalidatesItsIntrinsicSize() {
      let button = CountingButton(type: .system)
      #expect(invalidates(button) { $0.setTitle("A", for: .normal) })
      #expect(invalidates(button) { $0.setImage(image(1, 1), for: .normal) })
      #expect(invalidates(button) { $0.configuration = .plain() })
      let before = button.intrinsicContentSize
      #expect(invalidates(button) { $0.titleLabel?.font = .systemFont(ofSize: 40) })
      #expect(button.intrinsicContentSize.height > before.height)
    }

    /// A button's baselines are its title's.
    @Test func aButtonsBaselinesAreItsTitles() {
      let button = UIButton(type: .system)
      button.setTitle("Button", for: .normal)
      let font = UIFont.systemFont(ofSize: 15)
      let offsets = button.layoutBaselineOffsets
      #expect(abs(offsets.firstFromTop - (6 + font.ascender)) < 0.1)
      #expect(abs(offsets.lastFromBottom - (6 - font.descender)) < 0.4)
      // One line: both baselines are the same line, 30 points apart from the two edges.
      #expect(abs(offsets.firstFromTop + offsets.lastFromBottom - 30) < 0.0001)
    }

    // MARK: UITextField

    /// A rounded-rect text field pads its 17 pt text by 7 points (34.333 tall; iOS reports
    /// 34, observed); a borderless one is its text; an empty one measures its placeholder.
    @Test func aTextFieldIsItsTextWithTheBordersPadding() {
      let field = UITextField()
      field.text = "Hello"
      #expect(field.intrinsicContentSize == CGSize(width: textWidth("Hello"), height: oneLine))
      field.borderStyle = .roundedRect
      #expect(
        field.intrinsicContentSize == CGSize(width: textWidth("Hello") + 14, height: oneLine + 14))
      #expect(abs(field.intrinsicContentSize.height - 34) < 0.5)
      field.text = ""
      field.placeholder = "Email address"
      #expect(field.intrinsicContentSize.width == textWidth("Email address") + 14)
      field.placeholder = nil
      #expect(field.intrinsicContentSize == CGSize(width: 14, height: oneLine + 14))
    }

    /// Typing and setting the text, font or border invalidate a field's intrinsic size.
    @Test func aTextFieldInvalidatesItsIntrinsicSize() {
      let field = CountingTextField()
      #expect(invalidates(field) { $0.text = "a" })
      #expect(invalidates(field) { $0.insertText("b") })
      #expect(invalidates(field) { $0.font = .systemFont(ofSize: 30) })
      #expect(invalidates(field) { $0.borderStyle = .line })
      #expect(invalidates(field) { $0.placeholder = "p" })
    }

    /// A field's baselines: its text, centred by the border's padding.
    @Test func aTextFieldsBaselinesAreItsTexts() {
      let field = UITextField()
      field.borderStyle = .roundedRect
      field.text = "Hello"
      let font = UIFont.systemFont(ofSize: 17)
      let offsets = field.layoutBaselineOffsets
      #expect(abs(offsets.firstFromTop - (7 + font.ascender)) < 0.1)
      #expect(abs(offsets.lastFromBottom - (7 - font.descender)) < 0.1)
    }

    // MARK: Fixed-size controls

    /// A switch is 51 × 31 points on iOS 7 and later (observed; Apple's `UISwitch` page: the
    /// size is fixed) and hugs that size.
    @Test func aSwitchIsFiftyOneByThirtyOne() {
      let toggle = UISwitch()
      #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
      toggle.sizeToFit()
      #expect(toggle.frame.size == CGSize(width: 51, height: 31))
      #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
      #expect(toggle.contentHuggingPriority(for: .vertical) == .defaultHigh)
    }

    /// A switch is made at its fixed size whatever frame it is given (Apple's
    /// `UISwitch.init(frame:)`: "The size components of this rectangle are ignored").
    @Test func aSwitchIgnoresTheSizeItIsMadeWith() {
      #expect(UISwitch().frame == CGRect(x: 0, y: 0, width: 51, height: 31))
      let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 120, height: 60))
      #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
    }

    /// A stepper is 94 × 32 points on iOS 13 and later (observed) and hugs that size.
    @Test func aStepperIsNinetyFourByThirtyTwo() {
      let stepper = UIStepper()
      #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
      #expect(stepper.contentHuggingPriority(for: .horizontal) == .defaultHigh)
    }

    /// A spinner is 20 × 20 points (medium) or 37 × 37 (large) on iOS 13 and later
    /// (observed); changing the style invalidates its size.
    @Test func aSpinnersSizeFollowsItsStyle() {
      let spinner = UIActivityIndicatorView(style: .medium)
      #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
      spinner.style = .large
      #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
      #expect(spinner.contentHuggingPriority(for: .vertical) == .defaultHigh)
    }

    /// A slider has no intrinsic width (it takes the width it is given) and a fixed height.
    @Test func aSliderHasAHeightButNoWidth() {
      let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 0))
      #expect(slider.intrinsicContentSize == CGSize(width: none, height: 31))
      slider.sizeToFit()
      #expect(slider.frame.size == CGSize(width: 200, height: 31))
      #expect(slider.contentHuggingPriority(for: .horizontal) == .defaultLow)
    }

    /// A segmented control is 32 points tall on iOS 13 and later (observed), its segments
    /// equally wide: as wide as the widest title in the 13 pt font, plus padding.
    @Test func aSegmentedControlsSegmentsAreAsWideAsTheWidestTitle() {
      let control = UISegmentedControl(items: ["A", "Longest"])
      let widest = textWidth("Longest", .systemFont(ofSize: 13)) + 18
      #expect(control.intrinsicContentSize == CGSize(width: 2 * widest, height: 32))
      control.insertSegment(withTitle: "B", at: 2, animated: false)
      #expect(control.intrinsicContentSize.width == 3 * widest)
    }

    // MARK: UIImageView

    /// An image view is its image's size, and has none without an image (Apple's
    /// `UIImageView` page: "the image view's intrinsic content size is the size of the
    /// image").
    @Test func anImageViewIsItsImagesSize() {
      let imageView = CountingImageView()
      #expect(imageView.intrinsicContentSize == CGSize(width: none, height: none))
      #expect(invalidates(imageView) { $0.image = image(40, 30) })
      #expect(imageView.intrinsicContentSize == CGSize(width: 40, height: 30))
      imageView.highlightedImage = image(10, 10)
      #expect(invalidates(imageView) { $0.isHighlighted = true })
      #expect(imageView.intrinsicContentSize == CGSize(width: 10, height: 10))
      imageView.sizeToFit()
      #expect(imageView.frame.size == CGSize(width: 10, height: 10))
    }

    private func image(_ width: CGFloat, _ height: CGFloat) -> UIImage {
      UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { _ in }
    }
  }
#endif

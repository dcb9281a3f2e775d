#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// Dynamic Type: content size categories, the fonts of text styles at each, and the views
  /// that follow them.
  @MainActor @Suite struct DynamicTypeTests {
    // Apple, UIContentSizeCategory: seven standard sizes from extraSmall to
    // extraExtraExtraLarge, then five accessibility sizes; isAccessibilityCategory is true for
    // those five; the Swift overlay compares categories by size.
    @Test func categoriesAreOrderedAndTheLargestFiveAreAccessibilitySizes() {
      let sizes: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
        .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge,
        .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
      ]
      #expect(sizes == sizes.sorted())
      #expect(sizes.filter(\.isAccessibilityCategory).count == 5)
      #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
      #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
      #expect(UIContentSizeCategory.unspecified < .extraSmall)
      #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    }

    // Apple, UITraitCollection.preferredContentSizeCategory and init(preferredContentSizeCategory:)
    // ("contains only the specified content size category trait"); UIKit's default category is
    // Large.
    @Test func traitsCarryTheContentSizeCategory() {
      #expect(UIView().traitCollection.preferredContentSizeCategory == .large)
      #expect(UIViewController().traitCollection.preferredContentSizeCategory == .large)
      let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
      let merged = UITraitCollection(traitsFrom: [
        huge, UITraitCollection(horizontalSizeClass: .regular),
      ])
      #expect(merged.preferredContentSizeCategory == .accessibilityLarge)
      #expect(merged.containsTraits(in: huge))
      #expect(!UITraitCollection().containsTraits(in: huge))
      #expect(huge != UITraitCollection())
    }

    // Apple's Human Interface Guidelines, "Typography", iOS Dynamic Type sizes: body is 17 pt at
    // Large, 14 at xSmall, 23 at xxxLarge, 53 at AX5; headline is semibold; caption 2 stays 11
    // from xSmall to Large; large title is 34 at Large and 60 at AX5.
    @Test func preferredFontsHaveApplesSizesAtEachCategory() {
      func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        UIFont.preferredFont(
          forTextStyle: style,
          compatibleWith: UITraitCollection(preferredContentSizeCategory: category)
        ).pointSize
      }
      #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
      #expect(size(.body, .extraSmall) == 14)
      #expect(size(.body, .extraExtraExtraLarge) == 23)
      #expect(size(.body, .accessibilityMedium) == 28)
      #expect(size(.body, .accessibilityExtraExtraExtraLarge) == 53)
      #expect(
        size(.largeTitle, .large) == 34
          && size(.largeTitle, .accessibilityExtraExtraExtraLarge) == 60)
      #expect(size(.caption2, .extraSmall) == 11 && size(.caption2, .large) == 11)
      #expect(size(.footnote, .extraLarge) == 15)
      #expect(size(.subheadline, .accessibilityExtraLarge) == 36)
      #expect(UIFont.preferredFont(forTextStyle: .headline).headless.weight == .semibold)
      // A collection that does not specify the category gives the app's.
      #expect(size(.body, .unspecified) == 17)
      #expect(
        UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 17)
    }

    // Apple, UIFontMetrics: scaledFont(for:) and scaledValue(for:) scale by the text style's
    // Dynamic Type growth at the trait collection's category; maximumPointSize caps the font.
    @Test func fontMetricsScaleFontsAndValuesByTheStylesGrowth() {
      let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
      let metrics = UIFontMetrics(forTextStyle: .body)
      let custom = UIFont.systemFont(ofSize: 34)
      #expect(metrics.scaledFont(for: custom).pointSize == 34)
      #expect(metrics.scaledFont(for: custom, compatibleWith: huge).pointSize == 106)
      #expect(
        metrics.scaledFont(for: custom, maximumPointSize: 60, compatibleWith: huge).pointSize == 60)
      #expect(metrics.scaledValue(for: 10) == 10)
      #expect(
        metrics.scaledValue(
          for: 17, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall))
          == 14)
    }

    /// A child controller showing one label, pinned to the top and the sides of its view.
    final class LabelController: UIViewController {
      let label = UILabel()
      override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "Dynamic Type"
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
          label.topAnchor.constraint(equalTo: view.topAnchor),
          label.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        ])
      }
    }

    // Apple, adjustsFontForContentSizeCategory (UIContentSizeCategoryAdjusting): the label
    // replaces a preferredFont(forTextStyle:) font when its content size category changes;
    // setOverrideTraitCollection(_:forChild:) changes the child's category; the new font changes
    // the label's intrinsic size, and the next layout pass gives it its new height.
    @Test func aLabelThatAdjustsItsFontGrowsWhenItsCategoryChanges() {
      let parent = UIViewController()
      let child = LabelController()
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      let fixed = UILabel()
      fixed.font = .preferredFont(forTextStyle: .body)
      child.view.addSubview(fixed)
      parent.view.layoutIfNeeded()
      let before = child.label.frame.height
      #expect(before > 0)

      parent.setOverrideTraitCollection(
        UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge),
        forChild: child)
      #expect(child.label.font.pointSize == 40)
      #expect(child.label.font.headless.textStyle == .body)
      #expect(fixed.font.pointSize == 17)
      parent.view.layoutIfNeeded()
      #expect(child.label.frame.height > before * 2)
      #expect(child.label.frame.height == child.label.intrinsicContentSize.height)

      parent.setOverrideTraitCollection(nil, forChild: child)
      #expect(child.label.font.pointSize == 17)
    }

    // Apple, adjustsFontForContentSizeCategory: a font from UIFontMetrics scaledFont(for:) is
    // scaled again at the new category; a button's title label adjusts too, and the button's
    // intrinsic size follows its title's font.
    @Test func scaledFontsAndButtonTitlesFollowTheCategory() {
      let parent = UIViewController()
      let child = UIViewController()
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      let field = UITextField()
      field.font = UIFontMetrics(forTextStyle: .headline).scaledFont(
        for: .systemFont(ofSize: 20), maximumPointSize: 50)
      field.adjustsFontForContentSizeCategory = true
      let button = UIButton(type: .system)
      button.setTitle("Continue", for: .normal)
      button.titleLabel?.font = .preferredFont(forTextStyle: .body)
      button.titleLabel?.adjustsFontForContentSizeCategory = true
      child.view.addSubview(field)
      child.view.addSubview(button)
      let buttonHeight = button.intrinsicContentSize.height

      parent.setOverrideTraitCollection(
        UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge),
        forChild: child)
      #expect(field.font?.pointSize == 50)
      #expect(button.titleLabel?.font.pointSize == 53)
      #expect(button.intrinsicContentSize.height > buttonHeight)

      parent.setOverrideTraitCollection(
        UITraitCollection(preferredContentSizeCategory: .extraLarge), forChild: child)
      #expect(abs((field.font?.pointSize ?? 0) - 20 * 19 / 17) < 0.001)
    }

    // Apple, UIApplication.preferredContentSizeCategory and
    // UIContentSizeCategory.didChangeNotification (posted when the user changes the category,
    // with the new value under newValueUserInfoKey). Headless: a test sets it through the app's
    // headless proxy. The change reaches every window of the app, other tests' too, so it runs
    // in a process of its own (an exit test; exit tests need Swift 6.2's Swift Testing).
    #if compiler(>=6.2)
      @Test func theAppsCategoryChangesEveryWindowAndIsAnnounced() async {
        let output = \ExitTest.Result.standardOutputContent
        let result = await #expect(processExitsWith: .success, observing: [output]) {
          await MainActor.run { print(DynamicTypeTests.changeTheAppsCategory()) }
        }
        let printed = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
        #expect(
          printed.contains(
            "font 21.0, traits UICTContentSizeCategoryXXL, label 21.0, "
              + "announced [\"UICTContentSizeCategoryXXL\"], back 17.0"),
          "\(printed)")
      }
    #endif

    /// Sets the app's category to extra extra large and back; describes what followed.
    static func changeTheAppsCategory() -> String {
      let controller = LabelController()
      let window = UIWindow()
      window.rootViewController = controller
      window.addSubview(controller.view)
      var announced: [String] = []
      let observer = NotificationCenter.default.addObserver(
        forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
      ) { note in
        let value = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? String
        MainActor.assumeIsolated { announced.append(value ?? "none") }
      }
      UIApplication.shared.headless.preferredContentSizeCategory = .extraExtraLarge
      NotificationCenter.default.removeObserver(observer)
      let font = UIFont.preferredFont(forTextStyle: .body).pointSize
      let traits = controller.traitCollection.preferredContentSizeCategory.rawValue
      let label = controller.label.font.pointSize
      UIApplication.shared.headless.preferredContentSizeCategory = .large
      let back = controller.label.font.pointSize
      return "font \(font), traits \(traits), label \(label), announced \(announced), back \(back)"
    }
  }
#endif

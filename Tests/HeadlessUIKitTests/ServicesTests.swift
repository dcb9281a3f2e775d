#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  @MainActor @Suite struct ServicesTests {
    @Test func buttonConfigurationProvidesTitleAndImage() {
      var taps = 0
      var configuration = UIButton.Configuration.filled()
      configuration.image = UIImage(systemName: "paperplane")
      configuration.cornerStyle = .capsule
      let button = UIButton(
        configuration: configuration, primaryAction: UIAction(title: "Send") { _ in taps += 1 })
      #expect(button.currentTitle == "Send")
      #expect(button.currentImage?.headless.name == "paperplane")
      #expect(button.configuration?.headless.style == "filled")
      button.configuration?.title = "Sent"
      #expect(button.titleLabel?.text == "Sent")
      button.headless.tap()
      #expect(taps == 1)
      button.setTitle("Override", for: .normal)
      #expect(button.currentTitle == "Override")
    }

    @Test func feedbackGeneratorsCountFeedback() {
      let impact = UIImpactFeedbackGenerator(style: .heavy)
      impact.prepare()
      impact.impactOccurred()
      let outcome = UINotificationFeedbackGenerator()
      outcome.notificationOccurred(.success)
      outcome.notificationOccurred(.error)
      #expect(impact.headless.feedbackCount == 1)
      #expect(impact.headless.style == .heavy)
      #expect(outcome.headless.feedbackCount == 2)
    }

    /// The pasteboard's strings, and its use from any thread: UIPasteboard is
    /// `NS_SWIFT_SENDABLE` and not `NS_SWIFT_UI_ACTOR` in the iOS SDK's UIPasteboard.h
    /// (developer.apple.com/documentation/uikit/uipasteboard), so concurrent tasks read and
    /// write it without `await`, and each read sees a whole write. (One test: the general
    /// pasteboard is shared by the process.)
    @Test func pasteboardAndOpenURL() async {
      UIPasteboard.general.string = "code-123"
      #expect(UIPasteboard.general.hasStrings)
      #expect(UIPasteboard.general.strings == ["code-123"])
      UIPasteboard.general.string = nil
      #expect(!UIPasteboard.general.hasStrings)
      let pasteboard = UIPasteboard.general
      await withTaskGroup(of: Void.self) { group in
        for index in 0..<8 {
          group.addTask {
            pasteboard.strings = ["a\(index)", "b\(index)"]
            let strings = pasteboard.strings ?? []
            #expect(strings.count == 2 && strings[0].dropFirst() == strings[1].dropFirst())
          }
        }
      }
      #expect(pasteboard.strings?.count == 2)
      pasteboard.strings = nil
      #expect(!pasteboard.hasStrings)

      let application = UIApplication.shared
      application.headless.clearOpenedURLs()
      let url = URL(string: "https://example.com/help")!
      var opened: Bool?
      application.open(url) { opened = $0 }
      #expect(opened == true)
      #expect(application.headless.openedURLs == [url])
      application.headless.clearOpenedURLs()
    }

    @Test func dynamicTypeAndSymbolsCompileAndAreNeutral() {
      let font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 40))
      #expect(font.pointSize == 40)
      #expect(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 30).pointSize == 30)
      #expect(UIFontMetrics(forTextStyle: .headline).headless.textStyle == .headline)
      #expect(UIFontMetrics.default.headless.textStyle == .body)
      let configuration = UIImage.SymbolConfiguration(pointSize: 24, weight: .bold)
      #expect(configuration.headless.pointSize == 24)
      #expect(configuration.headless.weight == .bold)
      #expect(configuration.headless.textStyle == nil)
      #expect(
        UIImage.SymbolConfiguration(textStyle: .title1, scale: .large).headless.scale == .large)
      let image = UIImage(systemName: "star.fill", withConfiguration: configuration)
      let imageView = UIImageView(image: image)
      imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title1)
      #expect(imageView.image?.headless.name == "star.fill")
      #expect(!UIAccessibility.isVoiceOverRunning)
      UIAccessibility.post(notification: .announcement, argument: "Saved")
    }
  }
#endif

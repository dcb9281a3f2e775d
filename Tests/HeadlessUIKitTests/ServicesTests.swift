#if !os(iOS) && !os(tvOS) && !os(visionOS)
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
      #expect(button.currentImage?.headlessName == "paperplane")
      #expect(button.configuration?.style == "filled")
      button.configuration?.title = "Sent"
      #expect(button.titleLabel?.text == "Sent")
      button.simulateUserTap()
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
      #expect(impact.headlessFeedbackCount == 1)
      #expect(outcome.headlessFeedbackCount == 2)
    }

    @Test func pasteboardAndOpenURL() {
      UIPasteboard.general.string = "code-123"
      #expect(UIPasteboard.general.hasStrings)
      #expect(UIPasteboard.general.strings == ["code-123"])
      UIPasteboard.general.string = nil
      #expect(!UIPasteboard.general.hasStrings)

      let application = UIApplication.shared
      application.headlessClearOpenedURLs()
      let url = URL(string: "https://example.com/help")!
      var opened: Bool?
      application.open(url) { opened = $0 }
      #expect(opened == true)
      #expect(application.headlessOpenedURLs == [url])
      application.headlessClearOpenedURLs()
    }

    @Test func dynamicTypeAndSymbolsCompileAndAreNeutral() {
      let font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 40))
      #expect(font.pointSize == 40)
      #expect(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 30).pointSize == 30)
      let configuration = UIImage.SymbolConfiguration(pointSize: 24, weight: .bold)
      let image = UIImage(systemName: "star.fill", withConfiguration: configuration)
      let imageView = UIImageView(image: image)
      imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title1)
      #expect(imageView.image?.headlessName == "star.fill")
      #expect(!UIAccessibility.isVoiceOverRunning)
      UIAccessibility.post(notification: .announcement, argument: "Saved")
    }
  }
#endif

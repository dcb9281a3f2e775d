#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  private final class StyledProgressView: UIProgressView {}

  @MainActor @Suite struct ProgressViewTests {
    // UIProgressView.h (iOS 16.5 SDK), `progress`: "0.0 .. 1.0, default is 0.0. values outside
    // are pinned."
    @Test func progressStartsAtZeroAndIsPinnedToZeroThroughOne() {
      let bar = UIProgressView()
      #expect(bar.progress == 0)
      #expect(bar.progressViewStyle == .default)
      bar.progress = 0.25
      #expect(bar.progress == 0.25)
      bar.setProgress(1.5, animated: true)
      #expect(bar.progress == 1)
      bar.progress = -0.5
      #expect(bar.progress == 0)
    }

    // UIProgressView.h, `initWithProgressViewStyle:`: "sets the view height according to the
    // style".
    @Test func theStyleInitializerSetsTheHeight() {
      let bar = UIProgressView(progressViewStyle: .bar)
      #expect(bar.progressViewStyle == .bar)
      #expect(bar.frame.height == 4)
    }

    // developer.apple.com/documentation/uikit/uiprogressview/observedprogress: "When this
    // property is set, the progress view updates its progress value automatically using
    // information it receives from the Progress object."
    @Test func anObservedProgressDrivesTheBar() {
      let bar = UIProgressView()
      bar.progress = 0.9
      let task = Progress(totalUnitCount: 4)
      bar.observedProgress = task
      #expect(bar.progress == 0)
      task.completedUnitCount = 3
      #expect(bar.progress == 0.75)
      bar.observedProgress = nil
      #expect(bar.progress == 0.9)
    }

    // The tints are appearance properties (UI_APPEARANCE_SELECTOR in UIProgressView.h); a class
    // of the test's own, as proxies are global.
    @Test func tintsComeFromTheAppearanceProxy() {
      StyledProgressView.appearance().progressTintColor = .red
      let bar = StyledProgressView()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.addSubview(bar)
      #expect(bar.progressTintColor == .red)
      bar.progressTintColor = .blue
      #expect(bar.progressTintColor == .blue)
    }

    // developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize: a view with a natural
    // size on one axis only reports `noIntrinsicMetric` on the other. A bar pinned to its
    // superview's sides gets their width and its own height.
    @Test func aBarTakesTheWidthItIsGivenAndItsOwnHeight() {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      let bar = UIProgressView(progressViewStyle: .default)
      bar.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(bar)
      NSLayoutConstraint.activate([
        bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        bar.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      ])
      root.layoutIfNeeded()
      #expect(bar.frame == CGRect(x: 20, y: 10, width: 260, height: 4))
      #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
      #expect(bar.contentHuggingPriority(for: .vertical) == .defaultHigh)
      #expect(bar.contentHuggingPriority(for: .horizontal) == .defaultLow)
    }
  }
#endif

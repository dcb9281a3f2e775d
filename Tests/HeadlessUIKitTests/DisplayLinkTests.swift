#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// A view animating by frame, as code drives an animation with a display link.
  @MainActor
  private final class Spinner: UIView {
    var link: CADisplayLink?
    var frames: [TimeInterval] = []
    var plainFrames = 0

    func start() {
      let link = CADisplayLink(target: self, selector: Self.step)
      link.add(to: .main, forMode: .common)
      self.link = link
    }

    func step(_ link: CADisplayLink) { frames.append(link.timestamp) }
    func tick() { plainFrames += 1 }
  }

  /// Apple's "CADisplayLink" page: a link made with `init(target:selector:)` and added to a run
  /// loop calls its target once per frame; `timestamp` is the last frame's time,
  /// `targetTimestamp` the next one's, `duration` the time between frames; `isPaused` holds
  /// frames back; `invalidate()` removes it from every run loop and releases the target, which
  /// the link retains until then.
  @MainActor @Suite(.serialized) struct DisplayLinkTests {
    @Test func steppedFramesCallTheMethodWithEvenTimestamps() throws {
      let spinner = Spinner()
      spinner.start()
      defer { spinner.link?.invalidate() }
      Headless.stepDisplayLinks(3)
      #expect(spinner.frames.count == 3)
      let gaps = zip(spinner.frames.dropFirst(), spinner.frames).map { $0 - $1 }
      #expect(gaps.allSatisfy { abs($0 - 1.0 / 60) < 1e-9 })
      let link = try #require(spinner.link)
      #expect(abs(link.duration - 1.0 / 60) < 1e-12)
      #expect(abs(link.targetTimestamp - link.timestamp - link.duration) < 1e-9)
    }

    @Test func aLinkNotAddedPausedOrInvalidatedIsNotCalled() {
      let spinner = Spinner()
      let link = CADisplayLink(target: spinner, selector: Spinner.tick)
      link.headless.step()
      #expect(spinner.plainFrames == 0)
      link.add(to: .main, forMode: .default)
      link.headless.step()
      #expect(spinner.plainFrames == 1)
      link.isPaused = true
      Headless.stepDisplayLinks()
      #expect(spinner.plainFrames == 1)
      link.isPaused = false
      link.invalidate()
      Headless.stepDisplayLinks()
      link.headless.step()
      #expect(spinner.plainFrames == 1)
    }

    @Test func theLinkRetainsItsTargetUntilInvalidated() {
      weak var weakSpinner: Spinner?
      var link: CADisplayLink?
      do {
        let spinner = Spinner()
        weakSpinner = spinner
        link = CADisplayLink(target: spinner, selector: Spinner.tick)
      }
      #expect(weakSpinner != nil)
      link?.invalidate()
      #expect(weakSpinner == nil)
    }

    @Test func framesComeWhileTheMainQueueTurns() async throws {
      let spinner = Spinner()
      spinner.start()
      defer { spinner.link?.invalidate() }
      let deadline = Date(timeIntervalSinceNow: 5)
      while spinner.frames.count < 2 && Date() < deadline {
        try await Task.sleep(nanoseconds: 5_000_000)
      }
      #expect(spinner.frames.count >= 2)
      #expect(spinner.frames == spinner.frames.sorted())
    }

    @Test func frameRatesAreStored() {
      let link = CADisplayLink(target: Spinner(), selector: Spinner.tick)
      #expect(link.preferredFrameRateRange == .default)
      link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
      #expect(link.preferredFrameRateRange.preferred == 60)
      link.preferredFramesPerSecond = 30
      #expect(link.preferredFramesPerSecond == 30)
    }
  }
#endif

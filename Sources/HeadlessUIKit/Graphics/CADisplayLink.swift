#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  @_spi(Lasso) import LassoDiagnostics

  /// A range of frame rates, as Core Animation's `CAFrameRateRange`: what a display link asks
  /// the display for.
  public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest rate acceptable, in frames per second.
    public var minimum: Float
    /// The highest rate wanted.
    public var maximum: Float
    /// The rate preferred; `nil` leaves the choice to the system.
    public var preferred: Float?

    /// A range from `minimum` to `maximum`, preferring `preferred`.
    public init(minimum: Float, maximum: Float, preferred: Float?) {
      self.minimum = minimum
      self.maximum = maximum
      self.preferred = preferred
    }

    /// A range from `minimum` to `maximum`, with no preference.
    public init(minimum: Float, maximum: Float) {
      self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }

    /// The system's default: the display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
  }

  /// The current time on a monotonic clock, in seconds, as Core Animation's
  /// `CACurrentMediaTime()`: the clock of a display link's timestamps.
  public func CACurrentMediaTime() -> TimeInterval {
    ProcessInfo.processInfo.systemUptime
  }

  /// A timer that calls its target once per frame of the display, as Core Animation's
  /// `CADisplayLink`. Made with a method reference, `CADisplayLink(target: self, selector:
  /// Self.step)` (see CADisplayLink+MethodReference.swift), as UIKit's `#selector` needs the
  /// Objective-C runtime; like UIKit's it retains its target until ``invalidate()``.
  ///
  /// Headless: the display runs at 60 Hz. Once added to the main run loop, frames come on the
  /// main queue, which the main run loop drains while it turns (in every mode: modes are not
  /// modelled), as do XCTest's waits and `await` in a main-actor test. Tests step frames
  /// deterministically
  /// with `Headless.stepDisplayLinks(_:)` or `link.headless.step()`. Only the main run loop is
  /// modelled: adding a link to another one is reported as a misuse.
  open class CADisplayLink: NSObject {
    /// The display's frame duration: 1/60 s.
    static let frameDuration: TimeInterval = 1.0 / 60

    /// Calls the target's method with the link; `nil` once invalidated.
    private var frameAction: (@MainActor (CADisplayLink) -> Void)?
    /// The main-queue timer that brings frames, made by the first `add(to:forMode:)`.
    private var timer: DispatchSourceTimer?

    /// The time of the last frame shown, on the clock of ``CACurrentMediaTime()``; 0 before
    /// the first frame.
    open private(set) var timestamp: TimeInterval = 0
    /// The time the next frame is shown: when the work of this frame should be done.
    open private(set) var targetTimestamp: TimeInterval = 0
    /// The time between frames of the display (1/60 s headless).
    open var duration: TimeInterval { Self.frameDuration }
    /// Whether frames are held back; a paused link is not called.
    open var isPaused = false
    /// The rate the link asks for, in frames per second; 0 (the default) is the display's.
    /// Headless: run loop frames come at that rate, at most 60 Hz; steps ignore it.
    open var preferredFramesPerSecond: Int {
      get { Int(preferredFrameRateRange.preferred ?? 0) }
      set {
        let rate = Float(newValue)
        preferredFrameRateRange = CAFrameRateRange(minimum: rate, maximum: rate, preferred: rate)
      }
    }
    /// The range of rates the link asks for: ``CAFrameRateRange/default`` unless set.
    open var preferredFrameRateRange = CAFrameRateRange.default

    /// A link that calls `frameAction` with itself each frame; the public initializers take a
    /// method reference.
    init(frameAction: @escaping @MainActor (CADisplayLink) -> Void) {
      self.frameAction = frameAction
      super.init()
    }

    /// Schedules the link on `runloop` (the main one) for `mode`: frames then come while the
    /// run loop turns in that mode. The run loop retains the link until ``invalidate()``.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
      guard frameAction != nil else { return }
      guard runloop === RunLoop.main else {
        MainActor.assumeIsolated {
          Misuse.report(
            "CADisplayLink.add(to:forMode:): the headless display link runs on the main run loop only.",
            fix: "Add the link to RunLoop.main.")
        }
        return
      }
      if timer == nil { timer = makeTimer() }
      DisplayLinkRegistry.shared.schedule(self)
    }

    /// Unschedules the link from `runloop` for `mode`. Headless: the link stops until added
    /// again, whatever the mode.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
      timer?.cancel()
      timer = nil
      DisplayLinkRegistry.shared.unschedule(self)
    }

    /// Stops the link for good: removes it from every run loop and releases its target.
    open func invalidate() {
      remove(from: .main, forMode: .common)
      frameAction = nil
    }

    /// A running timer that shows a frame at the link's rate, on the main queue (which the main
    /// run loop drains while it turns).
    private func makeTimer() -> DispatchSourceTimer {
      let rate = preferredFrameRateRange.preferred.map { min(60, max(1, Double($0))) } ?? 60
      let link = WeakDisplayLink(self)
      let timer = DispatchSource.makeTimerSource(queue: .main)
      timer.schedule(deadline: .now() + 1 / rate, repeating: 1 / rate)
      timer.setEventHandler {
        MainActor.assumeIsolated { link.link?.showFrame(at: CACurrentMediaTime()) }
      }
      timer.resume()
      return timer
    }

    /// Shows a frame at `time` (if the link is scheduled and not paused): advances the
    /// timestamps and calls the target.
    @MainActor func showFrame(at time: TimeInterval) {
      guard !isPaused, let frameAction, DisplayLinkRegistry.shared.isScheduled(self) else { return }
      timestamp = time
      targetTimestamp = time + duration
      frameAction(self)
    }

    /// Shows the frame after the last one, exactly ``duration`` later (the first at the current
    /// time): deterministic timestamps for tests.
    @MainActor func step() {
      showFrame(at: timestamp == 0 ? CACurrentMediaTime() : targetTimestamp)
    }
  }

  /// A display link held weakly, for the frame timer's handler. Unchecked Sendable, and safe: it
  /// is made on the main actor and read only by that handler, which runs on the main queue.
  private final class WeakDisplayLink: @unchecked Sendable {
    weak var link: CADisplayLink?
    init(_ link: CADisplayLink) { self.link = link }
  }

  /// The display links scheduled on the main run loop, in the order they were added; it
  /// retains them, as the run loop retains a scheduled link. Unchecked Sendable, and safe: its
  /// one mutable property, `links`, is read and written only under `lock`.
  final class DisplayLinkRegistry: @unchecked Sendable {
    /// The one registry (the main run loop's).
    static let shared = DisplayLinkRegistry()

    private let lock = NSLock()
    private var links: [CADisplayLink] = []

    /// The links scheduled now.
    var scheduled: [CADisplayLink] { lock.withLock { links } }

    /// Whether `link` is scheduled.
    func isScheduled(_ link: CADisplayLink) -> Bool {
      lock.withLock { links.contains { $0 === link } }
    }

    /// Adds `link`, if not there yet.
    func schedule(_ link: CADisplayLink) {
      lock.withLock { if !links.contains(where: { $0 === link }) { links.append(link) } }
    }

    /// Removes `link`.
    func unschedule(_ link: CADisplayLink) {
      lock.withLock { links.removeAll { $0 === link } }
    }
  }
#endif

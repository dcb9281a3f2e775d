#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A haptic feedback generator, as UIKit's `UIFeedbackGenerator`. Headless: it counts the
  /// feedback it would give (`headless.feedbackCount`), nothing else.
  @preconcurrency @MainActor open class UIFeedbackGenerator {
    var feedbackCount = 0

    /// Creates a generator.
    public init() {}

    /// Prepares the haptic engine (headless: no-op).
    open func prepare() {}
  }

  /// Haptics for impacts, as UIKit's `UIImpactFeedbackGenerator`.
  @preconcurrency @MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The strength of an impact.
    public enum FeedbackStyle: Int, Sendable {
      /// Light.
      case light
      /// Medium.
      case medium
      /// Heavy.
      case heavy
      /// Soft.
      case soft
      /// Rigid.
      case rigid
    }

    /// The strength of the impacts (UIKit does not expose it: read `headless.style`).
    let impactStyle: FeedbackStyle

    /// Creates a generator of impacts of the given strength.
    public init(style: FeedbackStyle) {
      self.impactStyle = style
      super.init()
    }

    /// Creates a generator of medium impacts.
    public override convenience init() {
      self.init(style: .medium)
    }

    /// Gives an impact.
    open func impactOccurred() { feedbackCount += 1 }

    /// Gives an impact of the given intensity.
    open func impactOccurred(intensity: CGFloat) { feedbackCount += 1 }
  }

  /// Haptics for outcomes, as UIKit's `UINotificationFeedbackGenerator`.
  @preconcurrency @MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome.
    public enum FeedbackType: Int, Sendable {
      /// Success.
      case success
      /// Warning.
      case warning
      /// Error.
      case error
    }

    /// Gives the feedback of an outcome.
    open func notificationOccurred(_ notificationType: FeedbackType) { feedbackCount += 1 }
  }

  /// Haptics for selection changes, as UIKit's `UISelectionFeedbackGenerator`.
  @preconcurrency @MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Gives the feedback of a selection change.
    open func selectionChanged() { feedbackCount += 1 }
  }
#endif

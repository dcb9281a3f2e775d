#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// Accessibility services, as UIKit's `UIAccessibility`. Headless: VoiceOver is off and
  /// posted notifications are dropped. Not isolated: the SDK's are C functions and constants
  /// (`UIAccessibilityPostNotification`, `UIAccessibilityIsVoiceOverRunning`), callable anywhere.
  public enum UIAccessibility {
    /// A notification to assistive technologies.
    public struct Notification: RawRepresentable, Hashable, Sendable {
      /// The notification's number.
      public let rawValue: UInt32
      /// Creates a notification.
      public init(rawValue: UInt32) { self.rawValue = rawValue }
      /// The screen changed.
      public static let screenChanged = Notification(rawValue: 1000)
      /// The layout changed.
      public static let layoutChanged = Notification(rawValue: 1001)
      /// An announcement to read.
      public static let announcement = Notification(rawValue: 1008)
    }

    /// Whether VoiceOver is running (`false`).
    public static var isVoiceOverRunning: Bool { false }
    /// Whether reduce motion is on (`false`).
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether bold text is on (`false`).
    public static var isBoldTextEnabled: Bool { false }

    /// Posts a notification to assistive technologies (headless: dropped).
    public static func post(notification: Notification, argument: Any?) {}
  }
#endif

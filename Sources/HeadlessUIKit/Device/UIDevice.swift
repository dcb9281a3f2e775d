#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The kind of interface a device shows, as UIKit's `UIUserInterfaceIdiom`.
  public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// An iPhone or iPod touch.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// An Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac.
    case mac = 5
  }

  /// The current device's interface idiom, as UIKit's `UI_USER_INTERFACE_IDIOM()` (deprecated
  /// in iOS 13): `.phone`, the headless device being an iPhone.
  @available(*, deprecated, message: "Use -[UIDevice userInterfaceIdiom] directly.")
  public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom { .phone }

  /// How the device is held, as UIKit's `UIDeviceOrientation`.
  public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright, the home button at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Turned left, the home button on the right.
    case landscapeLeft = 3
    /// Turned right, the home button on the left.
    case landscapeRight = 4
    /// Flat, face up.
    case faceUp = 5
    /// Flat, face down.
    case faceDown = 6

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is turned on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface can take (portrait or landscape).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
  }

  /// The device the app runs on, as UIKit's `UIDevice`. Headless: an iPhone running iOS 16
  /// (the package's oldest iOS), held upright, with no battery or proximity sensor to report,
  /// as the iOS Simulator reports them.
  @preconcurrency @MainActor
  public final class UIDevice: NSObject {
    /// The state of the battery, as UIKit's `UIDevice.BatteryState`.
    public enum BatteryState: Int, Sendable {
      /// Not known (always, while battery monitoring is off).
      case unknown = 0
      /// On battery, discharging.
      case unplugged = 1
      /// Plugged in, charging.
      case charging = 2
      /// Plugged in, full.
      case full = 3
    }

    /// The device the app runs on.
    public static let current = UIDevice()

    /// The device's name ("iPhone": since iOS 16, the model, not the user's name for it).
    public let name = "iPhone"
    /// The model ("iPhone").
    public let model = "iPhone"
    /// The model, localized.
    public let localizedModel = "iPhone"
    /// The operating system's name ("iOS").
    public let systemName = "iOS"
    /// The operating system's version ("16.0").
    public let systemVersion = "16.0"
    /// The interface the device shows (`.phone`).
    public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    /// An identifier of the device for the app's vendor: one per process here.
    public let identifierForVendor: UUID? = UUID()
    /// Whether the device runs apps side by side in the background (`true`).
    public let isMultitaskingSupported = true

    private var orientationRequests = 0

    /// How the device is held: `.unknown` unless orientation notifications are being generated
    /// (UIKit: "this will return UIDeviceOrientationUnknown unless device orientation
    /// notifications are being generated"), then `.portrait`.
    public var orientation: UIDeviceOrientation {
      orientationRequests > 0 ? .portrait : .unknown
    }
    /// Whether orientation notifications are being generated.
    public var isGeneratingDeviceOrientationNotifications: Bool { orientationRequests > 0 }

    /// Starts generating orientation notifications; calls nest, each to be ended by
    /// ``endGeneratingDeviceOrientationNotifications()``.
    public func beginGeneratingDeviceOrientationNotifications() {
      orientationRequests += 1
    }

    /// Ends one ``beginGeneratingDeviceOrientationNotifications()``.
    public func endGeneratingDeviceOrientationNotifications() {
      orientationRequests = max(0, orientationRequests - 1)
    }

    /// Whether the app monitors the battery (`false` by default).
    public var isBatteryMonitoringEnabled = false
    /// The battery's state: `.unknown` while monitoring is off, and here always (no battery).
    public var batteryState: BatteryState { .unknown }
    /// The battery's charge from 0 to 1, or -1 when its state is unknown (here always).
    public var batteryLevel: Float { -1 }
    /// Whether the app monitors the proximity sensor (`false`; it stays `false` here, as on a
    /// device without the sensor).
    public var isProximityMonitoringEnabled: Bool {
      get { false }
      set {}  // No sensor: UIKit leaves it false.
    }
    /// Whether something is close to the sensor (`false`).
    public var proximityState: Bool { false }

    /// Plays the keyboard's click (headless: silent).
    public func playInputClick() {}

    private override init() {}

    /// Posted when the device's orientation changes.
    nonisolated public static let orientationDidChangeNotification = Notification.Name(
      "UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery's state changes.
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name(
      "UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery's level changes.
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name(
      "UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the proximity sensor's state changes.
    nonisolated public static let proximityStateDidChangeNotification = Notification.Name(
      "UIDeviceProximityStateDidChangeNotification")
  }
#endif

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif
import Foundation

// UIDevice as apps read it: from nonisolated code (an analytics helper, a logger) and from
// main-actor code; its notification names from anywhere.

func nonisolatedDevice() {
  let device = UIDevice.current
  _ = device.systemVersion
  _ = device.model
  _ = device.userInterfaceIdiom == .pad
  _ = device.orientation.isLandscape
  device.beginGeneratingDeviceOrientationNotifications()
  device.isBatteryMonitoringEnabled = true
  _ = device.batteryLevel
  _ = device.identifierForVendor?.uuidString
}

func deviceNotificationNames() -> [Notification.Name] {
  [
    UIDevice.orientationDidChangeNotification, UIDevice.batteryStateDidChangeNotification,
    UIDevice.batteryLevelDidChangeNotification, UIDevice.proximityStateDidChangeNotification,
  ]
}

func deviceValues(_ idiom: UIUserInterfaceIdiom, _ orientation: UIDeviceOrientation) -> Bool {
  idiom == .phone && orientation.isValidInterfaceOrientation && !orientation.isFlat
}

@MainActor func mainActorDevice() -> String {
  let device = UIDevice.current
  device.playInputClick()
  _ = device.batteryState == .unknown
  _ = device.isMultitaskingSupported
  _ = device.proximityState
  return "\(device.systemName) \(device.systemVersion)"
}

final class DeviceSummary: Sendable {
  func summary() async -> String {
    await MainActor.run { UIDevice.current.systemVersion }
  }
}

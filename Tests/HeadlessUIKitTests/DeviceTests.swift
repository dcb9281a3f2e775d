import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct DeviceTests {
  // Source: Apple's UIDevice docs (`current`, `systemName`, `model`, `userInterfaceIdiom`); the
  // headless UIKit models an iPhone on the package's oldest iOS.
  @Test func theDeviceIsAnIPhone() {
    let device = UIDevice.current
    #expect(device === UIDevice.current)
    #expect(device.userInterfaceIdiom == .phone)
    #expect(device.systemName == "iOS")
    #expect(device.model == "iPhone")
    #expect(device.identifierForVendor == UIDevice.current.identifierForVendor)
  }

  // Source: UIDevice.orientation docs: "The value of this property always returns 0 unless
  // orientation notifications have been enabled by calling
  // beginGeneratingDeviceOrientationNotifications()"; the calls nest.
  @Test func orientationIsUnknownUntilNotificationsAreGenerated() {
    let device = UIDevice.current
    #expect(device.orientation == .unknown)
    device.beginGeneratingDeviceOrientationNotifications()
    device.beginGeneratingDeviceOrientationNotifications()
    #expect(device.isGeneratingDeviceOrientationNotifications)
    #expect(device.orientation == .portrait)
    device.endGeneratingDeviceOrientationNotifications()
    #expect(device.orientation == .portrait, "one begin is still open")
    device.endGeneratingDeviceOrientationNotifications()
    #expect(device.orientation == .unknown)
    #expect(!device.isGeneratingDeviceOrientationNotifications)
  }

  // Source: UIDevice.batteryState and batteryLevel docs (unknown and -1.0 while monitoring is
  // off); isProximityMonitoringEnabled ("If the device does not have a proximity sensor, this
  // property remains false"). No battery or sensor here, as in the iOS Simulator.
  @Test func noBatteryOrProximitySensorIsReported() {
    let device = UIDevice.current
    device.isBatteryMonitoringEnabled = true
    defer { device.isBatteryMonitoringEnabled = false }
    #expect(device.batteryState == .unknown)
    #expect(device.batteryLevel == -1)
    device.isProximityMonitoringEnabled = true
    #expect(!device.isProximityMonitoringEnabled)
    #expect(!device.proximityState)
  }

  // Source: UIDeviceOrientation's isPortrait, isLandscape, isFlat and
  // isValidInterfaceOrientation docs.
  @Test func orientationsAreClassified() {
    #expect(UIDeviceOrientation.portraitUpsideDown.isPortrait)
    #expect(UIDeviceOrientation.landscapeRight.isLandscape)
    #expect(UIDeviceOrientation.faceDown.isFlat)
    #expect(!UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
    #expect(!UIDeviceOrientation.unknown.isValidInterfaceOrientation)
    #expect(UIDeviceOrientation.landscapeLeft.isValidInterfaceOrientation)
  }
}

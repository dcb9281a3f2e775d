// For scripts/headless-typecheck only: Foundation API that macOS has and iOS lacks, which the
// headless modules call. The check compiles against the iOS SDK (no macOS SDK is public), so it
// declares these as a Mac's Foundation does; each is copied from its documentation page, named
// above it, with `NSRect`, `NSPoint` and `NSSize` written as what macOS defines them to be
// (`CGRect`, `CGPoint`, `CGSize`). Compiled into HeadlessUIKit by the check, never by SwiftPM.
import Foundation

extension NSValue {
  // developer.apple.com/documentation/foundation/nsvalue/init(rect:) (macOS 10.0+)
  convenience init(rect: CGRect) { fatalError() }
  // developer.apple.com/documentation/foundation/nsvalue/rectvalue (macOS 10.0+)
  var rectValue: CGRect { fatalError() }
  // developer.apple.com/documentation/foundation/nsvalue/init(point:) (macOS 10.0+)
  convenience init(point: CGPoint) { fatalError() }
  // developer.apple.com/documentation/foundation/nsvalue/pointvalue (macOS 10.0+)
  var pointValue: CGPoint { fatalError() }
  // developer.apple.com/documentation/foundation/nsvalue/init(size:) (macOS 10.0+)
  convenience init(size: CGSize) { fatalError() }
  // developer.apple.com/documentation/foundation/nsvalue/sizevalue (macOS 10.0+)
  var sizeValue: CGSize { fatalError() }
}

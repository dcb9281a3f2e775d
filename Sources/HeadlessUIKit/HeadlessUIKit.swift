#if !canImport(UIKit)
  // UIKit re-exports Foundation: NSCoder, Bundle, CGRect, CGFloat, NotificationCenter, Date...
  @_exported import Foundation
#endif

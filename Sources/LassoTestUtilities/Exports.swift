// On iOS, `import XCTest` makes UIKit visible to a test file; on Linux, XCTest does not, so a
// test file of the original's that imports only XCTest and LassoTestUtilities would not see
// `UIWindow` or `UIViewController`. Importing LassoTestUtilities gives UIKit's names on both
// platforms (the headless UIKit re-exports UIKit itself on Apple platforms).
@_exported import HeadlessUIKit

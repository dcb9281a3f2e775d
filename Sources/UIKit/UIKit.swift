// `import UIKit` where UIKit does not exist (Linux and other platforms without Apple's SDKs): the
// headless UIKit under UIKit's own module name, so that every file of a Lasso codebase, which
// starts with `import UIKit`, compiles unchanged. Lasso and VSM depend on this module only on those
// platforms; on Apple platforms `import UIKit` is Apple's.
//
// Because this module exists there, `canImport(UIKit)` is true on Linux too: the package tells
// the real UIKit from the headless one with `os(iOS) || os(tvOS) || os(visionOS)`.
@_exported import HeadlessUIKit

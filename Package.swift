// swift-tools-version: 6.0
import PackageDescription

/// Platforms without Apple's SDKs: VSM uses OpenCombine there.
let nonApple: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]

let package = Package(
  name: "Lasso",
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .visionOS(.v1)],
  products: [
    .library(name: "Lasso", targets: ["Lasso"]),
    .library(name: "LassoTestUtilities", targets: ["LassoTestUtilities"]),
    .library(name: "VSM", targets: ["VSM"]),
    .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
    .library(name: "LassoTerminal", targets: ["LassoTerminal"]),
    // The example app's screens and flows, for the iOS app under Examples/ and for tests.
    .library(name: "LassoExampleApp", targets: ["LassoExampleApp"]),
    .executable(name: "lasso-example", targets: ["LassoExample"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // `swift package generate-documentation` for the DocC catalogs (CI checks them).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // Misuse reporting shared by every module: one place that names the problem and the fix.
    .target(name: "LassoDiagnostics"),
    // UIKit's names and semantics for platforms without UIKit; where UIKit exists, UIKit itself
    // with the target-action forms that take a method reference.
    .target(name: "HeadlessUIKit", dependencies: ["LassoDiagnostics"]),
    // No module is named `UIKit` on Linux: it would make `canImport(UIKit)` true for every package
    // in the build, and those that test it to mean Apple's UIKit (swift-custom-dump, which the
    // test utilities use) fail to build, or not, depending on the build's order. `import Lasso`
    // or `import HeadlessUIKit` is the spelling that works everywhere (docs/MIGRATION.md).
    .target(
      name: "Lasso",
      dependencies: ["HeadlessUIKit", "LassoDiagnostics"]),
    .target(
      name: "LassoTestUtilities",
      dependencies: [
        "Lasso", "HeadlessUIKit", "LassoDiagnostics",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        // Lets reported issues fail Swift Testing tests as well as XCTest ones.
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    // View state containers; Combine on Apple platforms, OpenCombine elsewhere.
    .target(
      name: "VSM",
      dependencies: [
        "HeadlessUIKit",
        "LassoDiagnostics",
        .product(
          name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: nonApple)),
        .product(
          name: "OpenCombineDispatch", package: "OpenCombine",
          condition: .when(platforms: nonApple)),
      ]
    ),
    // Draws a headless window in a terminal and turns keys into UIKit events.
    .target(name: "LassoTerminal", dependencies: ["HeadlessUIKit", "LassoDiagnostics"]),
    // The example app: the reference documents' screens and flows, as a library that the iOS
    // app (Examples/LassoExample.xcodeproj), the terminal and the tests show. No terminal code.
    .target(name: "LassoExampleApp", dependencies: ["Lasso", "VSM"]),
    // The example app driven by a key script without a terminal (`ExampleApp.runScript`), for
    // tests and CI; not for iOS.
    .target(
      name: "LassoExampleTerminal", dependencies: ["LassoExampleApp", "LassoTerminal", "Lasso"]),
    // `swift run lasso-example`: the example app in the terminal.
    .executableTarget(
      name: "LassoExample",
      dependencies: [
        "LassoExampleApp", "LassoTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(name: "LassoTerminalTests", dependencies: ["LassoTerminal", "TestSupport"]),
    .testTarget(
      name: "LassoExampleTests",
      dependencies: [
        "LassoExampleApp", "LassoExampleTerminal", "LassoTerminal", "LassoTestUtilities",
        "TestSupport",
      ]),
    // Counts one thread's heap allocations in tests (a `malloc` that forwards to glibc's).
    .target(name: "AllocationCounter", path: "Tests/AllocationCounter"),
    // Helpers the test targets share: waiting on a condition, capturing misuse reports, a window.
    .target(
      name: "TestSupport", dependencies: ["HeadlessUIKit", "LassoDiagnostics"],
      path: "Tests/TestSupport"),
    .testTarget(
      name: "LassoTests",
      dependencies: [
        "Lasso", "LassoTestUtilities", "AllocationCounter", "LassoExampleApp", "TestSupport",
      ]),
    .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit", "TestSupport"]),
    // With the example app's profile screens (VSM's document 001), tested from its module.
    .testTarget(name: "VSMTests", dependencies: ["VSM", "TestSupport", "LassoExampleApp"]),
    .testTarget(
      name: "LassoTestUtilitiesTests",
      dependencies: ["Lasso", "LassoTestUtilities", "LassoExampleApp", "TestSupport"]),
    // A migrating team's tests: the original Lasso's public API used in its own style.
    // Existing code in the Swift 5 language mode, as most apps still build: nonisolated uses of
    // Lasso and VSM compile with no diagnostic, as nonisolated uses of Apple's UIKit do.
    .testTarget(
      name: "LassoSwift5ModeTests", dependencies: ["Lasso", "LassoTestUtilities", "VSM"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // The call-site corpus (issue 29, scripts/original-api): each public declaration of the
    // original Lasso, LassoTestUtilities and VSM called as their users write it, grouped by the
    // original's source file. Compiled twice: in the Swift 6 mode, and (the same files, by a
    // symbolic link) in the Swift 5 mode as most existing apps build, where it must give no
    // diagnostic. `scripts/ios-typecheck` compiles both for iOS.
    .testTarget(
      name: "OriginalCallSites", dependencies: ["Lasso", "LassoTestUtilities", "VSM"],
      exclude: ["README.md"]),
    .testTarget(
      name: "OriginalCallSitesSwift5", dependencies: ["Lasso", "LassoTestUtilities", "VSM"],
      exclude: ["Corpus/README.md"], swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "LassoCompatibilityTests",
      dependencies: ["Lasso", "LassoTestUtilities", "HeadlessUIKit", "TestSupport"]),
    // Portable tests (issue 30): flow, store and VSM tests written only with Apple's UIKit API and
    // the public API of Lasso, VSM and LassoTestUtilities, in XCTest, so that the same files run
    // under `swift test` on Linux and under `xcodebuild test` on an iPhone simulator (the
    // PortableTests scheme, .github/workflows/apple.yml). No TestSupport, nothing headless-only;
    // `scripts/ios-typecheck` compiles them for iOS.
    .testTarget(
      name: "PortableTests",
      dependencies: ["Lasso", "LassoTestUtilities", "VSM", "LassoExampleApp"],
      exclude: ["README.md"]),
    // Lifetimes, ordering, a model-based navigation test, misuse and bad input, across modules.
    .testTarget(
      name: "ReliabilityTests",
      dependencies: [
        "Lasso", "VSM", "LassoTestUtilities", "LassoExampleApp", "LassoExampleTerminal",
        "LassoTerminal", "TestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
import PackageDescription

// The package's source tools, built on Swift's own parser (swift-syntax): `lasso-migrate`, which
// rewrites a team's existing code for Lasso on Linux, and `original-api`, which extracts the
// originals' public declarations and checks the call-site corpus. A package of its own, as
// `FuzzTesting/` and `Benchmarks/` are, so that an app that depends on Lasso never resolves
// swift-syntax and `swift test` of the main package needs nothing but the toolchain.
let package = Package(
  name: "LassoSourceTools",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "lasso-migrate", targets: ["LassoMigrate"]),
    .executable(name: "original-api", targets: ["OriginalAPI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1")
  ],
  targets: [
    // What both tools share: reading a tree of Swift files, parsing them, reporting positions.
    .target(
      name: "SwiftSourceSupport",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    .target(
      name: "LassoMigrateCore",
      dependencies: [
        "SwiftSourceSupport",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    .executableTarget(name: "LassoMigrate", dependencies: ["LassoMigrateCore"]),
    .target(
      name: "OriginalAPICore",
      dependencies: [
        "SwiftSourceSupport",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    .executableTarget(name: "OriginalAPI", dependencies: ["OriginalAPICore"]),
    .testTarget(name: "LassoMigrateTests", dependencies: ["LassoMigrateCore"]),
    .testTarget(name: "OriginalAPITests", dependencies: ["OriginalAPICore"]),
  ],
  swiftLanguageModes: [.v6]
)

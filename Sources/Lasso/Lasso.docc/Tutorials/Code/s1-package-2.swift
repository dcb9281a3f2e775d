// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Water",
  platforms: [.iOS(.v16), .macOS(.v13)],
  dependencies: [
    // Lasso's main branch until 0.1.0 is tagged; then `from: "0.1.0"`.
    .package(url: "https://github.com/ww-tech/lasso-swift", branch: "main")
  ],
  targets: [
    .target(
      name: "Water",
      dependencies: [.product(name: "Lasso", package: "lasso-swift")]),
    .testTarget(
      name: "WaterTests",
      dependencies: ["Water", .product(name: "LassoTestUtilities", package: "lasso-swift")]),
  ]
)

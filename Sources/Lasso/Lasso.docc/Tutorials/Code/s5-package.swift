// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Water",
  platforms: [.iOS(.v16), .macOS(.v13)],
  dependencies: [
    .package(url: "https://github.com/ww-tech/lasso-swift", from: "0.1.0")
  ],
  targets: [
    .target(
      name: "Water",
      dependencies: [
        .product(name: "Lasso", package: "lasso-swift"),
        .product(name: "VSM", package: "lasso-swift"),
      ]),
    .executableTarget(
      name: "water",
      dependencies: ["Water", .product(name: "LassoTerminal", package: "lasso-swift")]),
    .testTarget(
      name: "WaterTests",
      dependencies: ["Water", .product(name: "LassoTestUtilities", package: "lasso-swift")],
      exclude: ["water-session.json"]),
  ]
)

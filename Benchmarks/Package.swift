// swift-tools-version: 6.1
import PackageDescription

// The benchmarks live in a package of their own so that `swift test` in the main package does not
// build package-benchmark. Run them with `swift package benchmark` from this folder.
let package = Package(
  name: "LassoBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "Lasso", path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    // Counts the instructions of a dispatch (instructions.py runs it under valgrind). Outside
    // `Benchmarks/`: package-benchmark runs every executable target there as a benchmark, and
    // this one is not (started without arguments it exits with status 2).
    .executableTarget(
      name: "dispatch-instructions",
      dependencies: [.product(name: "Lasso", package: "Lasso")],
      path: "Tools/DispatchInstructions",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .executableTarget(
      name: "LassoBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "package-benchmark"),
        .product(name: "Lasso", package: "Lasso"),
        .product(name: "VSM", package: "Lasso"),
      ],
      path: "Benchmarks/LassoBenchmarks",
      swiftSettings: [.swiftLanguageMode(.v6)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
  ]
)

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
    // The bodies of the benchmarks, shared by the two programs below.
    .target(
      name: "BenchmarkCases",
      dependencies: [
        .product(name: "Lasso", package: "Lasso"),
        .product(name: "VSM", package: "Lasso"),
      ],
      path: "Sources/BenchmarkCases",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    // Counts the heap allocations of `lasso-counts` (defines malloc, so only that program links it).
    .target(name: "AllocationCount", path: "Tools/AllocationCount"),
    // Runs one case for the CI gate (gate.py), which counts its instructions under valgrind and
    // its allocations. Outside `Benchmarks/`: package-benchmark runs every executable target there
    // as a benchmark, and this one is not (started without arguments it exits with status 2).
    .executableTarget(
      name: "lasso-counts",
      dependencies: ["BenchmarkCases", "AllocationCount"],
      path: "Tools/LassoCounts",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .executableTarget(
      name: "LassoBenchmarks",
      dependencies: [
        "BenchmarkCases",
        .product(name: "Benchmark", package: "package-benchmark"),
      ],
      path: "Benchmarks/LassoBenchmarks",
      swiftSettings: [.swiftLanguageMode(.v6)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
  ]
)

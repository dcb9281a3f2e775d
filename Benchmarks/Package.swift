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
        "LayoutSolverCases",
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
    // The layout solver's systems (a chain of views, a grid), timed beside kiwi's C++ core by
    // `layout_ratios.py`, which runs `layout-times` and `Tools/Kiwi/kiwi-driver.cpp`.
    .target(
      name: "LayoutSolverCases",
      dependencies: [.product(name: "HeadlessUIKit", package: "Lasso")],
      path: "Sources/LayoutSolverCases",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .executableTarget(
      name: "layout-times",
      dependencies: ["LayoutSolverCases"],
      path: "Tools/LayoutTimes",
      swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .executableTarget(
      name: "LayoutSolverBenchmarks",
      dependencies: [
        "LayoutSolverCases",
        .product(name: "Benchmark", package: "package-benchmark"),
      ],
      path: "Benchmarks/LayoutSolverBenchmarks",
      swiftSettings: [.swiftLanguageMode(.v6)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
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

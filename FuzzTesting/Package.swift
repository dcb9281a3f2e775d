// swift-tools-version: 6.0
import PackageDescription

// Coverage-guided fuzzing of the readers of input a person or a file controls (libFuzzer and
// AddressSanitizer; see README.md). A package of its own, as the benchmarks are, so that the
// main package's build and `swift test` never need the fuzzer; `scripts/fuzz` builds and runs it.
let package = Package(
  name: "LassoFuzzTesting",
  dependencies: [.package(name: "Lasso", path: "..")],
  targets: [
    // libFuzzer's driver, declared for Swift; and the entry point every fuzz target shares.
    .target(name: "CFuzzDriver"),
    .target(name: "FuzzCommon", dependencies: ["CFuzzDriver"]),
    // KeyScript(parsing:): the key scripts of `lasso-example --script` and the tests.
    .executableTarget(
      name: "FuzzKeyScript",
      dependencies: ["FuzzCommon", .product(name: "LassoTerminal", package: "Lasso")]),
    // KeyDecoder: the bytes a terminal sends, in chunks as `read` returns them.
    .executableTarget(
      name: "FuzzKeyDecoder",
      dependencies: ["FuzzCommon", .product(name: "LassoTerminal", package: "Lasso")]),
    // LassoReplay.replay: recordings of `lasso-example --record`, replayed against the example
    // app's stores.
    .executableTarget(
      name: "FuzzRecording",
      dependencies: [
        "FuzzCommon", .product(name: "Lasso", package: "Lasso"),
        .product(name: "LassoExampleApp", package: "Lasso"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)

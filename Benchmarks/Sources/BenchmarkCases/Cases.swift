// The bodies of the benchmarks, written once. Two programs run them:
//
// - `LassoBenchmarks` (package-benchmark) times them: `ratios.py`, `swift package benchmark`;
// - `lasso-counts` (Tools/LassoCounts) runs one variant of one case a given number of times, for
//   `gate.py`, which counts its instructions under valgrind and its allocations, and compares them
//   with `budget.json`.
//
// Each case runs Lasso's way ("lasso") beside baselines doing the same work by hand ("baseline",
// and for dispatch "by hand": code written for the one state).

/// The work of one variant of a case, made once (not measured), then run: `run` does one
/// operation for each of `iterations`, in a loop of its own (calling a main-actor closure per
/// operation would add a check of the executor to each one). `check` reads the state the work
/// changes, before and after, so that the work cannot be optimized away and is seen to happen.
public struct Work: Sendable {
  /// Makes what the operations of the range use up, before they are measured (a screen laid out
  /// from scratch is built first, and only its layout counted).
  public var prepare: @MainActor @Sendable (_ iterations: Range<Int>) -> Void
  /// Does one operation per element of the range.
  public var run: @MainActor @Sendable (_ iterations: Range<Int>) -> Void
  /// A reading of what the work changes.
  public var check: @MainActor @Sendable () -> Int

  /// Work that runs `run` (after `prepare`, unmeasured) and is checked with `check`.
  public init(
    prepare: @escaping @MainActor @Sendable (_ iterations: Range<Int>) -> Void = { _ in },
    run: @escaping @MainActor @Sendable (_ iterations: Range<Int>) -> Void,
    check: @escaping @MainActor @Sendable () -> Int = { 0 }
  ) {
    self.prepare = prepare
    self.run = run
    self.check = check
  }
}

/// One way of doing a case's work: Lasso's, or a baseline's.
public struct Variant: Sendable {
  /// "lasso", "baseline" or "by hand".
  public let name: String
  /// Makes the work (on the main actor, once per run, not measured).
  public let make: @MainActor @Sendable () -> Work

  /// A variant named `name` whose work `make` makes.
  public init(_ name: String, _ make: @escaping @MainActor @Sendable () -> Work) {
    self.name = name
    self.make = make
  }
}

/// A benchmark: one piece of work done Lasso's way and by hand.
public struct BenchmarkCase: Sendable {
  /// The name package-benchmark shows, before " · <variant>".
  public let name: String
  /// The name `gate.py` and `budget.json` use, for a hot path the gate holds; `nil` otherwise.
  public let gateKey: String?
  /// Operations per package-benchmark sample: 1,000 for short operations (their time is then
  /// reported per operation), 1 for long ones.
  public let operationsPerSample: Int
  /// Lasso's variant first, then the baselines.
  public let variants: [Variant]

  /// A case with a Lasso variant and its baselines.
  public init(
    _ name: String, gateKey: String? = nil, operationsPerSample: Int = 1_000,
    lasso: @escaping @MainActor @Sendable () -> Work,
    baseline: @escaping @MainActor @Sendable () -> Work,
    byHand: (@MainActor @Sendable () -> Work)? = nil
  ) {
    self.name = name
    self.gateKey = gateKey
    self.operationsPerSample = operationsPerSample
    var variants = [Variant("lasso", lasso), Variant("baseline", baseline)]
    if let byHand { variants.append(Variant("by hand", byHand)) }
    self.variants = variants
  }

  /// A case with Lasso's variant only, its baseline outside this package (the layout solver's is
  /// kiwi, timed by `layout_ratios.py`).
  public init(
    _ name: String, gateKey: String? = nil, operationsPerSample: Int = 1_000,
    lasso: @escaping @MainActor @Sendable () -> Work
  ) {
    self.name = name
    self.gateKey = gateKey
    self.operationsPerSample = operationsPerSample
    self.variants = [Variant("lasso", lasso)]
  }
}

/// Every case, in the order they are reported.
public let benchmarkCases: [BenchmarkCase] =
  storeCases + screenAndFlowCases + vsmCases + listCases + screenLayoutCases

/// Keeps `value` from being optimized away (a call the optimizer cannot see through).
@inline(never) public func keep<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Counts the operations a benchmark without a state of its own has done.
@MainActor
public final class Counter {
  /// The count.
  public var value = 0

  /// A counter at zero.
  public init() {}
}

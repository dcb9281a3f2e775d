// Runs one variant of one benchmark case a given number of times, for `gate.py`, which counts the
// instructions it executes under valgrind (a count does not vary with the machine's load the way
// a time does) and reads the allocations this program counts itself.
//
//   lasso-counts list
//     one line per case the gate holds: KEY<TAB>VARIANTS (comma-separated)<TAB>NAME
//   lasso-counts run KEY VARIANT COUNT [--time]
//     makes the work, runs WARM-UP operations, then COUNT more, counting their allocations (what
//     the work prepares for them, made before, is not counted);
//     prints `allocations N` (and with --time, `nanoseconds T` per operation; not under valgrind)
//
// gate.py runs each variant with COUNT and 2 × COUNT operations: the difference of the two runs is
// COUNT operations in the steady state, start-up and warm-up cancelling out.
import AllocationCount
import BenchmarkCases
import Foundation

/// Operations run before counting, the same in every run: first-use costs (lazy metadata, the
/// first growth of a buffer) stay out of the difference. One for the layout cases: each
/// builds (or lays out) a whole system, seconds under valgrind, and its first use is a small
/// part of that.
let warmUp = CommandLine.arguments.dropFirst(2).first?.hasPrefix("layout-") == true ? 1 : 10

/// Runs `work` over `iterations`, counting its allocations: the one function whose instructions
/// gate.py has valgrind count (`--toggle-collect`), so start-up and warm-up stay out of the count.
@inline(never) @MainActor func measuredOperations(_ work: Work, _ iterations: Range<Int>) -> Int {
  lasso_counts_allocations_start()
  work.run(iterations)
  return lasso_counts_allocations_stop()
}

func fail(_ message: String) -> Never {
  print(message)
  exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
let gated = (benchmarkCases + layoutSolverCases).filter { $0.gateKey != nil }

switch arguments.first {
case "list":
  for benchmarkCase in gated {
    let variants = benchmarkCase.variants.map(\.name).joined(separator: ",")
    print("\(benchmarkCase.gateKey!)\t\(variants)\t\(benchmarkCase.name)")
  }
case "run":
  guard arguments.count >= 4, let count = Int(arguments[3]), count > 0 else {
    fail("usage: lasso-counts run KEY VARIANT COUNT [--time]")
  }
  guard let benchmarkCase = gated.first(where: { $0.gateKey == arguments[1] }) else {
    fail("no case \(arguments[1]); `lasso-counts list` lists them")
  }
  guard let variant = benchmarkCase.variants.first(where: { $0.name == arguments[2] }) else {
    fail("\(arguments[1]) has no variant \(arguments[2])")
  }
  let timed = arguments.contains("--time")
  let work = variant.make()
  let before = work.check()
  work.prepare(0..<warmUp)
  work.run(0..<warmUp)
  work.prepare(warmUp..<(warmUp + count))
  let start = timed ? ContinuousClock.now : nil
  let allocations = measuredOperations(work, warmUp..<(warmUp + count))
  let elapsed = start.map { ContinuousClock.now - $0 }
  let after = work.check()
  if after == before && after != 0 { fail("\(benchmarkCase.name): no work was done") }
  if lasso_counts_allocations_available() == 0 { fail("allocations cannot be counted here") }
  print("allocations \(allocations)")
  if let elapsed {
    let seconds = Double(elapsed.components.seconds)
    let nanoseconds = seconds * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    print("nanoseconds \(nanoseconds / Double(count))")
  }
default:
  fail("usage: lasso-counts list | run KEY VARIANT COUNT [--time]")
}

import Foundation
import LayoutSolverCases

// Times the layout solver on the systems of `LayoutSolverCases`, with the command line and the
// output of `Tools/Kiwi/kiwi-driver.cpp`, for `layout_ratios.py`:
//   layout-times chain|chain-resolve|grid|grid-resolve|priority|table|table-baseline N REPETITIONS
// prints: CASE N MEDIAN_NANOSECONDS CHECK

/// The thread's CPU time: on a shared machine, wall time mostly measures the other builds.
func nanoseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let n = Int(arguments[2]), let repetitions = Int(arguments[3]) else {
  FileHandle.standardError.write(
    Data(
      "usage: layout-times chain|chain-resolve|grid|grid-resolve|priority|table|table-baseline N REPETITIONS\n"
        .utf8))
  exit(2)
}
let name = arguments[1]
var samples: [Double] = []
var check = 0.0
switch name {
case "priority":
  for _ in 0..<repetitions {
    let start = nanoseconds()
    let system = ManyOfOnePriority(count: n)
    check = system.value
    samples.append(nanoseconds() - start)
    withExtendedLifetime(system) {}
  }
case "chain", "grid":
  for _ in 0..<repetitions {
    // The system is released after the measurement, as kiwi's driver releases its solver.
    let start = nanoseconds()
    if name == "chain" {
      let chain = LayoutChain(count: n)
      check = chain.readAll()
      samples.append(nanoseconds() - start)
      withExtendedLifetime(chain) {}
    } else {
      let grid = LayoutGrid(side: n)
      check = grid.readAll()
      samples.append(nanoseconds() - start)
      withExtendedLifetime(grid) {}
    }
  }
case "chain-resolve":
  let chain = LayoutChain(count: n, editFirst: true)
  _ = chain.readAll()
  for repetition in 0..<repetitions {
    let value: Double = repetition % 2 == 0 ? 10 : 0
    let start = nanoseconds()
    check = chain.move(firstTo: value)
    samples.append(nanoseconds() - start)
  }
case "grid-resolve":
  let grid = LayoutGrid(side: n)
  _ = grid.readAll()
  for repetition in 0..<repetitions {
    let value: Double = repetition % 2 == 0 ? 400 : 390
    let start = nanoseconds()
    check = grid.resize(width: value)
    samples.append(nanoseconds() - start)
  }
case "table", "table-baseline":
  // A table of N self-sizing cells scrolled end to end, or its baseline's N text measurements.
  for _ in 0..<repetitions {
    let start = nanoseconds()
    check = name == "table" ? scrollSelfSizingTable(rows: n) : measureSelfSizingTexts(rows: n)
    samples.append(nanoseconds() - start)
  }
default:
  FileHandle.standardError.write(Data("unknown case \(name)\n".utf8))
  exit(2)
}
samples.sort()
print("\(name) \(n) \(Int(samples[samples.count / 2])) \(String(format: "%.6f", check))")

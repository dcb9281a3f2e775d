import Foundation
import LayoutSolverCases

// Times the layout solver on the systems of `LayoutSolverCases`, with the command line and the
// output of `Tools/Kiwi/kiwi-driver.cpp`, for `layout_ratios.py`:
//   layout-times chain|chain-resolve|grid|grid-resolve|priority|table|table-baseline N REPETITIONS
//   layout-times screen|screen-baseline|screen-change|screen-change-baseline N REPETITIONS
//   layout-times screen-check N 1   (prints the frames that differ between the two screens)
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
      """
      usage: layout-times chain|chain-resolve|grid|grid-resolve|priority|table|table-baseline \
      N REPETITIONS
             layout-times screen|screen-baseline|screen-change|screen-change-baseline|screen-check \
      N REPETITIONS

      """.utf8))
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
case "screen", "screen-baseline":
  // A screen of N views laid out from scratch, through UIKit's API or by hand; made and
  // released outside the measurement.
  for _ in 0..<repetitions {
    if name == "screen" {
      let screen = ConstrainedScreen(rows: screenRows(views: n))
      let start = nanoseconds()
      screen.layOut()
      samples.append(nanoseconds() - start)
      check = screen.frameChecksum()
      withExtendedLifetime(screen) {}
    } else {
      let screen = HandLaidScreen(rows: screenRows(views: n))
      let start = nanoseconds()
      screen.layOut()
      samples.append(nanoseconds() - start)
      check = screen.frameChecksum()
    }
    // One turn of the main queue, as an app's run loop gives after a transaction: the window's
    // pending appearance transition ends and the screen is released, outside the measurement.
    RunLoop.main.run(until: Date())
  }
case "screen-change":
  // The laid-out screen's first row spacing changed (an animation frame) and laid out again.
  let screen = ConstrainedScreen(rows: screenRows(views: n))
  screen.layOut()
  for repetition in 0..<repetitions {
    let start = nanoseconds()
    screen.animationFrame(spacing: repetition % 2 == 0 ? 20 : 8)
    samples.append(nanoseconds() - start)
  }
  check = screen.frameChecksum()
case "screen-change-baseline":
  let screen = HandLaidScreen(rows: screenRows(views: n))
  screen.layOut()
  for repetition in 0..<repetitions {
    let start = nanoseconds()
    screen.animationFrame(spacing: repetition % 2 == 0 ? 20 : 8)
    samples.append(nanoseconds() - start)
  }
  check = screen.frameChecksum()
case "screen-check":
  // Lays out the screen both ways, from scratch and after an animation frame, and prints each
  // frame that differs (exits with status 1 if one does).
  let constrained = ConstrainedScreen(rows: screenRows(views: n))
  let byHand = HandLaidScreen(rows: screenRows(views: n))
  var differences = 0
  for step in ["from scratch", "after an animation frame"] {
    if step == "from scratch" {
      constrained.layOut()
      byHand.layOut()
    } else {
      constrained.animationFrame(spacing: 20)
      byHand.animationFrame(spacing: 20)
    }
    for (index, (solved, expected)) in zip(constrained.frames(), byHand.frames()).enumerated()
    where solved != expected {
      print("\(step): view \(index) at \(solved), by hand \(expected)")
      differences += 1
    }
  }
  if differences > 0 { exit(1) }
  samples.append(0)
default:
  FileHandle.standardError.write(Data("unknown case \(name)\n".utf8))
  exit(2)
}
samples.sort()
print("\(name) \(n) \(Int(samples[samples.count / 2])) \(String(format: "%.6f", check))")

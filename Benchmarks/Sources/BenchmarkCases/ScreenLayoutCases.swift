import Lasso
import LayoutSolverCases

// A 1,000-view screen laid out through UIKit's API (`ConstrainedScreen`: anchors, then
// `layoutIfNeeded()`), beside the same frames computed and assigned by hand (`HandLaidScreen`):
// from scratch, and in an animation frame (one constant changed, laid out again). Issue #37's
// goal: the first within one 120 Hz frame (8 ms), the second a small fraction of it.

/// The screens that `layOut` operations use up, made before they are measured.
@MainActor final class PreparedScreens<Screen> {
  let make: () -> Screen
  var screens: [Screen] = []
  var first = 0
  var laidOut = 0

  init(_ make: @escaping () -> Screen) {
    self.make = make
  }

  func prepare(_ iterations: Range<Int>) {
    screens = []
    screens = iterations.map { _ in make() }
    first = iterations.lowerBound
  }

  func screen(_ iteration: Int) -> Screen { screens[iteration - first] }
}

/// Lays out, per operation, a screen of `views` views built beforehand (through UIKit's API or
/// by hand).
@MainActor func screenLayoutWork(views: Int, constrained: Bool) -> Work {
  let rows = screenRows(views: views)
  if constrained {
    let prepared = PreparedScreens { ConstrainedScreen(rows: rows) }
    return Work(
      prepare: { prepared.prepare($0) },
      run: { iterations in
        for iteration in iterations {
          prepared.screen(iteration).layOut()
          prepared.laidOut += 1
        }
      }, check: { prepared.laidOut })
  }
  let prepared = PreparedScreens { HandLaidScreen(rows: rows) }
  return Work(
    prepare: { prepared.prepare($0) },
    run: { iterations in
      for iteration in iterations {
        prepared.screen(iteration).layOut()
        prepared.laidOut += 1
      }
    }, check: { prepared.laidOut })
}

/// Changes the first row's spacing of a laid-out screen of `views` views (20 points, then 8
/// again) and lays it out again, per operation.
@MainActor func screenAnimationFrameWork(views: Int, constrained: Bool) -> Work {
  let rows = screenRows(views: views)
  let frames = Counter()
  func spacing(_ iteration: Int) -> CGFloat { iteration.isMultiple(of: 2) ? 20 : 8 }
  if constrained {
    let screen = ConstrainedScreen(rows: rows)
    screen.layOut()
    return Work(
      run: { iterations in
        for iteration in iterations {
          screen.animationFrame(spacing: spacing(iteration))
          frames.value += 1
        }
      }, check: { frames.value })
  }
  let screen = HandLaidScreen(rows: rows)
  screen.layOut()
  return Work(
    run: { iterations in
      for iteration in iterations {
        screen.animationFrame(spacing: spacing(iteration))
        frames.value += 1
      }
    }, check: { frames.value })
}

/// The screen cases: package-benchmark times them (`ratios.py`), the gate counts them.
let screenLayoutCases: [BenchmarkCase] = [
  BenchmarkCase(
    "screen: lay out 1,000 constrained views from scratch", gateKey: "layout-screen-1000",
    operationsPerSample: 1,
    lasso: { screenLayoutWork(views: 1_000, constrained: true) },
    baseline: { screenLayoutWork(views: 1_000, constrained: false) }),
  BenchmarkCase(
    "screen: one constant of 1,000 constrained views changed, laid out again",
    gateKey: "layout-screen-frame-1000", operationsPerSample: 1,
    lasso: { screenAnimationFrameWork(views: 1_000, constrained: true) },
    baseline: { screenAnimationFrameWork(views: 1_000, constrained: false) }),
]

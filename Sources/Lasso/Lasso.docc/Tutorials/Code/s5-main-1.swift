import Foundation
import Lasso
import LassoTerminal
import Water

/// The value after `name` on the command line, if any.
func argument(after name: String) -> String? {
  let arguments = CommandLine.arguments
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else {
    return nil
  }
  return arguments[index + 1]
}

// `water-counter --record FILE` records what the stores do, for a replay test.
if let path = argument(after: "--record") {
  LassoRecorder.start(to: URL(fileURLWithPath: path))
}

let window = UIWindow()
WaterApp.start(in: window)

// `water-counter --script "<enter> <enter>"` prints the frames a key script produces, without
// a terminal.
if let script = argument(after: "--script") {
  let status = await TerminalApp.runScript(script, window: window)
  try LassoRecorder.stop()
  exit(status)
}
try await TerminalApp.run(window: window)
try LassoRecorder.stop()

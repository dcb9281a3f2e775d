import Foundation
import Lasso
import LassoTerminal
import Water

let window = UIWindow()
WaterApp.start(in: window)

// `water-counter --script "<enter> <enter>"` prints the frames a key script produces, without
// a terminal.
if let index = CommandLine.arguments.firstIndex(of: "--script"),
  index + 1 < CommandLine.arguments.count
{
  exit(await TerminalApp.runScript(CommandLine.arguments[index + 1], window: window))
}
try await TerminalApp.run(window: window)

import Foundation
import FuzzCommon
import Lasso
import LassoExampleApp

/// Fuzzes `LassoReplay.replay`: any bytes, replayed as a recording of the example app, give a
/// verdict or a `LassoReplayError` that says what is wrong and how to fix it; nothing else.
@main enum FuzzRecording {
  static func main() { runFuzzer(fuzzRecording) }
}

/// One input (libFuzzer's entry point; also what `main` hands to the driver).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzRecording(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = Data(buffer: inputBytes(start, count))
  // libFuzzer calls back on the main thread.
  MainActor.assumeIsolated {
    do {
      _ = try LassoReplay.replay(data, named: "fuzz.json", stores: ExampleApp.storeTypes)
    } catch let error as LassoReplayError {
      _ = error.description
    } catch {
      preconditionFailure("replay threw \(type(of: error)), not a LassoReplayError: \(error)")
    }
  }
  return 0
}

import FuzzCommon
import LassoTerminal

/// Fuzzes `KeyScript(parsing:)`: any text is either a script or a `ParseError` naming a line of
/// it; a script's steps print (`description`) whatever they hold.
@main enum FuzzKeyScript {
  static func main() { runFuzzer(fuzzKeyScript) }
}

/// One input (libFuzzer's entry point; also what `main` hands to the driver).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzKeyScript(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let text = String(decoding: inputBytes(start, count), as: UTF8.self)
  do throws(KeyScript.ParseError) {
    let script = try KeyScript(parsing: text)
    for step in script.steps { _ = step.description }
  } catch {
    let lines = text.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    precondition(
      (1...lines).contains(error.line), "a ParseError names line \(error.line) of \(lines)")
    _ = error.description
  }
  return 0
}

import FuzzCommon
import LassoTerminal

/// Fuzzes `KeyDecoder`: the first byte of an input sets the chunk size (1…16), the rest is what
/// the terminal sent, read in chunks of that size as `read` may return it. Nothing may trap or
/// hang.
@main enum FuzzKeyDecoder {
  static func main() { runFuzzer(fuzzKeyDecoder) }
}

/// One input (libFuzzer's entry point; also what `main` hands to the driver).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzKeyDecoder(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Array(inputBytes(start, count))
  guard let first = bytes.first else { return 0 }
  let chunk = Int(first % 16) + 1
  var decoder = KeyDecoder()
  var index = 1
  while index < bytes.count {
    let end = min(index + chunk, bytes.count)
    _ = decoder.decode(bytes[index..<end])
    index = end
  }
  _ = decoder.decode([])
  return 0
}

import CFuzzDriver

#if canImport(Glibc)
  import Glibc
#endif

/// Runs libFuzzer's driver with the program's arguments, calling `body` with each input, and
/// exits with the driver's status (non-zero when an input made `body` crash, leak or hang).
///
/// SwiftPM gives an executable its own entry point, so a target's `@main` calls this; the target
/// also exports `body` as `LLVMFuzzerTestOneInput`, which libFuzzer's own `main` calls where the
/// linker keeps that one instead: the same driver either way.
public func runFuzzer(_ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  exit(LLVMFuzzerRunDriver(&argc, &argv, body))
}

/// The bytes of one input.
public func inputBytes(_ start: UnsafePointer<UInt8>?, _ count: Int) -> UnsafeBufferPointer<UInt8> {
  UnsafeBufferPointer(start: start, count: start == nil ? 0 : count)
}

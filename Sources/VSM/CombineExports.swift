// The one place VSM chooses its Combine: Apple's where it exists, OpenCombine elsewhere.
// Re-exported so that `import VSM` alone gives `AnyPublisher`, `Just`, `CurrentValueSubject`,
// `AnyCancellable`, `.eraseToAnyPublisher()` and the main-queue scheduler to user code.
#if canImport(Combine)
  @_exported import Combine
#else
  @_exported import OpenCombine
  @_exported import OpenCombineDispatch
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #elseif canImport(Darwin)
    import Darwin
  #elseif canImport(ucrt)
    import ucrt
  #endif

  /// The C allocator's calls for the solver's per-symbol buffers (``SolverSymbolColumn``,
  /// ``SolverObjectiveBuffer``, ``SolverScratch``), which grow as symbols are made.
  ///
  /// Growing a buffer by allocating a larger one and moving the elements wrote every element
  /// again into fresh pages: a 10,000-view chain's buffers, grown fourfold through every size,
  /// touched twice the memory they end with, and each fresh page is a fault the kernel serves
  /// (2.5 µs on the CI machines, two fifths of the build's time at that size). `realloc` moves a
  /// large buffer by remapping its pages, and `calloc` takes zeroed pages as the kernel gives
  /// them: neither writes memory the solver has not used yet.
  ///
  /// Every pointer these make is freed with ``release(_:)`` (not `deallocate()`). Elements are
  /// moved as bytes, a valid move for the solver's element types (numbers, and structs of
  /// numbers and arrays: Swift's native references are bitwise-takable).
  enum SolverMemory {
    /// Room for `count` elements, uninitialized.
    static func allocate<Element>(_: Element.Type, count: Int) -> UnsafeMutablePointer<Element> {
      bound(malloc(bytes(count, Element.self)), count: count)
    }

    /// Room for `count` elements, every byte zero.
    static func allocateZeroed<Element>(
      _: Element.Type, count: Int
    ) -> UnsafeMutablePointer<Element> {
      bound(calloc(Swift.max(count, 1), MemoryLayout<Element>.stride), count: count)
    }

    /// The buffer with room for `count` elements, its bytes kept up to the smaller size (it may
    /// move: use only the pointer returned).
    static func resize<Element>(
      _ pointer: UnsafeMutablePointer<Element>, to count: Int
    ) -> UnsafeMutablePointer<Element> {
      bound(realloc(pointer, bytes(count, Element.self)), count: count)
    }

    /// Frees a buffer made here; its elements must be deinitialized first.
    static func release<Element>(_ pointer: UnsafeMutablePointer<Element>) {
      free(pointer)
    }

    private static func bytes<Element>(_ count: Int, _: Element.Type) -> Int {
      Swift.max(count, 1) * MemoryLayout<Element>.stride
    }

    private static func bound<Element>(
      _ raw: UnsafeMutableRawPointer?, count: Int
    ) -> UnsafeMutablePointer<Element> {
      guard let raw else {
        fatalError("The layout solver could not allocate room for \(count) symbols.")
      }
      return raw.bindMemory(to: Element.self, capacity: Swift.max(count, 1))
    }
  }
#endif

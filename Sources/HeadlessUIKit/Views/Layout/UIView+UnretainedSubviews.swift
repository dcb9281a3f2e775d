#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  extension UIView {
    /// Calls `body` with each subview, in order, without retaining it: the layout passes visit
    /// every view, and a view counts its references in a side table (it is referenced weakly),
    /// so each retain and release takes the runtime's slow path (about 140 instructions a pair).
    ///
    /// The subviews are those of the call's start: a view that `body` removes or adds is still
    /// visited, or not, as a `for` loop over ``storedSubviews`` would.
    @inline(__always) func forEachSubviewUnretained(_ body: (UIView) -> Void) {
      // Why no reference is needed: `subviews` holds its buffer, and the buffer each subview,
      // until the loop ends (`_fixLifetime`: not shortened to the last read). A change
      // `body` makes to `storedSubviews` copies into a new buffer, and a subview it removes is
      // still held by this one.
      let subviews = storedSubviews
      defer { _fixLifetime(subviews) }
      for index in subviews.indices {
        // Not a closure literal handed to the standard library (which checks its executor on
        // each call); the reference is guaranteed for the call by `subviews`.
        Unmanaged.passUnretained(subviews[index])._withUnsafeGuaranteedRef(body)
      }
    }
  }
#endif

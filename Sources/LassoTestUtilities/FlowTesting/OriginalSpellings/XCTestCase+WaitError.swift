#if canImport(XCTest)
  import Lasso
  import XCTest

  extension XCTestCase {
    /// The original Lasso's error of a wait that did not end as expected. Nothing in this
    /// package throws it: a flow assertion or a wait that fails throws a
    /// ``FlowAssertionError`` (or, with `failTest:`, the ``TestFailureAction`` it returns), so
    /// `catch let error as WaitError` never matches. It stays for code that names it.
    ///
    /// ```swift
    /// } catch let error as FlowAssertionError {
    ///   print(error.message)
    /// }
    /// ```
    @available(
      *, deprecated,
      message: """
        Never thrown: flow assertions and waits throw FlowAssertionError (with failTest:, the \
        TestFailureAction it returns), so `catch … as WaitError` never matches; catch \
        FlowAssertionError instead.
        """
    )
    public enum WaitError: LassoError {
      /// The wait outlasted its timeout.
      case timedOut(String)
      /// Expectations were fulfilled in another order than required.
      case incorrectOrder(String)
      /// An inverted expectation was fulfilled.
      case invertedFulfillment(String)
      /// The wait was interrupted.
      case interrupted(String)
      /// Any other outcome.
      case unknown(String)

      /// The message the case carries.
      ///
      /// ```swift
      /// XCTAssertEqual(error.message(verbose: false), "the sheet never appeared")
      /// ```
      public func message(verbose: Bool) -> String {
        switch self {
        case .timedOut(let message), .incorrectOrder(let message),
          .invertedFulfillment(let message), .interrupted(let message), .unknown(let message):
          return message
        }
      }
    }
  }
#endif

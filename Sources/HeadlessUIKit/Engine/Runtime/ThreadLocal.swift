#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// Storage that UIKit keeps per thread (the graphics context stack, the current trait
  /// collection). On iOS the main actor is the main thread, so main-actor code always sees the
  /// main thread's values; headless, main-queue work may run on several threads (see
  /// `MainQueue`), so code on the main queue shares one dictionary, and other threads use their
  /// own `threadDictionary`.
  enum ThreadLocal {
    /// The dictionary of the caller's thread (the main queue's when on the main queue).
    static var dictionary: NSMutableDictionary {
      MainQueue.isCurrent ? mainQueueDictionary : Thread.current.threadDictionary
    }

    // Safe without a lock: returned only to code running on the main queue (checked just
    // above), a serial queue, so it is never read or written from two threads at once.
    nonisolated(unsafe) private static let mainQueueDictionary = NSMutableDictionary()
  }
#endif

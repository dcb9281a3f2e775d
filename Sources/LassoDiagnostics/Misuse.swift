#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A misuse of the API, reported instead of a crash deep inside: what went wrong, naming the type
/// involved, and how to fix it.
///
/// Lasso, VSM and the headless UIKit report every misuse through ``Misuse/report(_:fix:fileID:line:)``.
/// By default the report is printed to standard error, the way UIKit logs a presentation it refuses,
/// and the app keeps running. Tests capture reports with ``Misuse/$handler`` (scoped to a task):
///
/// ```swift
/// var reports: [Misuse] = []
/// Misuse.$handler.withValue({ reports.append($0) }) {
///   store.dispatchAction(.didTap)
/// }
/// ```
public struct Misuse: Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, naming the type involved.
  public let message: String
  /// How to fix it.
  public let fix: String
  /// The file (`#fileID`) of the API call that reported the misuse.
  public let fileID: String
  /// The line of the API call that reported the misuse.
  public let line: Int

  /// Creates a report.
  public init(message: String, fix: String, fileID: String = #fileID, line: Int = #line) {
    self.message = message
    self.fix = fix
    self.fileID = fileID
    self.line = line
  }

  /// The message followed by the fix, as printed.
  public var description: String { "\(message) Fix: \(fix)" }

  /// A handler for the reports made by the current task and the tasks it creates; `nil` leaves them
  /// to ``defaultHandler``.
  @TaskLocal public static var handler: (@MainActor (Misuse) -> Void)?

  /// The handler for reports made outside any ``handler`` scope. The default prints each report to
  /// standard error, prefixed with `[Lasso]`; an app or a test utility may replace it.
  @MainActor public static var defaultHandler: @MainActor (Misuse) -> Void = { misuse in
    var line = "[Lasso] \(misuse.description) (\(misuse.fileID):\(misuse.line))\n"
    // `write(2, …)` rather than `stderr`: the C global is shared mutable state to Swift 6.
    line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
  }

  /// Reports a misuse to the current handler.
  /// - Parameters:
  ///   - message: what went wrong, naming the type involved.
  ///   - fix: how to fix it.
  ///   - fileID: the file of the misuse, by default the caller's.
  ///   - line: the line of the misuse, by default the caller's.
  @MainActor public static func report(
    _ message: String, fix: String, fileID: String = #fileID, line: Int = #line
  ) {
    let misuse = Misuse(message: message, fix: fix, fileID: fileID, line: line)
    (handler ?? defaultHandler)(misuse)
  }

  /// The name of a type as a user wrote it, without its module prefix: `LoginStore`,
  /// `LassoStore<LoginModule>`.
  public static func name(of type: Any.Type) -> String {
    String(describing: type)
  }
}

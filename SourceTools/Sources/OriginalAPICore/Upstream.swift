import Foundation

/// `original-api upstream`: each committed list compared with its original's newest commit,
/// cloned from GitHub (shallow, into a temporary folder); where GitHub cannot be reached it
/// says so and passes, since `check` still checks the lists themselves.
public struct Upstream: Sendable {
  /// A committed list and the original it was extracted from.
  public struct Original: Sendable {
    /// The list's file name in `scripts/original-api-lists`.
    public var list: String
    /// The original's repository.
    public var url: String
    /// The folder of the original's sources that the list holds.
    public var subfolder: String
  }

  /// The three lists and their originals.
  public static let originals = [
    Original(
      list: "lasso.txt", url: "https://github.com/ww-tech/lasso", subfolder: "Sources/Lasso"),
    Original(
      list: "lasso-test-utilities.txt", url: "https://github.com/ww-tech/lasso",
      subfolder: "Sources/LassoTestUtilities"),
    Original(
      list: "vsm.txt", url: "https://github.com/wayfair/vsm-ios", subfolder: "Sources/LegacyVSM"),
  ]

  /// The repository whose `scripts/original-api-lists` are compared.
  public var root: String

  /// Compares the lists of the repository at `root`.
  public init(root: String) {
    self.root = root
  }

  /// Prints a line per list and `OK` or `FAILED` (or `SKIPPED` when a clone fails); returns
  /// whether no list differs.
  public func run(print: (String) -> Void) throws -> Bool {
    let temporary = FileManager.default.temporaryDirectory
      .appendingPathComponent("original-api-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: temporary) }
    var clones: [String: String] = [:]
    var same = true
    for original in Self.originals {
      if clones[original.url] == nil {
        let destination = temporary + "/\(clones.count)"
        if let failure = Self.clone(original.url, into: destination) {
          print(
            """
            original-api upstream: SKIPPED, \(original.url) could not be cloned (\(failure)); \
            the committed lists were not compared with the originals in this run
            """)
          return true
        }
        clones[original.url] = destination
      }
      let listPath = root + "/scripts/original-api-lists/" + original.list
      let list = DeclarationList(text: try String(contentsOfFile: listPath, encoding: .utf8))
      let matches = try list.matches(
        checkout: clones[original.url]!, subfolder: original.subfolder, listName: original.list,
        print: print)
      print(
        "\(original.list): \(matches ? "the same as" : "DIFFERS from") \(original.url) \(original.subfolder)"
      )
      same = same && matches
    }
    print("original-api upstream: \(same ? "OK" : "FAILED")")
    return same
  }

  /// Clones `url` shallowly; nil when it worked, otherwise why not.
  static func clone(_ url: String, into destination: String, timeout: Double = 120) -> String? {
    let git = Process()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    git.arguments = ["git", "clone", "-q", "--depth", "1", url, destination]
    git.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    git.standardError = errors
    let ended = DispatchSemaphore(value: 0)
    git.terminationHandler = { _ in ended.signal() }
    do {
      try git.run()
    } catch {
      return "git could not be run: \(error)"
    }
    if ended.wait(timeout: .now() + timeout) == .timedOut {
      git.terminate()
      return "git clone took more than \(Int(timeout)) s"
    }
    guard git.terminationStatus != 0 else { return nil }
    let message =
      String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .split(separator: "\n").first.map(String.init) ?? ""
    return "git clone exited with status \(git.terminationStatus): \(message)"
  }
}

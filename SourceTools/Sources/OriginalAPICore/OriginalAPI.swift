import Foundation

/// The originals' public declarations and the call-site corpus that calls them: the
/// `original-api` command's subcommands.
public enum OriginalAPI {
  /// The command's help, printed when the arguments are not one of its forms.
  public static let usage = """
    The original Lasso's and VSM's public declarations, and the call-site corpus that calls them.

    Usage:
      scripts/original-api check
          Fails when a declaration of a committed list (scripts/original-api-lists/*.txt) has no call
          in the corpus (Tests/OriginalCallSites). Run by .ci/run.
      scripts/original-api extract ORIGINAL_REPO_DIR SOURCES_SUBDIR
          Prints the public declarations of a checkout of the original (for example
          `extract lasso Sources/Lasso`), one per line under a `## file` header: the list format.
      scripts/original-api compare LIST ORIGINAL_REPO_DIR SOURCES_SUBDIR
          Fails when the original, at the checkout given, declares what LIST does not hold (it gained
          a public declaration), or no longer declares a line of LIST: update the list with
          `extract`, then call the new declaration in the corpus.
      scripts/original-api upstream
          `compare` for the three lists against the originals' newest commits, cloned from GitHub
          (shallow, into a temporary folder). Run by .ci/run; where GitHub cannot be reached it says
          so and is skipped, since the lists themselves are checked by `check`.

    The list format: a line per public declaration, `Context :: signature`, with whitespace
    collapsed and attributes dropped (`LassoStore :: func dispatchAction(_ action: Action)`), under a
    `## Sources/...` header per source file of the original. Declarations are read with Swift's own
    parser (swift-syntax): every branch of an `#if` counts, nothing inside a body does. The corpus
    marks each call with the list's line after `// covers: ` (or, for one that cannot exist here,
    `// not provided: ` followed by a comment saying why, the declaration being named in
    docs/MIGRATION.md), in the corpus file of the same path as the original's source file
    (Sources/Lasso/Store/Store.swift → Tests/OriginalCallSites/Lasso/Store/Store.swift; LegacyVSM's
    under VSM/). A marker is a line comment of its own (not text inside another comment or a
    string), and the check requires that the code right after it (the statement, declaration or
    argument that starts there, or the link of a chain of calls) names the declaration: its name;
    for an initializer also its type, `init` or a call of a type; for an extension's conformance
    also a protocol it adds.
    """

  /// Runs the subcommand that `arguments` (without the command's name) give, in the repository
  /// at `root`; returns the exit status: 0 when it passed, 1 when it failed, 2 for bad arguments.
  public static func run(
    _ arguments: [String], root: String, print: (String) -> Void
  ) throws
    -> Int32
  {
    switch arguments.first {
    case "check" where arguments.count == 1:
      return try CorpusCheck(root: root).run(print: print) ? 0 : 1
    case "extract" where arguments.count == 3:
      print(
        try DeclarationList.extract(checkout: arguments[1], subfolder: arguments[2])
          .joined(separator: "\n"))
      return 0
    case "compare" where arguments.count == 4:
      let list = DeclarationList(text: try String(contentsOfFile: arguments[1], encoding: .utf8))
      let same = try list.matches(
        checkout: arguments[2], subfolder: arguments[3],
        listName: URL(fileURLWithPath: arguments[1]).lastPathComponent, print: print)
      print("original-api compare: \(same ? "OK" : "FAILED")")
      return same ? 0 : 1
    case "upstream" where arguments.count == 1:
      return try Upstream(root: root).run(print: print) ? 0 : 1
    default:
      print(usage)
      return 2
    }
  }

  /// The repository that holds `scripts/original-api-lists`: the first folder from `start`
  /// upwards that does, else the one this tool's sources are in.
  public static func repositoryRoot(from start: String, sourceFile: String = #filePath) -> String {
    var folder = URL(fileURLWithPath: start).standardizedFileURL
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.path + "/scripts/original-api-lists") {
        return folder.path
      }
      folder.deleteLastPathComponent()
    }
    // SourceTools/Sources/OriginalAPICore/OriginalAPI.swift
    return URL(fileURLWithPath: sourceFile).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().path
  }
}

import Foundation

/// Rewrites a team's existing Swift code so that it builds with Lasso on Linux: the mechanical
/// rewrites of docs/MIGRATION.md, made on Swift's own parse of each file.
public enum Migration {
  /// What a run printed and its exit status.
  public struct Outcome: Sendable, Equatable {
    /// 0 when everything could be rewritten, 1 when a file or a construct could not, 2 on bad
    /// usage.
    public var status: Int32
    /// What goes to the standard output.
    public var output: String
    /// What goes to the standard error.
    public var errors: String
  }

  /// The command's help.
  public static let usage = """
    Usage: lasso-migrate DIR_OR_FILE...

    Applies the mechanical rewrites of docs/MIGRATION.md to Swift files, in place (folders are
    searched recursively; .build and hidden folders are skipped), on Swift's own parse of each
    file:

    - target-action without the Objective-C runtime: in addTarget(_:action:for:),
    addTarget(_:action:), setTarget(_:action:), UIBarButtonItem(…target:action:) and
    UI…GestureRecognizer(target:action:), `#selector(didTap)` becomes the method reference
    `Self.didTap` (`#selector(Type.didTap(_:))` → `Type.didTap(_:)`), and
    `CADisplayLink(target: self, selector: #selector(step))` becomes
    `CADisplayLink(target: self, selector: Self.step)`; `@objc` is dropped from a method whose
    only Objective-C use was such selectors, and
    `removeTarget(target, action: nil, for: events)` becomes `removeTarget(target, for: events)`;
    - `@objc` that no rewritten selector names is kept under `#if canImport(ObjectiveC)`, so
    the file builds on Linux and means the same on Apple platforms;
    - platform conditions: in a file that imports UIKit under `#if os(iOS) || os(tvOS)` or
    `#if canImport(UIKit)` (or another condition naming only UIKit's platforms), such
    conditions gain `|| os(Linux)` and
    the `import UIKit` under them becomes `import HeadlessUIKit`, except on branches that use
    the Objective-C runtime, which stay out of Linux;
    - imports: `import Combine` is dropped from a file that imports VSM; `import UIKit` is
    dropped from a file that imports Lasso or VSM, becomes `import Lasso` in a file whose
    target-action was rewritten, and `import HeadlessUIKit` elsewhere; a test file that uses
    UIKit's names with only `import XCTest` gains `import HeadlessUIKit`;
    - XCTest: synchronous tests of a nonisolated class run on Linux as written and are left
    alone. A synchronous test method on the main actor (of a `@MainActor` class, or marked
    `@MainActor`) aborts the launch on Linux, so it becomes `async`, and the flow assertions,
    `waitForEvents`, given-when-then `execute()` and `wait(for:timeout:)` (as
    `fulfillment(of:timeout:)`) in it are awaited, as are the class's helpers that call them; a
    `@MainActor` class's `setUp()`/`tearDown()` (and the `WithError` forms) become
    `async throws`.

    Each change is printed as `file:line: old → new`. A file that uses what cannot work without
    the Objective-C runtime, or needs a rewrite that cannot be made soundly (an `await` in a
    synchronous closure or an autoclosure, two rewrites of the same code), is left as it was,
    with one line per reason saying what to do instead. A construct that only needs a hand
    rewrite of its own (a UIKit initializer called through a generic type parameter,
    `CellType()`) is named with its line (`not rewritten:`) and the rest of its file is
    rewritten. Running it twice changes nothing the second time. Exit status: 0 when everything
    could be rewritten, 1 when a file or a construct could not, 2 on bad usage.

    """

  /// Runs the command on `arguments` (the files and folders given), resolving relative paths in
  /// `directory` (the current one when nil) and printing them as given.
  public static func run(arguments: [String], in directory: String? = nil) -> Outcome {
    if arguments.isEmpty || arguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
      return Outcome(status: arguments.isEmpty ? 2 : 0, output: usage, errors: "")
    }
    let resolve = { (path: String) -> String in
      guard let directory, !path.hasPrefix("/") else { return path }
      return directory + "/" + path
    }
    let missing = arguments.filter { !FileManager.default.fileExists(atPath: resolve($0)) }
    if !missing.isEmpty {
      return Outcome(
        status: 2, output: "",
        errors: "lasso-migrate: no such file or folder: \(missing.joined(separator: ", "))\n")
    }
    var migrations: [FileMigration] = []
    var output = ""
    for path in MigrationInputs.swiftFiles(arguments, resolve: resolve) {
      guard let data = FileManager.default.contents(atPath: resolve(path)),
        let text = String(data: data, encoding: .utf8)
      else {
        return Outcome(
          status: 2, output: output, errors: "lasso-migrate: cannot read \(path) as UTF-8\n")
      }
      let migration = FileMigration(path: path, text: text)
      migration.findRuntimeRequirements()
      migration.rewritePlatformConditions()
      migration.rewriteRemoveTarget()
      migration.migrateTests()
      migration.refuseOverlappingEdits()
      migrations.append(migration)
    }
    // Selectors of files left as they are keep their methods' @objc, wherever they are declared.
    var kept: Set<String> = []
    var rewritten: Set<String> = []
    for migration in migrations {
      kept.formUnion(migration.keptSelectors)
      if migration.problems.isEmpty {
        rewritten.formUnion(migration.rewrittenSelectors)
      } else {
        kept.formUnion(migration.rewrittenSelectors)
      }
    }
    var failed = 0
    var constructs = 0
    for migration in migrations {
      constructs += Set(migration.constructs).count
      if migration.problems.isEmpty {
        migration.dropObjC(rewritten: rewritten, kept: kept)
        migration.rewriteImports(usesLassoForms: !migration.rewrittenSelectors.isEmpty)
        migration.refuseOverlappingEdits()
      }
      if !migration.problems.isEmpty {
        failed += 1
        for problem in Set(migration.problems + migration.constructs).sorted() {
          output += "\(migration.path):\(problem.line): cannot rewrite: \(problem.text)\n"
        }
        output += "\(migration.path): left as it was\n"
        continue
      }
      let (newText, changes) = migration.result()
      for change in changes {
        output += "\(migration.path):\(change.line): \(change.old) → \(change.new)\n"
      }
      for note in Set(migration.notes).sorted() {
        output += "\(migration.path):\(note.line): note: \(note.text)\n"
      }
      for construct in Set(migration.constructs).sorted() {
        output += "\(migration.path):\(construct.line): not rewritten: \(construct.text)\n"
      }
      if newText != migration.original {
        do {
          try Data(newText.utf8).write(to: URL(fileURLWithPath: resolve(migration.path)))
        } catch {
          return Outcome(
            status: 2, output: output,
            errors: "lasso-migrate: cannot write \(migration.path): \(error)\n")
        }
      }
    }
    if failed > 0 {
      output += "lasso-migrate: \(failed) file(s) left as they were (see above)\n"
    }
    if constructs > 0 {
      output += "lasso-migrate: \(constructs) construct(s) to rewrite by hand (see above)\n"
    }
    let status: Int32 = failed > 0 || constructs > 0 ? 1 : 0
    return Outcome(status: status, output: output, errors: "")
  }
}

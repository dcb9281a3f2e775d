import Foundation
import LassoMigrateCore
import Testing

/// `lasso-migrate` on each fixture of SourceTools/Tests/MigrationFixtures, in process: a copy of
/// `before` becomes `after`, the run prints `output.txt` (every change, every refusal with its
/// reason), a file it cannot rewrite is left as it was and a construct it cannot rewrite is named
/// (exit status 1), and a second run changes nothing.
@Suite struct FixtureTests {
  static let sourceTools = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let fixtures = sourceTools.appendingPathComponent("Tests/MigrationFixtures")

  static var cases: [String] {
    let names = try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)
    return (names ?? []).filter { !$0.hasPrefix(".") }.sorted()
  }

  @Test func thereAreFixtures() {
    #expect(Self.cases.contains("view-controller"))
    #expect(Self.cases.count >= 15)
  }

  @Test(arguments: cases)
  func migrationTurnsBeforeIntoAfter(_ name: String) throws {
    let fixture = Self.fixtures.appendingPathComponent(name)
    let work = FileManager.default.temporaryDirectory
      .appendingPathComponent("lasso-migrate-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let app = work.appendingPathComponent("App")
    try FileManager.default.copyItem(at: fixture.appendingPathComponent("before"), to: app)

    let first = Migration.run(arguments: ["App"], in: work.path)
    let expected = try Self.files(in: fixture.appendingPathComponent("after"))
    let migrated = try Self.files(in: app)
    #expect(migrated.keys.sorted() == expected.keys.sorted())
    for (file, text) in expected {
      #expect(migrated[file] == text, "\(name)/\(file) differs from the after fixture")
    }
    // Every changed file is named in the output, and a file left as it was says so.
    let before = try Self.files(in: fixture.appendingPathComponent("before"))
    for (file, text) in before where expected[file] != text {
      #expect(first.output.contains("App/\(file):"), "\(file) changed without being printed")
    }
    // What it prints: each change as `file:line: old → new`, each refusal with its reason.
    let printed = try String(
      contentsOf: fixture.appendingPathComponent("output.txt"), encoding: .utf8)
    #expect(first.output == printed)
    #expect(first.errors == "")
    let refused = first.output.contains("cannot rewrite")
    let byHand = first.output.contains(": not rewritten: ")
    #expect(first.status == (refused || byHand ? 1 : 0))
    if refused { #expect(first.output.contains("left as it was")) }

    let second = Migration.run(arguments: ["App"], in: work.path)
    #expect(try Self.files(in: app) == expected, "a second run changed \(name)")
    #expect(!second.output.contains(" → "), "a second run printed changes: \(second.output)")
    #expect(second.status == first.status)
  }

  static func files(in directory: URL) throws -> [String: String] {
    var result: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: directory.path)
    while let file = enumerator?.nextObject() as? String {
      guard file.hasSuffix(".swift") else { continue }
      result[file] = try String(
        contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
    }
    return result
  }
}

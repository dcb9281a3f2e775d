import Foundation
import LassoMigrateCore
import Testing

/// The command line that the README gives: files and folders, help, bad usage.
@Suite struct CommandLineTests {
  @Test func withoutArgumentsItPrintsItsUsageAndFails() {
    let outcome = Migration.run(arguments: [])
    #expect(outcome.status == 2)
    #expect(outcome.output.hasPrefix("Usage: lasso-migrate DIR_OR_FILE..."))
  }

  @Test func helpIsNotAFailure() {
    let outcome = Migration.run(arguments: ["--help"])
    #expect(outcome.status == 0)
    #expect(outcome.output == Migration.usage)
  }

  @Test func aMissingPathIsBadUsage() {
    let outcome = Migration.run(arguments: ["NoSuchFolder"], in: NSTemporaryDirectory())
    #expect(outcome.status == 2)
    #expect(outcome.errors == "lasso-migrate: no such file or folder: NoSuchFolder\n")
  }

  /// A file given by name is rewritten, printed as given; files that are not Swift are not read.
  @Test func aFileGivenByNameIsRewritten() throws {
    let work = FileManager.default.temporaryDirectory
      .appendingPathComponent("lasso-migrate-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    try Data("import VSM\nimport Combine\n".utf8)
      .write(to: work.appendingPathComponent("Model.swift"))
    try Data("import Combine\n".utf8).write(to: work.appendingPathComponent("notes.txt"))
    let outcome = Migration.run(arguments: ["Model.swift", "notes.txt"], in: work.path)
    #expect(outcome.status == 0)
    #expect(outcome.output == "Model.swift:2: import Combine → (line removed)\n")
    let text = try String(contentsOf: work.appendingPathComponent("Model.swift"), encoding: .utf8)
    #expect(text == "import VSM\n")
  }

  /// A folder is searched recursively, its files before its subfolders, each printed under the
  /// folder as given; hidden folders (`.build` among them) are left alone.
  @Test func foldersAreSearchedWithoutHiddenOnes() throws {
    let work = FileManager.default.temporaryDirectory
      .appendingPathComponent("lasso-migrate-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    let source = Data("import VSM\nimport Combine\n".utf8)
    for folder in ["App/Sub", "App/.build", "App/.hidden"] {
      let url = work.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try source.write(to: url.appendingPathComponent("Model.swift"))
    }
    try source.write(to: work.appendingPathComponent("App/Top.swift"))
    let outcome = Migration.run(arguments: ["App/"], in: work.path)
    #expect(
      outcome.output == """
        App/Top.swift:2: import Combine → (line removed)
        App/Sub/Model.swift:2: import Combine → (line removed)

        """)
    let hidden = try String(
      contentsOf: work.appendingPathComponent("App/.build/Model.swift"), encoding: .utf8)
    #expect(hidden == "import VSM\nimport Combine\n")
  }
}

import Foundation
import OriginalAPICore
import Testing

@Suite struct DeclarationListTests {
  @Test func theListFormatReadsHeadersEntriesAndComments() {
    let list = DeclarationList(
      text: """
        # The original's declarations, as `extract` lists them.
        ## Sources/Lasso/Store.swift
        - :: class LassoStore<Module: StoreModule>

        LassoStore :: func dispatchAction(_ action: Action)
        """)
    #expect(
      list.entries.map(\.source) == ["Sources/Lasso/Store.swift", "Sources/Lasso/Store.swift"])
    #expect(
      list.entries.map(\.line) == [
        "- :: class LassoStore<Module: StoreModule>",
        "LassoStore :: func dispatchAction(_ action: Action)",
      ])
  }

  @Test func extractListsFolderByFolderOnceEachAndCompareSaysWhatChanged() throws {
    let checkout = FileManager.default.temporaryDirectory
      .appendingPathComponent("original-api-list-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: checkout) }
    let files = [
      "Sources/Lasso/Store/Store.swift": "public func b() {}\n#if A\npublic func b() {}\n#endif\n",
      "Sources/Lasso/Module.swift": "public protocol Module {}\n",
      "Sources/Lasso/Internal.swift": "func hidden() {}\n",
    ]
    for (path, text) in files {
      let url = URL(fileURLWithPath: checkout + "/" + path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    #expect(
      try DeclarationList.extract(checkout: checkout, subfolder: "Sources/Lasso") == [
        "## Sources/Lasso/Module.swift", "- :: protocol Module",
        "## Sources/Lasso/Store/Store.swift", "- :: func b()",
      ])

    let list = DeclarationList(
      text: "## Sources/Lasso/Module.swift\n- :: protocol Module\n- :: func a()\n")
    var output: [String] = []
    let same = try list.matches(
      checkout: checkout, subfolder: "Sources/Lasso", listName: "lasso.txt"
    ) { output.append($0) }
    #expect(!same)
    #expect(
      output == [
        """
          new in the original, not in lasso.txt (list it with `extract`, then call it in the \
        corpus): - :: func b()
        """,
        "  in lasso.txt, no longer declared by the original: - :: func a()",
      ])
  }

  @Test func otherArgumentsPrintTheHelpAndExitWithTwo() throws {
    var output: [String] = []
    let status = try OriginalAPI.run(["extract", "only-one"], root: "/nonexistent") {
      output.append($0)
    }
    #expect(status == 2)
    #expect(output == [OriginalAPI.usage])
  }
}

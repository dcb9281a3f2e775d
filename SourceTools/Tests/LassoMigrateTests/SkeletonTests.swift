import SwiftSourceSupport
import Testing

@Test func parsesAFile() {
  let file = SourceFile(path: "a.swift", text: "let x = 1\n")
  #expect(file.tree.statements.count == 1)
}

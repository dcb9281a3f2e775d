import Foundation
import Testing

// The README's Swift examples have one copy each, verbatim: the declarations and the store test
// in Tests/PortableTests/ReadmeExamples.swift (run there on Linux and on an iPhone simulator, and
// compiled for iOS by scripts/ios-typecheck), the replay in
// Tests/LassoExampleTests/RecordedSessionTests.swift and the flow test with a list in
// Tests/LassoExampleTests/ConceptsTests.swift. This test fails when the README and the copies
// differ: every paragraph of every Swift block of README.md (its lines without their
// indentation, up to a blank line) must appear, in order, in one of those files.

@Suite struct ReadmeExamplesTests {
  /// README.md's Swift blocks, but for the package manifest lines: each a list of paragraphs,
  /// each paragraph its lines without indentation.
  private func readmeBlocks(_ readme: String) -> [[[String]]] {
    var blocks: [[[String]]] = []
    var current: [String]?
    for line in readme.components(separatedBy: "\n") {
      if current == nil {
        if line.hasPrefix("```swift") { current = [] }
      } else if line.hasPrefix("```") {
        blocks.append(paragraphs(current!))
        current = nil
      } else {
        current!.append(line)
      }
    }
    return blocks.filter { $0.first?.first?.hasPrefix(".package(") != true }
  }

  /// `lines`, trimmed, split at blank lines.
  private func paragraphs(_ lines: [String]) -> [[String]] {
    var result: [[String]] = [[]]
    for line in lines.map({ $0.trimmingCharacters(in: .whitespaces) }) {
      if line.isEmpty {
        if !result[result.count - 1].isEmpty { result.append([]) }
      } else {
        result[result.count - 1].append(line)
      }
    }
    return result.filter { !$0.isEmpty }
  }

  /// Whether `paragraphs` appear in `lines`, each as consecutive lines, in order.
  private func contains(_ lines: [String], inOrder paragraphs: [[String]]) -> Bool {
    var start = 0
    for paragraph in paragraphs {
      guard
        let found = (start..<max(start, lines.count - paragraph.count + 1)).first(where: {
          Array(lines[$0..<$0 + paragraph.count]) == paragraph
        })
      else { return false }
      start = found + paragraph.count
    }
    return true
  }

  @Test func theReadmeExamplesAreCopiedVerbatim() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let copies = try [
      "Tests/PortableTests/ReadmeExamples.swift",
      "Tests/LassoExampleTests/RecordedSessionTests.swift",
      "Tests/LassoExampleTests/ConceptsTests.swift",
    ].map { path in
      try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        .components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    let blocks = readmeBlocks(readme)
    #expect(
      blocks.count == 6,
      "the README's Swift examples: a screen, a flow, a replay, a test, a flow test, a VSM view")
    for block in blocks {
      #expect(
        copies.contains { contains($0, inOrder: block) },
        "README block not copied verbatim:\n\(block.map { $0.joined(separator: "\n") })")
    }
  }
}

import Foundation
import SwiftParser
import SwiftSyntax

/// One file's migration: the rewrites found in it (as edits of its text), what keeps it from being
/// rewritten, and the notes printed with its changes.
final class FileMigration {
  /// A replacement of the bytes `start..<end` of the original text.
  struct Edit: Hashable, Comparable {
    var start: Int
    var end: Int
    var replacement: String

    static func < (lhs: Edit, rhs: Edit) -> Bool {
      (lhs.start, lhs.end, lhs.replacement) < (rhs.start, rhs.end, rhs.replacement)
    }
  }

  /// A line of the file and what is said about it.
  struct Remark: Hashable, Comparable {
    var line: Int
    var text: String
    /// Where in the text it was said.
    var offset = 0

    static func < (lhs: Remark, rhs: Remark) -> Bool {
      (lhs.line, lhs.text) < (rhs.line, rhs.text)
    }

    // The same thing said twice on a line is said once, wherever on the line.
    static func == (lhs: Remark, rhs: Remark) -> Bool {
      (lhs.line, lhs.text) == (rhs.line, rhs.text)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(line)
      hasher.combine(text)
    }
  }

  /// The path as given on the command line (or joined under a folder given there).
  let path: String
  let original: String
  let source: SourceText
  let tree: SourceFileSyntax
  private(set) var edits: [Edit] = []
  /// Why the file cannot be rewritten, by line.
  private(set) var problems: [Remark] = []
  private(set) var notes: [Remark] = []
  /// Constructs left for the user to rewrite by hand, by line: the rest of the file is rewritten.
  private(set) var constructs: [Remark] = []
  /// The base names of the methods whose selectors became method references.
  var rewrittenSelectors: [String] = []
  /// The base names of the methods whose selectors stay (the file cannot be rewritten).
  var keptSelectors: [String] = []
  /// The test class's helper methods that became `async` (their calls are awaited).
  var asyncHelperNames: Set<String> = []

  init(path: String, text: String) {
    self.path = path
    original = text
    source = SourceText(text)
    tree = Parser.parse(source: text)
  }

  func problem(at offset: Int, _ reason: String) {
    problems.append(Remark(line: source.line(of: offset), text: reason, offset: offset))
  }

  /// A construct that cannot be rewritten but keeps nothing else in the file from being rewritten.
  func leaveConstruct(at offset: Int, _ reason: String) {
    constructs.append(Remark(line: source.line(of: offset), text: reason, offset: offset))
  }

  /// Forgets the problems at the offsets `isMoot` accepts (in code that Linux never compiles).
  func dropProblems(where isMoot: (Int) -> Bool) {
    problems.removeAll { isMoot($0.offset) }
  }

  func note(at offset: Int, _ text: String) {
    notes.append(Remark(line: source.line(of: offset), text: text))
  }

  func edit(_ start: Int, _ end: Int, _ replacement: String) {
    edits.append(Edit(start: start, end: end, replacement: replacement))
  }

  func insert(_ text: String, at offset: Int) { edit(offset, offset, text) }

  /// Two rewrites of the same text cannot both be made: the file is refused, naming both, rather
  /// than one of them being dropped.
  func refuseOverlappingEdits() {
    let sorted = Set(edits).sorted()
    var previous: Edit?
    for edit in sorted {
      if let last = previous, edit.start < last.end {
        let first = source.line(of: last.start)
        let second = source.line(of: edit.start)
        problem(
          at: edit.start,
          """
          two rewrites overlap here: the one of \(describe(last)) (line \(first)) contains the one \
          of \(describe(edit)) (line \(second)), and lasso-migrate cannot make both: make the \
          second by hand (write `\(edit.replacement)` for \(describe(edit))), then run \
          lasso-migrate again
          """)
      }
      if previous == nil || edit.end > previous!.end { previous = edit }
    }
  }

  private func describe(_ edit: Edit) -> String {
    let old = source.text(edit.start, min(edit.end, source.lineEnd(of: edit.start)))
      .trimmingCharacters(in: .whitespaces)
    return old.isEmpty
      ? "`\(edit.replacement.trimmingCharacters(in: .whitespacesAndNewlines))`" : "`\(old)`"
  }

  /// The rewritten text, and each original line touched as (line, old, new).
  func result() -> (text: String, changes: [(line: Int, old: String, new: String)]) {
    let edits = Set(edits).sorted()
    var out: [UInt8] = []
    var last = 0
    for edit in edits where edit.start >= last {
      out.append(contentsOf: source.bytes[last..<edit.start])
      out.append(contentsOf: Array(edit.replacement.utf8))
      last = edit.end
    }
    out.append(contentsOf: source.bytes[last...])
    let newText = String(decoding: out, as: UTF8.self)

    var changes: [(line: Int, old: String, new: String)] = []
    let touched = Set(edits.map { source.line(of: $0.start) }).sorted()
    for number in touched {
      let lineStart = source.lineStarts[number - 1]
      let lineEnd =
        number < source.lineStarts.count ? source.lineStarts[number] - 1 : source.bytes.count
      var newLine: [UInt8] = []
      var cursor = lineStart
      var removed = false
      for edit in edits where edit.start >= lineStart && edit.start <= lineEnd {
        newLine.append(contentsOf: source.bytes[min(cursor, edit.start)..<edit.start])
        newLine.append(contentsOf: Array(edit.replacement.utf8))
        if edit.end > lineEnd {
          removed = edit.start == lineStart && edit.replacement.isEmpty
        }
        cursor = max(cursor, min(edit.end, lineEnd))
      }
      newLine.append(contentsOf: source.bytes[min(cursor, lineEnd)..<lineEnd])
      let new = String(decoding: newLine, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
        .replacingOccurrences(of: "\n", with: " ⏎ ")
      let old = source.text(lineStart, lineEnd).trimmingCharacters(in: .whitespacesAndNewlines)
      changes.append((number, old, removed || new.isEmpty ? "(line removed)" : new))
    }
    return (newText, changes)
  }
}

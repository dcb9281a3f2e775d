import SwiftSyntax

/// A file's text as UTF-8 bytes, the offsets swift-syntax reports, with its lines.
struct SourceText {
  let bytes: [UInt8]
  /// The offset where each line begins.
  let lineStarts: [Int]

  init(_ text: String) {
    bytes = Array(text.utf8)
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    lineStarts = starts
  }

  /// The 1-based line holding `offset`.
  func line(of offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  /// Where the line holding `offset` begins.
  func lineStart(of offset: Int) -> Int { lineStarts[line(of: offset) - 1] }

  /// Where the line holding `offset` ends (its newline, or the end of the text).
  func lineEnd(of offset: Int) -> Int {
    let next = line(of: offset)
    return next < lineStarts.count ? lineStarts[next] - 1 : bytes.count
  }

  /// The text between two offsets.
  func text(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[max(0, start)..<min(bytes.count, max(start, end))], as: UTF8.self)
  }

  /// Whether the bytes between two offsets are all spaces and tabs.
  func isBlank(_ start: Int, _ end: Int) -> Bool {
    start >= end
      || bytes[start..<end].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
  }

  /// The offset past the spaces, tabs and newlines from `offset` on.
  func skippingWhitespace(from offset: Int) -> Int {
    var end = offset
    while end < bytes.count, [9, 10, 13, 32].contains(bytes[end]) { end += 1 }
    return end
  }

  /// The offset past the spaces and tabs from `offset` on.
  func skippingBlanks(from offset: Int) -> Int {
    var end = offset
    while end < bytes.count, bytes[end] == 9 || bytes[end] == 32 { end += 1 }
    return end
  }

  /// The leading spaces and tabs of the line holding `offset`.
  func indentation(of offset: Int) -> String {
    let start = lineStart(of: offset)
    return text(start, skippingBlanks(from: start))
  }
}

extension SyntaxProtocol {
  /// Where the node's first token begins, past its leading trivia.
  var start: Int { positionAfterSkippingLeadingTrivia.utf8Offset }
  /// Where the node's last token ends, before its trailing trivia.
  var end: Int { endPositionBeforeTrailingTrivia.utf8Offset }

  /// Every node below this one of the given type, in source order.
  func descendants<Node: SyntaxProtocol>(_ type: Node.Type) -> [Node] {
    var found: [Node] = []
    var stack = Array(children(viewMode: .sourceAccurate).reversed())
    while let node = stack.popLast() {
      if let match = node.as(Node.self) { found.append(match) }
      stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
    }
    return found
  }

  /// The nearest enclosing node of the given type.
  func ancestor<Node: SyntaxProtocol>(_ type: Node.Type) -> Node? {
    var node = parent
    while let current = node {
      if let match = current.as(Node.self) { return match }
      node = current.parent
    }
    return nil
  }
}

extension FunctionCallExprSyntax {
  /// The called name with its qualifiers and no spaces (`NotificationCenter.default.addObserver`),
  /// without generic arguments; a leading `.` is dropped (`.init` is `init`).
  var calleePath: String {
    var callee = ExprSyntax(calledExpression)
    if let specialized = callee.as(GenericSpecializationExprSyntax.self) {
      callee = specialized.expression
    }
    let path = callee.trimmedDescription.filter { !$0.isWhitespace }
    return path.hasPrefix(".") ? String(path.dropFirst()) : path
  }

  /// The called name's last part (`addTarget` of `button.addTarget`).
  var calleeName: String { calleePath.split(separator: ".").last.map(String.init) ?? "" }

  /// The call's arguments, each without its trailing comma.
  var argumentTexts: [String] {
    arguments.map { $0.with(\.trailingComma, nil).trimmedDescription }
  }
}

import SwiftSyntax

/// A declaration's header as the list format writes it: its tokens without attributes, without
/// the parts the caller leaves out (modifiers, a body, an initial value), one space wherever the
/// source had whitespace or a comment, then spaced as the lists are (`name: Type`, `a, b`,
/// `Generic<T>`, `(x)`).
struct SignatureText {
  private var text = ""
  private var pendingSpace = false

  /// Appends literal text (a `static ` or `case ` the list format writes before a header).
  mutating func append(_ literal: String) {
    text += literal
  }

  /// Appends the tokens of `node`, leaving out attributes and the subtrees in `omitted`.
  mutating func append(_ node: some SyntaxProtocol, omitting omitted: [(any SyntaxProtocol)?] = [])
  {
    let root = Syntax(node)
    let omittedIDs = Set(omitted.compactMap { $0.map { Syntax($0).id } })
    for token in node.tokens(viewMode: .sourceAccurate) {
      let hasTrivia = !token.leadingTrivia.isEmpty || !token.trailingTrivia.isEmpty
      if isOmitted(token, below: root, omittedIDs) {
        pendingSpace = pendingSpace || hasTrivia
        continue
      }
      if pendingSpace || !token.leadingTrivia.isEmpty, !text.isEmpty, !text.hasSuffix(" ") {
        text += " "
      }
      text += token.text
      pendingSpace = !token.trailingTrivia.isEmpty
    }
  }

  /// The header, spaced as the list format says.
  var normalized: String {
    var result = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    while let last = result.last, last == " " || last == "=" { result.removeLast() }
    result = result.trimmingSpaces
    result = result.replacing(#/\s*([<,:])\s*/#) { match in
      match.output.1 == "<" ? "<" : "\(match.output.1) "
    }
    result = result.replacing(#/\s+\)/#, with: ")")
    return result.replacing("( ", with: "(")
  }

  private func isOmitted(
    _ token: TokenSyntax, below root: Syntax, _ omittedIDs: Set<SyntaxIdentifier>
  )
    -> Bool
  {
    var node: Syntax? = Syntax(token)
    while let current = node, current.id != root.id {
      if omittedIDs.contains(current.id) || current.is(AttributeSyntax.self) { return true }
      node = current.parent
    }
    return omittedIDs.contains(root.id)
  }
}

extension String {
  /// The string without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}

import Foundation
import SwiftParser
import SwiftSyntax

/// A `// covers: ` or `// not provided: ` comment of the call-site corpus, read by the parser:
/// a line comment of its own (never text inside another comment or a string literal), with
/// the code that follows it.
struct CorpusMarker: Sendable {
  /// Whether the code after the marker calls the declaration, or the declaration cannot exist.
  enum Kind: Sendable {
    /// `// covers: LINE`: the code right after calls the declaration.
    case covers
    /// `// not provided: LINE`: the comments after say why the declaration cannot exist.
    case notProvided
  }

  /// Which marker it is.
  var kind: Kind
  /// The list line that the marker names.
  var declaration: String
  /// The marker's line, counted from 1.
  var lineNumber: Int
  /// The words of the code right after the marker (the statement, declaration or argument
  /// that starts there): identifiers, keywords and operators, not comments or string contents.
  var codeWords: Set<String>
  /// Whether that code calls something that reads as an initializer (`Type(…)`, `.init(…)`).
  var codeConstructs: Bool
  /// The text of the comments after the marker, before that code, other markers left out.
  var reason: String

  /// The markers of a corpus file, in the order they are written.
  static func markers(in source: String) -> [CorpusMarker] {
    let tree = Parser.parse(source: source)
    let lines = SourceLocationConverter(fileName: "", tree: tree)
    var found: [CorpusMarker] = []
    for token in tree.tokens(viewMode: .sourceAccurate) {
      let trivia: [(pieces: Trivia, start: AbsolutePosition, isLeading: Bool)] = [
        (token.leadingTrivia, token.position, true),
        (token.trailingTrivia, token.endPositionBeforeTrailingTrivia, false),
      ]
      for (pieces, start, isLeading) in trivia {
        var position = start
        for (index, piece) in pieces.enumerated() {
          defer { position += piece.sourceLength }
          guard case .lineComment(let text) = piece, let (kind, declaration) = parse(text) else {
            continue
          }
          // A marker before a token precedes its code; one after a token, the next token's.
          let code = isLeading ? token : token.nextToken(viewMode: .sourceAccurate)
          var reason = comments(in: pieces.dropFirst(index + 1))
          if code != token, let code, case let more = comments(in: code.leadingTrivia[...]),
            !more.isEmpty
          {
            reason = reason.isEmpty ? more : reason + "\n" + more
          }
          let codeTokens = code.map(Self.code(startingAt:))
          found.append(
            CorpusMarker(
              kind: kind, declaration: declaration,
              lineNumber: lines.location(for: position).line,
              codeWords: codeTokens.map(words(in:)) ?? [],
              codeConstructs: codeTokens.map(constructs(in:)) ?? false,
              reason: reason))
        }
      }
    }
    return found
  }

  private static func parse(_ comment: String) -> (Kind, String)? {
    for (prefix, kind) in [("// covers: ", Kind.covers), ("// not provided: ", .notProvided)]
    where comment.hasPrefix(prefix) {
      return (kind, String(comment.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces))
    }
    return nil
  }

  private static func comments(in pieces: Trivia.SubSequence) -> String {
    pieces.compactMap { piece -> String? in
      switch piece {
      case .lineComment(let text), .docLineComment(let text):
        return parse(text) == nil ? String(text.drop { $0 == "/" }) : nil
      case .blockComment(let text), .docBlockComment(let text):
        return text
      default:
        return nil
      }
    }.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The tokens of the code that starts at `token`: the largest statement, declaration, case
  /// or argument list that starts there, or, for a link of a chain of calls (`.place(with: …)`),
  /// that member and its arguments.
  private static func code(startingAt token: TokenSyntax) -> [TokenSyntax] {
    if token.tokenKind == .period, let member = token.parent?.as(MemberAccessExprSyntax.self),
      member.base != nil
    {
      let call = member.parent?.as(FunctionCallExprSyntax.self)
      let link = call?.calledExpression.id == member.id ? Syntax(call!) : Syntax(member)
      return link.tokens(viewMode: .sourceAccurate).filter { $0.position >= token.position }
    }
    var node = Syntax(token)
    while !node.is(CodeBlockItemSyntax.self), !node.is(MemberBlockItemSyntax.self),
      !node.is(SwitchCaseSyntax.self), let parent = node.parent,
      parent.firstToken(viewMode: .sourceAccurate) == token
    {
      node = parent
    }
    return Array(node.tokens(viewMode: .sourceAccurate))
  }

  private static func words(in tokens: [TokenSyntax]) -> Set<String> {
    var words: Set<String> = []
    for token in tokens {
      switch token.tokenKind {
      case .stringSegment, .stringQuote, .multilineStringQuote, .singleQuote,
        .rawStringPoundDelimiter:
        continue
      default:
        words.insert(token.text.replacing("`", with: ""))
      }
    }
    return words
  }

  private static func constructs(in tokens: [TokenSyntax]) -> Bool {
    tokens.contains { token in
      guard token.tokenKind == .leftParen,
        let call = token.parent?.as(FunctionCallExprSyntax.self)
      else { return false }
      let callee = call.calledExpression
      let name: TokenSyntax? =
        callee.as(DeclReferenceExprSyntax.self)?.baseName
        ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName
        ?? callee.as(GenericSpecializationExprSyntax.self)?.expression.as(
          DeclReferenceExprSyntax.self)?.baseName
      guard let name else { return false }
      return name.tokenKind == .keyword(.`init`) || name.text.first?.isUppercase == true
    }
  }
}

import SwiftParser
import SwiftSyntax

/// A Swift source file read from disk and parsed with Swift's own parser.
public struct SourceFile: Sendable {
  /// The file's path, as given.
  public let path: String
  /// The file's text, as read.
  public let text: String
  /// The parsed tree.
  public let tree: SourceFileSyntax

  /// Parses `text`, read from `path`.
  public init(path: String, text: String) {
    self.path = path
    self.text = text
    self.tree = Parser.parse(source: text)
  }
}

import Foundation
import SwiftSourceSupport

/// A committed list of an original's public declarations (`scripts/original-api-lists/*.txt`):
/// a `## Sources/...` header per source file of the original, then a line per declaration,
/// `Context :: signature`; other lines starting with `#` are comments.
public struct DeclarationList: Sendable {
  /// A declaration's line and the original's source file that declares it.
  public struct Entry: Hashable, Sendable {
    /// The original's source file, as its `## ` header names it (nil before the first header).
    public var source: String?
    /// The list format's line.
    public var line: String
  }

  /// The entries in the order the list writes them.
  public var entries: [Entry]

  /// Reads the list format.
  public init(text: String) {
    var source: String?
    entries = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") {
        source = String(line.dropFirst(3))
      } else if !line.allSatisfy(\.isWhitespace), !line.hasPrefix("#") {
        entries.append(Entry(source: source, line: String(line)))
      }
    }
  }

  /// The list format's lines for the Swift files under `subfolder` of a checkout of an
  /// original: a `## ` header per file that declares something, then its declarations once
  /// each, in the order they are written.
  public static func extract(checkout: String, subfolder: String) throws -> [String] {
    let base = checkout.hasSuffix("/") ? String(checkout.dropLast()) : checkout
    var lines: [String] = []
    for path in SwiftFileTree.paths(under: base + "/" + subfolder) {
      let declarations = DeclarationExtractor.declarations(
        in: try String(contentsOfFile: path, encoding: .utf8))
      guard !declarations.isEmpty else { continue }
      lines.append("## " + SwiftFileTree.relative(path, to: base))
      var seen: Set<String> = []
      for declaration in declarations where seen.insert(declaration.line).inserted {
        lines.append(declaration.line)
      }
    }
    return lines
  }

  /// What the original at `checkout` declares that the list does not hold, and what the list
  /// holds that the original no longer declares; prints each and returns whether both are none.
  public func matches(
    checkout: String, subfolder: String, listName: String, print: (String) -> Void
  ) throws -> Bool {
    let committed = Set(entries.map(\.line))
    let current = try Self.extract(checkout: checkout, subfolder: subfolder).filter {
      !$0.hasPrefix("## ")
    }
    let gained = current.filter { !committed.contains($0) }
    let lost = committed.subtracting(current).sorted()
    for line in gained {
      print(
        """
          new in the original, not in \(listName) (list it with `extract`, then call it in the \
        corpus): \(line)
        """)
    }
    for line in lost {
      print("  in \(listName), no longer declared by the original: \(line)")
    }
    return gained.isEmpty && lost.isEmpty
  }
}

import Foundation
import SwiftSourceSupport

/// `original-api check`: every declaration of the committed lists is called in the call-site
/// corpus, in the corpus file of the same path as the original's source file, by the code right
/// after a `// covers: ` marker that copies the list's line; or is marked `// not provided: `,
/// with comments saying why and its name in the migration guide.
public struct CorpusCheck: Sendable {
  /// The repository: its `scripts/original-api-lists`, `Tests/OriginalCallSites` and
  /// `docs/MIGRATION.md` are read.
  public var root: String

  /// Checks the repository at `root`.
  public init(root: String) {
    self.root = root
  }

  /// A marker and the corpus file that holds it, relative to the repository.
  private struct Site {
    var path: String
    var marker: CorpusMarker
    var location: String { "\(path):\(marker.lineNumber)" }
  }

  /// Prints a line per list, each problem, each declaration not provided, then `OK` or
  /// `FAILED`; returns whether there was no problem.
  public func run(print: (String) -> Void) throws -> Bool {
    var sites: [String: [Site]] = [:]
    for path in SwiftFileTree.paths(under: root + "/Tests/OriginalCallSites") {
      let relative = SwiftFileTree.relative(path, to: root)
      for marker in CorpusMarker.markers(in: try String(contentsOfFile: path, encoding: .utf8)) {
        sites[marker.declaration, default: []].append(Site(path: relative, marker: marker))
      }
    }
    let guide = try String(contentsOfFile: root + "/docs/MIGRATION.md", encoding: .utf8)
    let listFolder = root + "/scripts/original-api-lists"
    let listNames = try FileManager.default.contentsOfDirectory(atPath: listFolder)
      .filter { $0.hasSuffix(".txt") }.sorted()
    var total = 0
    var covered = 0
    var problems: [String] = []
    var notProvided: [String] = []
    var known: Set<String> = []
    for listName in listNames {
      let list = DeclarationList(
        text: try String(contentsOfFile: listFolder + "/" + listName, encoding: .utf8))
      var listCovered = 0
      for entry in list.entries {
        known.insert(entry.line)
        total += 1
        let expected = "Tests/OriginalCallSites/" + Self.corpusPath(of: entry.source ?? "")
        let here = (sites[entry.line] ?? []).filter { $0.path == expected }
        guard !here.isEmpty else {
          problems.append("\(expected): no call of \(listName)'s \"\(entry.line)\"")
          continue
        }
        let (keyword, name) = Self.name(of: entry.line)
        let calls = here.filter { $0.marker.kind == .covers }
        guard !calls.isEmpty else {
          let context = entry.line.components(separatedBy: " :: ")[0]
          let named = guide.contains("`" + name) || guide.contains("\(context).\(name)")
          guard here.contains(where: { !$0.marker.reason.isEmpty }), named else {
            problems.append(
              """
              \(here.map(\.location).joined(separator: ", ")): "not provided: \(entry.line)" \
              needs a comment saying why and `\(name)` named in docs/MIGRATION.md
              """)
            continue
          }
          notProvided.append(entry.line)
          continue
        }
        // An initializer is also named by `init` or a call of a type (through a typealias or
        // a generic parameter); an extension's conformance by a protocol it adds.
        let alsoNaming = keyword == "extension" ? Self.conformances(of: entry.line) : []
        let named = calls.contains { site in
          let words = site.marker.codeWords
          return words.contains(name) || !words.isDisjoint(with: alsoNaming)
            || (keyword == "init" && (words.contains("init") || site.marker.codeConstructs))
        }
        guard named else {
          problems.append(
            """
            \(calls.map(\.location).joined(separator: ", ")): the code after "covers: \
            \(entry.line)" does not name `\(name)`
            """)
          continue
        }
        covered += 1
        listCovered += 1
      }
      print(
        "\(listName): \(listCovered) of \(list.entries.count) declarations called by the corpus")
    }
    for (line, lineSites) in sites.sorted(by: { $0.key < $1.key }) where !known.contains(line) {
      for site in lineSites {
        problems.append(
          "\(site.location): the marker \"\(line)\" names no declaration of the lists")
      }
    }
    for problem in problems { print("  " + problem) }
    for line in notProvided {
      print("  not provided (the corpus and docs/MIGRATION.md say why): \(line)")
    }
    print(
      """
      original-api: \(problems.isEmpty ? "OK" : "FAILED"), \(covered) of \(total) declarations \
      of the originals called by the corpus, \(notProvided.count) not provided
      """)
    return problems.isEmpty
  }

  /// The corpus file that calls what an original's source file declares:
  /// `Sources/Lasso/X` → `Lasso/X`, `Sources/LassoTestUtilities/X` → `LassoTestUtilities/X`,
  /// `Sources/LegacyVSM/X` → `VSM/X`.
  static func corpusPath(of source: String) -> String {
    source.replacing(#/^Sources/(LegacyVSM|LassoTestUtilities|Lasso)//#, maxReplacements: 1) {
      match in match.output.1 == "LegacyVSM" ? "VSM/" : "\(match.output.1)/"
    }
  }

  /// The protocols that a list line's extension adds (`P` and `Q` for
  /// `extension T: P & Q where …`).
  static func conformances(of line: String) -> Set<String> {
    guard let clause = line.firstMatch(of: #/^[^:]* :: extension [^:]*:([^:]*?)(?: where .*)?$/#)
    else { return [] }
    return Set(
      clause.output.1.split(whereSeparator: { $0 == "," || $0 == "&" }).map {
        String($0.split(separator: ".").last ?? $0).trimmingCharacters(in: .whitespaces)
      })
  }

  /// The keyword of a list line's declaration and the name a call spells: an initializer's or
  /// a subscript's type, an extension's type, otherwise the declared name; LegacyVSM's `Legacy`
  /// prefix dropped, as the UIKit guide names those types.
  static func name(of line: String) -> (keyword: String, name: String) {
    let parts = line.components(separatedBy: " :: ")
    let context = parts[0]
    let signature = parts.dropFirst().joined(separator: " :: ").replacing(
      #/^(?:static\s+)+/#, with: "")
    let keyword = signature.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    var name: String
    switch keyword {
    case "init", "subscript":
      name = context.components(separatedBy: ".").last ?? context
    case "extension":
      let extended = signature.firstMatch(of: #/extension\s+([\w.]+)/#).map { String($0.output.1) }
      name = extended?.components(separatedBy: ".").last ?? ""
    default:
      let rest = signature.dropFirst(keyword.count).drop { $0.isWhitespace }
      let match = rest.prefixMatch(of: #/[A-Za-z_]\w*|`\w+`|[^\s(<]+/#)
      name = match.map { String($0.output) }?.replacing("`", with: "") ?? ""
    }
    name = name.replacing(#/^Legacy(?=[A-Z])/#, with: "")
    return (String(keyword), name)
  }
}

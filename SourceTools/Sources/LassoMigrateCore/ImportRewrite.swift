import Foundation
import SwiftSyntax

/// The imports Linux needs: VSM and Lasso re-export the platform's Combine and UIKit, the
/// method-reference forms of target-action are Lasso's on iOS, and Linux's XCTest does not import
/// UIKit.
extension FileMigration {
  static let lassoModules: Set<String> = ["Lasso", "VSM", "HeadlessUIKit"]
  static let lassoImports: Set<String> = lassoModules.union(["LassoTestUtilities", "UIKit"])

  /// An import that stands alone on its line, with the range of its line's text (from the line's
  /// start to its end, before the newline).
  struct ImportLine {
    var module: String
    var start: Int
    var end: Int
    var isConditional: Bool
    var isTestable: Bool
  }

  /// The file's imports, each alone on its line (with `@testable` or `@_exported` at most).
  func importLines() -> [ImportLine] {
    tree.descendants(ImportDeclSyntax.self).compactMap { declaration in
      let attributes = declaration.attributes.map {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? ""
      }
      guard attributes.allSatisfy({ $0 == "testable" || $0 == "_exported" }) else { return nil }
      let lineStart = source.lineStart(of: declaration.start)
      let end = source.skippingBlanks(from: declaration.end)
      guard source.isBlank(lineStart, declaration.start),
        end == source.bytes.count || source.bytes[end] == UInt8(ascii: "\n")
      else { return nil }
      return ImportLine(
        module: declaration.path.trimmedDescription, start: lineStart, end: end,
        isConditional: declaration.ancestor(IfConfigClauseSyntax.self) != nil,
        isTestable: attributes.contains("testable"))
    }
  }

  func rewriteImports(usesLassoForms: Bool) {
    let all = importLines().filter { !$0.isConditional }
    var found: [String: [ImportLine]] = [:]
    for line in all { found[line.module, default: []].append(line) }
    let modules = Set(found.keys)
    if found["VSM"] != nil {
      // VSM re-exports the platform's Combine (OpenCombine on Linux, which has no Combine).
      for line in found["Combine"] ?? [] { removeLine(line) }
    }
    let uikit = found["UIKit"] ?? []
    if uikit.isEmpty {
      let last = all.map(\.end).max()
      if usesLassoForms && found["Lasso"] == nil {
        // On iOS the method-reference forms are Lasso's.
        if let last {
          insert("\nimport Lasso", at: last)
        } else {
          insert("import Lasso\n", at: firstImportOrCondition())
        }
      } else if modules.contains("XCTest"), modules.isDisjoint(with: Self.lassoModules),
        usesUIKitNames, let last
      {
        // On iOS, `import XCTest` brings UIKit with it; Linux's XCTest does not.
        insert("\nimport HeadlessUIKit", at: last)
      }
      return
    }
    let hasLasso = modules.contains("Lasso")
    let provides = hasLasso || modules.contains("VSM")
    for (index, line) in uikit.enumerated() {
      let text = source.text(line.start, line.end)
      if index > 0 || hasLasso || (provides && !usesLassoForms) {
        removeLine(line)
      } else if usesLassoForms {
        edit(line.start, line.end, text.replacingOccurrences(of: "UIKit", with: "Lasso"))
      } else if modules.contains("HeadlessUIKit") {
        removeLine(line)
      } else {
        edit(line.start, line.end, text.replacingOccurrences(of: "UIKit", with: "HeadlessUIKit"))
      }
    }
  }

  private func removeLine(_ line: ImportLine) {
    edit(line.start, min(source.bytes.count, line.end + 1), "")
  }

  /// Whether the file names a UIKit type (`UIView`, `UIColor`, …) in its code.
  var usesUIKitNames: Bool {
    tree.tokens(viewMode: .sourceAccurate).contains { token in
      guard case .identifier(let name) = token.tokenKind else { return false }
      let scalars = Array(name.unicodeScalars)
      return scalars.count > 2 && name.hasPrefix("UI")
        && CharacterSet.uppercaseLetters.contains(scalars[2])
    }
  }

  /// The start of the first line that begins with `#if`, `import` or `@testable`, or of the file.
  private func firstImportOrCondition() -> Int {
    for token in tree.tokens(viewMode: .sourceAccurate) {
      let lineStart = source.lineStart(of: token.start)
      guard source.isBlank(lineStart, token.start) else { continue }
      if token.tokenKind == .poundIf || token.tokenKind == .keyword(.import)
        || (token.tokenKind == .atSign
          && token.nextToken(viewMode: .sourceAccurate)?.text == "testable")
      {
        return lineStart
      }
    }
    return 0
  }
}

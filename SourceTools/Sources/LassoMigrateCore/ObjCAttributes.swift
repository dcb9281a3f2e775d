import SwiftSyntax

/// `@objc` is dropped from a method whose only Objective-C use was selectors that became method
/// references; kept, with a note, everywhere else.
extension FileMigration {
  private static let modifiersBeforeFunc: Set<String> = [
    "public", "internal", "private", "fileprivate", "open", "final", "override", "static",
    "class", "nonisolated",
  ]

  func dropObjC(rewritten: Set<String>, kept: Set<String>) {
    for attribute in tree.descendants(AttributeSyntax.self) where attribute.isObjC {
      let declaration = attribute.parent?.parent
      let function = declaration?.as(FunctionDeclSyntax.self)
      let modifiers = function?.modifiers.map(\.name.text) ?? []
      guard let function, modifiers.allSatisfy(Self.modifiersBeforeFunc.contains) else {
        let dynamic = declaration?.asProtocol(WithModifiersSyntax.self)?.modifiers
          .contains { $0.name.tokenKind == .keyword(.dynamic) }
        if dynamic != true {
          note(
            at: attribute.start,
            """
            `@objc` kept: Linux has no Objective-C runtime; remove it if nothing in Objective-C \
            uses this declaration
            """)
        }
        continue
      }
      let name = function.name.text
      if !rewritten.contains(name) && !kept.contains(name) {
        note(
          at: attribute.start,
          """
          `@objc` kept on `\(name)`: no selector in these folders names it; remove it if nothing \
          in Objective-C calls it (Linux has no Objective-C runtime)
          """)
      } else if kept.contains(name) {
        note(
          at: attribute.start,
          "`@objc` kept on `\(name)`: a selector that could not be rewritten names it")
      } else if attribute.arguments != nil || modifiers.contains("override") {
        note(
          at: attribute.start,
          """
          `@objc` kept on `\(name)`: it has an Objective-C name or overrides an Objective-C \
          method
          """)
      } else {
        edit(attribute.start, source.skippingWhitespace(from: attribute.end), "")
      }
    }
  }
}

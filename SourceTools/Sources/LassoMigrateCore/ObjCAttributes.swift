import SwiftSyntax

/// `@objc` is dropped from a method whose only Objective-C use was selectors that became method
/// references; elsewhere it is kept where there is an Objective-C runtime only, so that the file
/// builds on Linux and means the same on Apple platforms.
extension FileMigration {
  private static let modifiersBeforeFunc: Set<String> = [
    "public", "internal", "private", "fileprivate", "open", "final", "override", "static",
    "class", "nonisolated",
  ]

  static let objcOnlyWhereThereIsObjectiveC = """
    `@objc` kept where there is an Objective-C runtime (`#if canImport(ObjectiveC)`): Linux has \
    none, and a declaration that no rewritten selector names keeps its meaning on Apple platforms
    """

  func dropObjC(rewritten: Set<String>, kept: Set<String>) {
    for attribute in tree.descendants(AttributeSyntax.self) where attribute.isObjC {
      let declaration = attribute.parent?.parent
      if let declaration, declaration.is(ProtocolDeclSyntax.self) {
        // An `@objc` protocol's `optional` requirements need the attribute: nothing to wrap.
        note(
          at: attribute.start,
          """
          `@objc` kept on a protocol: Linux has no Objective-C runtime; remove it, and make its \
          `optional` requirements ones with a default in an extension, if nothing in \
          Objective-C uses it
          """)
        continue
      }
      if attribute.ancestor(IfConfigClauseSyntax.self)?.condition?.trimmedDescription
        == "canImport(ObjectiveC)"
      {
        continue
      }
      let function = declaration?.as(FunctionDeclSyntax.self)
      let modifiers = function?.modifiers.map(\.name.text) ?? []
      guard let function, modifiers.allSatisfy(Self.modifiersBeforeFunc.contains) else {
        let dynamic = declaration?.asProtocol(WithModifiersSyntax.self)?.modifiers
          .contains { $0.name.tokenKind == .keyword(.dynamic) }
        if dynamic != true { wrapObjC(attribute) }
        continue
      }
      let name = function.name.text
      if kept.contains(name) {
        note(
          at: attribute.start,
          "`@objc` kept on `\(name)`: a selector that could not be rewritten names it")
      } else if !rewritten.contains(name) || attribute.arguments != nil
        || modifiers.contains("override")
      {
        // No selector names it here, or it has an Objective-C name or overrides an Objective-C
        // method: Objective-C may call it on Apple platforms.
        wrapObjC(attribute)
      } else {
        edit(attribute.start, source.skippingWhitespace(from: attribute.end), "")
      }
    }
  }

  /// `@objc` on lines of its own under `#if canImport(ObjectiveC)`, which Swift allows around
  /// attributes: the declaration keeps it on Apple platforms and builds without it on Linux.
  private func wrapObjC(_ attribute: AttributeSyntax) {
    let indent = source.indentation(of: attribute.start)
    let lineStart = source.lineStart(of: attribute.start)
    let alone = source.isBlank(lineStart, attribute.start)
    // After an attribute on the same line (`@discardableResult @objc func`), the `#if` starts a
    // line of its own, with no blanks left behind.
    var start = attribute.start
    while !alone, [9, 32].contains(source.bytes[start - 1]) { start -= 1 }
    let before = alone ? "" : "\n" + indent
    edit(
      start, source.skippingWhitespace(from: attribute.end),
      before + """
        #if canImport(ObjectiveC)
        \(indent)\(attribute.trimmedDescription)
        \(indent)#endif
        \(indent)
        """)
    note(at: attribute.start, Self.objcOnlyWhereThereIsObjectiveC)
  }
}

import SwiftSyntax

/// A library that chooses UIKit with a platform condition (`#if os(iOS) || os(tvOS)` or
/// `#if canImport(UIKit)` … `#else import AppKit`) takes the AppKit branch on Linux, where no
/// module is named UIKit. In a file that imports UIKit under such a condition, each condition that
/// names only UIKit's platforms or `canImport(UIKit)` gains `|| os(Linux)` (iOS and macOS keep
/// their branches) and the `import UIKit` under it becomes `import HeadlessUIKit` (UIKit itself on
/// iOS); a branch that uses the Objective-C runtime stays out of Linux. A file that tests
/// `canImport(UIKit)` without importing UIKit under it keeps its conditions: there it means
/// Apple's UIKit.
extension FileMigration {
  private static let uikitPlatforms: Set<String> = [
    "iOS", "tvOS", "watchOS", "visionOS", "xrOS",
  ]
  /// Calls and functions that only work through the Objective-C runtime.
  private static let runtimeNames: Set<String> = [
    "NSSelectorFromString", "NSClassFromString", "Selector", "perform", "performSelector",
    "responds", "setValue",
  ]
  private static let runtimePrefixes = ["objc_", "class_", "method_", "object_", "sel_"]
  /// The runtime functions that the headless UIKit has.
  private static let headlessRuntimeNames: Set<String> = [
    "objc_setAssociatedObject", "objc_getAssociatedObject", "objc_removeAssociatedObjects",
  ]

  func rewritePlatformConditions() {
    let all = tree.descendants(IfConfigClauseSyntax.self)
    let clauses = all.filter { clause in
      clause.condition.map { Self.namesOnlyUIKitPlatforms($0) } == true
    }
    // Rewritten already (a second run), the file still chooses UIKit this way.
    let choosesUIKit = all.contains { clause in
      clause.condition.map { Self.namesOnlyUIKitPlatforms($0, orLinux: true) } == true
        && !uikitImports(in: clause, orHeadless: true).isEmpty
    }
    guard choosesUIKit else { return }
    for clause in clauses {
      let condition = clause.condition!
      if let use = runtimeUse(in: clause) {
        // Linux never compiles this branch, so what in it needs the runtime is no reason to
        // leave the file as it was.
        let branch = clause.start..<clause.end
        dropProblems(where: branch.contains)
        note(
          at: condition.start,
          """
          `\(condition.trimmedDescription)` stays false on Linux: this branch uses the \
          Objective-C runtime (`\(use)`); on Linux write what it does without it where it is \
          needed
          """)
        continue
      }
      insert(" || os(Linux)", at: condition.end)
      for declaration in uikitImports(in: clause) {
        edit(declaration.path.start, declaration.path.end, "HeadlessUIKit")
      }
    }
  }

  /// The `import UIKit` declarations directly under the clause (not under a nested `#if`).
  private func uikitImports(
    in clause: IfConfigClauseSyntax, orHeadless: Bool = false
  ) -> [ImportDeclSyntax] {
    let modules: Set<String> = orHeadless ? ["UIKit", "HeadlessUIKit"] : ["UIKit"]
    return clause.descendants(ImportDeclSyntax.self).filter {
      modules.contains($0.path.trimmedDescription)
        && $0.ancestor(IfConfigClauseSyntax.self)?.id == clause.id
    }
  }

  /// Whether the condition is `os(iOS)`, `os(tvOS)`, …, `canImport(UIKit)` (and `os(Linux)` if
  /// `orLinux`) alone or joined by `||`.
  private static func namesOnlyUIKitPlatforms(
    _ condition: ExprSyntax, orLinux: Bool = false
  ) -> Bool {
    if let call = condition.as(FunctionCallExprSyntax.self) {
      let argument = call.arguments.first?.expression.trimmedDescription ?? ""
      guard call.arguments.count == 1 else { return false }
      switch call.calledExpression.trimmedDescription {
      case "os": return uikitPlatforms.contains(argument) || (orLinux && argument == "Linux")
      case "canImport": return argument == "UIKit"
      default: return false
      }
    }
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1 {
      return namesOnlyUIKitPlatforms(tuple.elements.first!.expression, orLinux: orLinux)
    }
    if let sequence = condition.as(SequenceExprSyntax.self) {
      return sequence.elements.enumerated().allSatisfy { index, element in
        index.isMultiple(of: 2)
          ? namesOnlyUIKitPlatforms(element, orLinux: orLinux)
          : element.as(BinaryOperatorExprSyntax.self)?.operator.text == "||"
      }
    }
    if let infix = condition.as(InfixOperatorExprSyntax.self) {
      return infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "||"
        && namesOnlyUIKitPlatforms(infix.leftOperand, orLinux: orLinux)
        && namesOnlyUIKitPlatforms(infix.rightOperand, orLinux: orLinux)
    }
    return false
  }

  /// The first name in the clause that only works through the Objective-C runtime, if any.
  private func runtimeUse(in clause: IfConfigClauseSyntax) -> String? {
    for token in clause.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind else { continue }
      let next = token.nextToken(viewMode: .sourceAccurate)
      let label = next?.nextToken(viewMode: .sourceAccurate)?.text
      if Self.runtimeNames.contains(name)
        || (Self.runtimePrefixes.contains(where: name.hasPrefix)
          && !Self.headlessRuntimeNames.contains(name))
        || (name == "value" && next?.text == "(" && label?.hasPrefix("forKey") == true)
      {
        return name
      }
    }
    return nil
  }
}

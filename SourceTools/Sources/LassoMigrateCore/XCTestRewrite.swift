import Foundation
import SwiftSyntax

/// XCTest on Linux: synchronous tests of a nonisolated class run as written and are left alone. A
/// synchronous test method on the main actor (of a `@MainActor` class, or marked so) aborts the
/// launch on Linux, so it becomes `async` and the calls that suspend (flow assertions,
/// `waitForEvents`, `execute()`, `wait(for:)`) are awaited where Swift lets them be; where it does
/// not, the file is refused with the fix.
extension FileMigration {
  static let testCaseBases: Set<String> = ["XCTestCase", "FlowTestCase", "LassoStoreTestCase"]
  static let awaitedTestCalls: Set<String> = [
    "assertRoot", "assertPushed", "assertPopped", "assertPresentation",
    "assertFullScreenPresentation", "assertDismissal", "assertFullScreenDismissal",
    "assertControllerEvent", "waitForEvents", "waitForEventsWithError",
  ]
  private static let setUpNames: Set<String> = [
    "setUp", "tearDown", "setUpWithError", "tearDownWithError",
  ]

  func migrateTests() {
    let imports = importLines()
    let modules = Set(imports.map(\.module))
    // A test of the app's own module (`@testable import MyApp`) reaches Lasso's main-actor API
    // through it without importing Lasso.
    let testable = imports.contains(where: \.isTestable)
    // A test that uses UIKit's names with only `import XCTest` gains `import HeadlessUIKit` (see
    // rewriteImports): it is migrated now, so that a second run finds nothing to do.
    let gainsHeadlessUIKit = modules.isDisjoint(with: Self.lassoModules) && usesUIKitNames
    guard modules.contains("XCTest"),
      !modules.isDisjoint(with: Self.lassoImports) || testable || gainsHeadlessUIKit
    else { return }
    for testClass in tree.descendants(ClassDeclSyntax.self) {
      let inherited = testClass.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription)
      guard inherited?.contains(where: Self.testCaseBases.contains) == true else { continue }
      if Self.isMainActor(testClass.attributes) {
        migrateTestClassBody(testClass.memberBlock)
      } else {
        // A nonisolated class's synchronous tests run on Linux as written; only a test method
        // marked `@MainActor` aborts the launch.
        let functions = Self.functions(in: testClass.memberBlock.members)
        for function in functions
        where Self.isMainActor(function.attributes) && isSynchronousTest(function) {
          makeTestAsync(function)
        }
        if inherited?.contains("LassoStoreTestCase") == true,
          functions.contains(where: { !Self.isMainActor($0.attributes) && isSynchronousTest($0) })
        {
          note(at: testClass.classKeyword.start, Self.storeTestCaseInSwift6)
        }
      }
    }
  }

  static let abortsAtLaunch = """
    a synchronous test method on the main actor aborts the test process at launch on Linux \
    (SwiftPM's test discovery casts it to a nonisolated function type), so it becomes `async` \
    and its flow assertions, `waitForEvents`, `execute()` and `wait(for:)` are awaited
    """

  static let storeTestCaseInSwift6 = """
    synchronous tests left as written: they run on Linux in the Swift 5 language mode; in the \
    Swift 6 mode, adopting `LassoStoreTestCase` makes the class `@MainActor`, and Linux aborts \
    at launch on its synchronous test methods: there, make them `async`
    """

  private static func isMainActor(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor"
    }
  }

  private func isSynchronousTest(_ function: FunctionDeclSyntax) -> Bool {
    function.name.text.hasPrefix("test") && function.signature.parameterClause.parameters.isEmpty
      && function.signature.returnClause == nil && function.genericParameterClause == nil
      && function.body != nil && function.signature.effectSpecifiers?.asyncSpecifier == nil
  }

  /// A synchronous test method on the main actor becomes `async`, its suspending calls awaited.
  private func makeTestAsync(_ function: FunctionDeclSyntax) {
    insertAsync(in: function.signature, before: function.body!)
    note(at: function.funcKeyword.start, Self.abortsAtLaunch)
    migrateTestMethod(function.body!)
  }

  private func migrateTestClassBody(_ members: MemberBlockSyntax) {
    let functions = Self.functions(in: members.members)
    // Helpers are the class's methods and the functions declared in their bodies.
    let local = functions.flatMap { function in
      (function.body?.descendants(FunctionDeclSyntax.self) ?? []).filter {
        Self.enclosingType(of: $0)?.id == members.parent?.id
      }
    }
    let helpers = asyncHelpers(functions + local)
    asyncHelperNames = Set(helpers.map(\.name.text))
    for helper in helpers.sorted(by: { $0.name.text < $1.name.text }) {
      insertAsync(in: helper.signature, before: helper.body!)
      migrateTestMethod(helper.body!)
    }
    // A `nonisolated` test method of a `@MainActor` class launches as it is.
    for function in functions
    where isSynchronousTest(function)
      && !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.nonisolated) })
    {
      makeTestAsync(function)
    }
    func isSetUp(_ function: FunctionDeclSyntax, classMethod: Bool) -> Bool {
      let modifiers = function.modifiers.map(\.name.text)
      return modifiers.contains("override")
        && (modifiers.contains("class") || modifiers.contains("static")) == classMethod
        && Self.setUpNames.contains(function.name.text)
        && function.signature.parameterClause.parameters.isEmpty && function.body != nil
        && function.signature.returnClause == nil
    }
    for function in functions where isSetUp(function, classMethod: true) {
      let name = function.name.text
      if name == "setUp" || name == "tearDown" { classSetUpOnMainActor(name, function.body!) }
    }
    var overrides = functions.filter {
      isSetUp($0, classMethod: false) && $0.signature.effectSpecifiers?.asyncSpecifier == nil
    }
    for name in ["setUp", "tearDown"] {
      let pair = overrides.filter { $0.name.text.hasPrefix(name) }
      guard pair.count == 2 && pair[0].name.text != pair[1].name.text else { continue }
      overrides.removeAll { $0.name.text.hasPrefix(name) }
      let conditions = pair.map { $0.ancestor(IfConfigClauseSyntax.self)?.id }
      if conditions[0] == conditions[1] {
        mergeSetUp(name, pair)
      } else {
        let first = name == "setUp" ? "setUpWithError" : "tearDown"
        problem(
          at: pair[1].start,
          """
          `\(pair[0].name.text)()` and `\(pair[1].name.text)()` are declared under different \
          `#if` conditions, so lasso-migrate cannot merge them into one \
          `\(name)() async throws`: merge them by hand (`\(first)()`'s body first), then run \
          lasso-migrate again
          """)
      }
    }
    for function in overrides {
      let name = function.name.text.hasPrefix("setUp") ? "setUp" : "tearDown"
      let body = function.body!
      edit(function.funcKeyword.start, body.start, "func \(name)() async throws ")
      for line in superCallLines(in: body, names: [name, name + "WithError"], allowingTry: true) {
        edit(line.lowerBound, line.upperBound, "")
      }
    }
  }

  /// The functions among the members, those under `#if` included.
  private static func functions(in members: MemberBlockItemListSyntax) -> [FunctionDeclSyntax] {
    members.flatMap { member -> [FunctionDeclSyntax] in
      if let function = member.decl.as(FunctionDeclSyntax.self) { return [function] }
      guard let conditional = member.decl.as(IfConfigDeclSyntax.self) else { return [] }
      return conditional.clauses.flatMap { clause -> [FunctionDeclSyntax] in
        guard case .decls(let nested)? = clause.elements else { return [] }
        return functions(in: nested)
      }
    }
  }

  /// The class, struct, enum, actor, extension or protocol that declares `node`.
  private static func enclosingType(of node: some SyntaxProtocol) -> Syntax? {
    var current = node.parent
    while let parent = current {
      if parent.asProtocol(DeclGroupSyntax.self) != nil { return parent }
      current = parent.parent
    }
    return nil
  }

  /// `async` before the signature's `throws`, `rethrows` or `throws(E)`, else before its `->`,
  /// else before the body.
  private func insertAsync(in signature: FunctionSignatureSyntax, before body: CodeBlockSyntax) {
    let at =
      signature.effectSpecifiers?.throwsClause?.start ?? signature.returnClause?.start
      ?? body.start
    insert("async ", at: at)
  }

  /// The test class's own helper methods that must become `async`: those that call a flow
  /// assertion, `waitForEvents`, `wait(for:)`, a given-when-then `execute()`, or another such
  /// helper.
  private func asyncHelpers(_ functions: [FunctionDeclSyntax]) -> [FunctionDeclSyntax] {
    let candidates = functions.filter { function in
      let name = function.name.text
      return !name.hasPrefix("test") && !Self.setUpNames.contains(name) && function.body != nil
        && function.signature.effectSpecifiers?.asyncSpecifier == nil
    }
    var found: Set<String> = []
    var changed = true
    while changed {
      changed = false
      for function in candidates where !found.contains(function.name.text) {
        let names = Self.awaitedTestCalls.union(found)
        let calls = function.body!.descendants(FunctionCallExprSyntax.self)
        if calls.contains(where: { suspension(of: $0, names: names) != nil }) {
          found.insert(function.name.text)
          changed = true
        }
      }
    }
    return candidates.filter { found.contains($0.name.text) }
  }

  /// What a call that must be awaited is, if it is one.
  private enum Suspension {
    case call(String)
    case execute
    case wait
  }

  private func suspension(of call: FunctionCallExprSyntax, names: Set<String>) -> Suspension? {
    var callee = ExprSyntax(call.calledExpression)
    if let specialized = callee.as(GenericSpecializationExprSyntax.self) {
      callee = specialized.expression
    }
    let name: String
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = callee.as(MemberAccessExprSyntax.self) {
      if member.declName.baseName.text == "execute", member.base != nil,
        call.arguments.isEmpty, call.trailingClosure == nil
      {
        return .execute
      }
      guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      else { return nil }
      name = member.declName.baseName.text
    } else {
      return nil
    }
    if names.contains(name) { return .call(name) }
    if name == "wait", call.arguments.first?.label?.text == "for" { return .wait }
    return nil
  }

  private func migrateTestMethod(_ body: CodeBlockSyntax) {
    let names = Self.awaitedTestCalls.union(asyncHelperNames)
    for call in body.descendants(FunctionCallExprSyntax.self) {
      let calleeText = call.calledExpression.trimmedDescription
      if calleeText == "waitForExpectations" || calleeText == "self.waitForExpectations" {
        problem(
          at: call.start,
          """
          `waitForExpectations(timeout:)` cannot be called from an async test: \
          `await fulfillment(of: [expectations…], timeout:)` with the test's expectations
          """)
        continue
      }
      switch suspension(of: call, names: names) {
      case .call(let name)?:
        guard !call.parent!.is(AwaitExprSyntax.self) else { continue }
        if refuseAwaitOutsideAsyncContext(call, in: body, called: "`\(name)(…)`") { continue }
        insert("await ", at: call.start)
      case .execute?:
        // A given-when-then chain ends in `execute()`, which an async test awaits (in an async
        // function the asynchronous overload is the one chosen): `await` goes before the chain.
        var chain = Syntax(call)
        while let parent = chain.parent, Self.continuesChain(parent, from: chain) {
          chain = parent
        }
        guard !chain.parent!.is(AwaitExprSyntax.self) else { continue }
        if refuseAwaitOutsideAsyncContext(chain, in: body, called: "`….execute()`") { continue }
        insert("await ", at: chain.start)
      case .wait?:
        guard !call.parent!.is(AwaitExprSyntax.self),
          let colon = call.arguments.first?.colon
        else { continue }
        if refuseAwaitOutsideAsyncContext(call, in: body, called: "`wait(for:timeout:)`") {
          continue
        }
        edit(call.start, colon.end, "await fulfillment(of:")
      case nil: break
      }
    }
  }

  /// Whether `parent` continues the postfix chain that `node` begins (`node.then(…)`, `node!`).
  private static func continuesChain(_ parent: Syntax, from node: Syntax) -> Bool {
    if let member = parent.as(MemberAccessExprSyntax.self) { return member.base?.id == node.id }
    if let call = parent.as(FunctionCallExprSyntax.self) {
      return call.calledExpression.id == node.id
    }
    if let subscriptCall = parent.as(SubscriptCallExprSyntax.self) {
      return subscriptCall.calledExpression.id == node.id
    }
    return parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
      || parent.is(PostfixOperatorExprSyntax.self)
  }

  /// Refuses (and says why, with the fix) an `await` that Swift would not accept where `node`
  /// stands: in a closure, which stays synchronous unless the API that takes it accepts an async
  /// one; in an autoclosure (an `XCTAssert…` argument, the right of `&&`, `||`, `??`); to the
  /// right of an operator; in a `defer` block or a local function.
  private func refuseAwaitOutsideAsyncContext(
    _ node: some SyntaxProtocol, in body: CodeBlockSyntax, called name: String
  ) -> Bool {
    var current = Syntax(node)
    while let parent = current.parent, parent.id != body.id {
      defer { current = parent }
      if let closure = parent.as(ClosureExprSyntax.self) {
        if closure.signature?.effectSpecifiers?.asyncSpecifier != nil || Self.isTaskBody(closure) {
          return false
        }
        problem(
          at: node.start,
          """
          \(name) must be awaited in an async test, but it is called in a closure, which stays \
          synchronous (Swift cannot await there unless the API that takes the closure accepts an \
          async one): call it before or after the closure, with `await` (`let value = try await \
          …`), or make the closure `async` where the API takes one; then run lasso-migrate again
          """)
        return true
      }
      if let argument = parent.as(LabeledExprSyntax.self),
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
        call.calleeName.hasPrefix("XCTAssert") || call.calleeName == "XCTUnwrap"
      {
        problem(
          at: node.start,
          """
          \(name) must be awaited in an async test, but it is an argument of \
          `\(call.calleeName)(…)`, an autoclosure that cannot await: await it on a line of its \
          own first (`let value = try await …`, or `_ = try await …` where the assertion only \
          checked that nothing was thrown: a thrown error fails the test) and assert on `value`; \
          then run lasso-migrate again
          """)
        return true
      }
      if let list = parent.as(ExprListSyntax.self) {
        let elements = Array(list)
        let index = elements.firstIndex { $0.id == current.id } ?? 0
        let operators = elements[..<index].filter {
          $0.is(BinaryOperatorExprSyntax.self) || $0.is(UnresolvedTernaryExprSyntax.self)
            || $0.is(UnresolvedIsExprSyntax.self) || $0.is(UnresolvedAsExprSyntax.self)
        }
        if let last = operators.last {
          problem(
            at: node.start,
            """
            \(name) must be awaited in an async test, but it stands to the right of \
            `\(last.trimmedDescription)`, where `await` cannot go (and the right of `&&`, `||` \
            and `??` is an autoclosure): await it on a line of its own first \
            (`let value = try await …`) and use `value` in the expression; then run \
            lasso-migrate again
            """)
          return true
        }
      }
      if let function = parent.as(FunctionDeclSyntax.self),
        function.signature.effectSpecifiers?.asyncSpecifier != nil
          || asyncHelperNames.contains(function.name.text)
      {
        return false
      }
      if parent.is(DeferStmtSyntax.self) || parent.is(FunctionDeclSyntax.self)
        || parent.is(AccessorBlockSyntax.self)
      {
        problem(
          at: node.start,
          """
          \(name) must be awaited in an async test, but it is called in a \
          \(parent.is(DeferStmtSyntax.self) ? "`defer` block" : "nested synchronous function"), \
          which cannot await: move the call into the test method's own body; then run \
          lasso-migrate again
          """)
        return true
      }
    }
    return false
  }

  /// Whether the closure is the body of a `Task` (`Task { … }`, `Task.detached { … }`), which is
  /// asynchronous.
  private static func isTaskBody(_ closure: ClosureExprSyntax) -> Bool {
    var node = Syntax(closure).parent
    if node?.is(LabeledExprSyntax.self) == true { node = node?.parent?.parent }
    guard let call = node?.as(FunctionCallExprSyntax.self) else { return false }
    return call.calleePath == "Task" || call.calleePath.hasPrefix("Task.")
  }

  /// The lines of `body` that hold nothing but a call to `super.name()` (`try super.name()` if
  /// `allowingTry`), each from its start to past its newline.
  private func superCallLines(
    in body: CodeBlockSyntax, names: Set<String>, allowingTry: Bool
  ) -> [Range<Int>] {
    body.statements.compactMap { statement -> Range<Int>? in
      var expression = statement.item.as(ExprSyntax.self)
      if allowingTry, let tried = expression?.as(TryExprSyntax.self),
        tried.questionOrExclamationMark == nil
      {
        expression = tried.expression
      }
      guard let call = expression?.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.base?.is(SuperExprSyntax.self) == true,
        names.contains(member.declName.baseName.text), call.arguments.isEmpty,
        call.trailingClosure == nil, statement.semicolon == nil
      else { return nil }
      let lineStart = source.lineStart(of: statement.start)
      let after = source.skippingBlanks(from: statement.end)
      guard source.isBlank(lineStart, statement.start), after < source.bytes.count,
        source.bytes[after] == UInt8(ascii: "\n")
      else { return nil }
      return lineStart..<(after + 1)
    }
  }

  /// The body's text between its braces without the lines calling super, with the lines calling
  /// super apart.
  private func bodyWithoutSuperCalls(
    _ body: CodeBlockSyntax, names: Set<String>, allowingTry: Bool
  ) -> (kept: String, supers: [String]) {
    var kept = ""
    var supers: [String] = []
    var cursor = body.leftBrace.end
    for line in superCallLines(in: body, names: names, allowingTry: allowingTry) {
      kept += source.text(cursor, line.lowerBound)
      supers.append(source.text(line.lowerBound, line.upperBound - 1))
      cursor = line.upperBound
    }
    kept += source.text(cursor, body.rightBrace.start)
    return (Self.trimmedBody(kept), supers)
  }

  /// The text without its trailing whitespace and its leading newlines.
  private static func trimmedBody(_ text: String) -> String {
    var result = Substring(text)
    while let last = result.last, last.isWhitespace { result.removeLast() }
    while result.first == "\n" { result.removeFirst() }
    return String(result)
  }

  /// Each line indented by four more spaces (blank lines left empty).
  private static func indented(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.trimmingCharacters(in: .whitespaces).isEmpty ? "" : "    " + line
    }
  }

  /// `override class func setUp()`/`tearDown()` of a test class that became `@MainActor`: XCTest
  /// calls them on the main thread, but they override nonisolated methods, so their body (without
  /// the call to super) runs in `MainActor.assumeIsolated { }`.
  private func classSetUpOnMainActor(_ name: String, _ body: CodeBlockSyntax) {
    let inner = source.text(body.leftBrace.end, body.rightBrace.start)
    let mentionsMainActor = body.tokens(viewMode: .sourceAccurate).contains {
      $0.text == "MainActor"
    }
    guard !inner.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, !mentionsMainActor
    else { return }
    let (kept, supers) = bodyWithoutSuperCalls(body, names: [name], allowingTry: false)
    guard !kept.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return }
    let indent = source.indentation(of: body.leftBrace.start)
    var lines =
      ["\(indent)    MainActor.assumeIsolated {"] + Self.indented(kept) + ["\(indent)    }"]
    lines = name == "setUp" ? supers + lines : lines + supers
    edit(
      body.leftBrace.end, body.rightBrace.start,
      "\n" + lines.joined(separator: "\n") + "\n" + indent)
  }

  /// A class overriding both `setUp()` and `setUpWithError()` (or both tear-downs) gets one
  /// `setUp() async throws` (`tearDown() async throws`) running the two bodies in XCTest's order:
  /// `setUpWithError()` before `setUp()`, `tearDown()` before `tearDownWithError()`. Each body
  /// becomes a `do { }` block, so their local names cannot clash.
  private func mergeSetUp(_ name: String, _ pair: [FunctionDeclSyntax]) {
    let parts = pair.map { function in
      let body = function.body!
      let kept = bodyWithoutSuperCalls(body, names: [name, name + "WithError"], allowingTry: true)
      return (
        withError: function.name.text.hasSuffix("WithError"),
        start: function.modifiers.first { $0.name.text == "override" }?.start ?? function.start,
        end: body.rightBrace.start, indent: source.indentation(of: function.start),
        inner: kept.kept
      )
    }
    let withErrorFirst = name == "setUp"
    let ordered =
      parts.filter { $0.withError == withErrorFirst }
      + parts.filter { $0.withError != withErrorFirst }
    let indent = parts[0].indent
    var lines = ["override func \(name)() async throws {"]
    for part in ordered {
      lines.append("\(indent)    // \(name)\(part.withError ? "WithError" : "")()")
      lines.append("\(indent)    do {")
      lines += Self.indented(part.inner)
      lines.append("\(indent)    }")
    }
    lines.append("\(indent)}")
    let sorted = parts.sorted { $0.start < $1.start }
    let (first, second) = (sorted[0], sorted[1])
    edit(first.start, first.end + 1, lines.joined(separator: "\n"))
    // The second declaration goes, with its comment lines and the blank line before them.
    var lineStart = source.lineStart(of: second.start)
    while lineStart > 0 {
      let previous = source.lineStart(of: lineStart - 1)
      let text = source.text(previous, lineStart - 1).trimmingCharacters(in: .whitespaces)
      guard text.hasPrefix("//") else { break }
      lineStart = previous
    }
    var lineEnd = second.end + 1
    for _ in 0..<2 {
      let after = source.skippingBlanks(from: lineEnd)
      guard after < source.bytes.count, source.bytes[after] == UInt8(ascii: "\n") else { break }
      lineEnd = after + 1
    }
    edit(lineStart, lineEnd, "")
  }
}

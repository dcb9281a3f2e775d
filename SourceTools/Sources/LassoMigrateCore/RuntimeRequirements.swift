import SwiftSyntax

/// What cannot work without the Objective-C runtime: each use is a reason to leave the file as it
/// was, with what to write instead.
extension FileMigration {
  static let stringSelector = """
    a selector built from a string needs the Objective-C runtime: name the method with a method \
    reference (`Self.method`) where a target-action API takes one, or call it from a closure
    """
  static let keyValueObserving = """
    key-value observing needs the Objective-C runtime: publish the value instead (a `didSet`, a \
    Combine publisher, or a Lasso store's `observeState`)
    """
  static let interfaceBuilder = """
    Interface Builder connections need the Objective-C runtime and there are no storyboards on \
    Linux: create the views in code and connect actions with `addTarget(_:action:for:)` and a \
    method reference
    """
  static let keyValueCoding = """
    key-value coding and instance variables read by name need the Objective-C runtime: use the \
    type's own API (on the headless UIKit, `headless.recognize()` fires a gesture recognizer's \
    actions)
    """
  static let swizzling = """
    method swizzling needs the Objective-C runtime: call the methods directly, or subclass and \
    override
    """

  func findRuntimeRequirements() {
    for token in tree.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind else { continue }
      switch name {
      case "NSKeyValueObservation": problem(at: token.start, Self.keyValueObserving)
      case "class_getInstanceVariable", "object_getIvar", "object_setIvar":
        problem(at: token.start, Self.keyValueCoding)
      case "method_exchangeImplementations", "class_getInstanceMethod", "class_replaceMethod",
        "method_setImplementation":
        problem(at: token.start, Self.swizzling)
      default: break
      }
    }
    for attribute in tree.descendants(AttributeSyntax.self) {
      let name = attribute.attributeName.trimmedDescription
      if ["IBAction", "IBOutlet", "IBInspectable", "IBDesignable"].contains(name) {
        problem(at: attribute.start, Self.interfaceBuilder)
      }
    }
    for modifier in tree.descendants(DeclModifierSyntax.self)
    where modifier.name.tokenKind == .keyword(.dynamic) {
      // `@objc dynamic` (a method or a property), or a `dynamic var`.
      let attributes =
        modifier.parent?.parent?.asProtocol(WithAttributesSyntax.self)?.attributes
      let objc = attributes?.first { $0.as(AttributeSyntax.self)?.isObjC == true }
      if let objc {
        problem(at: objc.start, Self.keyValueObserving)
      } else if modifier.parent?.parent?.is(VariableDeclSyntax.self) == true {
        problem(at: modifier.start, Self.keyValueObserving)
      }
    }
    for call in tree.descendants(FunctionCallExprSyntax.self) {
      checkCall(call)
    }
    findGenericInitializers()
    for selector in tree.descendants(MacroExpansionExprSyntax.self)
    where selector.macroName.text == "selector" {
      classifySelector(selector)
    }
  }

  private func checkCall(_ call: FunctionCallExprSyntax) {
    let name = call.calleeName
    let labels = call.arguments.map { $0.label?.text }
    let at = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.start ?? call.start
    if name == "Selector" || name == "NSSelectorFromString" || name.hasPrefix("performSelector") {
      problem(at: at, Self.stringSelector)
    }
    if name == "addObserver" && labels.contains("forKeyPath") {
      problem(at: at, Self.keyValueObserving)
    }
    if name == "observe", call.calledExpression.is(MemberAccessExprSyntax.self),
      call.arguments.first?.expression.is(KeyPathExprSyntax.self) == true
    {
      // Swift's KVO: `observe(\.x, options:)`, or `observe(\.x) { object, change in }`.
      let withOptions = labels.count >= 2 && labels[1] == "options"
      let parameters = call.trailingClosure?.signature?.parameterClause
      let count =
        parameters?.as(ClosureShorthandParameterListSyntax.self)?.count
        ?? parameters?.as(ClosureParameterClauseSyntax.self)?.parameters.count ?? 0
      if withOptions || (labels.count == 1 && count == 2) {
        problem(
          at: call.calledExpression.as(MemberAccessExprSyntax.self)!.period.start,
          Self.keyValueObserving)
      }
    }
    if (name == "value" && labels.first == "forKeyPath")
      || (name == "setValue" && labels.contains("forKeyPath"))
    {
      problem(at: at, Self.keyValueCoding)
    }
  }

  /// A UIKit initializer called through a generic type parameter (`T(style: reuseIdentifier:)`):
  /// iOS accepts it because Objective-C initializers are dispatched dynamically; Swift elsewhere
  /// only for `required` initializers.
  private func findGenericInitializers() {
    var constrained: [(name: String, type: String)] = []
    for parameter in tree.descendants(GenericParameterSyntax.self) {
      guard let type = parameter.inheritedType?.trimmedDescription else { continue }
      let isUIKitView =
        type.hasPrefix("UI") && type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        && (type.hasSuffix("Cell") || type.hasSuffix("View") || type.hasSuffix("Controller"))
      if isUIKitView { constrained.append((parameter.name.text, type)) }
    }
    guard !constrained.isEmpty else { return }
    for call in tree.descendants(FunctionCallExprSyntax.self) {
      var callee = call.calledExpression.trimmedDescription
      if callee.hasSuffix(".init") { callee.removeLast(5) }
      guard let (name, type) = constrained.first(where: { $0.name == callee }) else { continue }
      let label = call.arguments.first?.label?.text
      guard call.arguments.isEmpty || ["style", "frame", "nibName"].contains(label ?? "") else {
        continue
      }
      // Only this call needs rewriting by hand: the rest of the file is rewritten.
      leaveConstruct(
        at: call.start,
        """
        `\(name)(…)` makes a \(type) through a generic type parameter, which only Objective-C's \
        dynamically dispatched initializers allow: for a cell, register the class and dequeue it \
        (`register(\(name).self, forCellReuseIdentifier: id)`, then \
        `dequeueReusableCell(withIdentifier: id, for: indexPath) as! \(name)`); for a view or \
        controller, pass a closure that makes it
        """)
    }
  }
}

extension AttributeSyntax {
  var isObjC: Bool { attributeName.trimmedDescription == "objc" }
}

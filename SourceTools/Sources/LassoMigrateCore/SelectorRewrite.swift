import Foundation
import SwiftSyntax

/// Target-action without the Objective-C runtime: `#selector(didTap)` in a target-action call
/// becomes the method reference `Self.didTap`; every other selector is a reason to leave the file.
extension FileMigration {
  /// The call whose argument list holds `node` directly (through operators and parentheses, not
  /// through a closure, an array or another call), with the node's argument label when the node
  /// is the whole argument.
  private func enclosingCall(of node: some SyntaxProtocol) -> (FunctionCallExprSyntax, String?)? {
    var current = Syntax(node)
    while let parent = current.parent {
      if let argument = parent.as(LabeledExprSyntax.self),
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
      {
        let label = argument.expression.id == Syntax(node).id ? argument.label?.text : nil
        return (call, label)
      }
      if parent.is(ClosureExprSyntax.self) || parent.is(ArrayExprSyntax.self)
        || parent.is(DictionaryExprSyntax.self) || parent.is(CodeBlockItemSyntax.self)
        || parent.is(MemberBlockItemSyntax.self) || parent.is(FunctionCallExprSyntax.self)
        || parent.is(SubscriptCallExprSyntax.self)
      {
        return nil
      }
      current = parent
    }
    return nil
  }

  /// Whether the node is the value assigned to an `action` property (`item.action = #selector(…)`).
  private func isAssignedToAction(_ node: some SyntaxProtocol) -> Bool {
    guard let list = node.parent?.as(ExprListSyntax.self) else { return false }
    let elements = Array(list)
    guard let index = elements.firstIndex(where: { $0.id == node.id }), index >= 2,
      elements[index - 1].is(AssignmentExprSyntax.self)
    else { return false }
    let target = elements[index - 2]
    let name =
      target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      ?? target.as(DeclReferenceExprSyntax.self)?.baseName.text
    return name == "action"
  }

  func classifySelector(_ selector: MacroExpansionExprSyntax) {
    let inner = selector.arguments.trimmedDescription
    let firstLabel = selector.arguments.first?.label?.text
    let isAccessor = firstLabel == "getter" || firstLabel == "setter"
    let base: String? = isAccessor ? nil : Self.selectorBase(inner)
    let enclosing = enclosingCall(of: selector)
    let callee = enclosing?.0.calleePath
    let label = enclosing?.1
    let parts = (callee ?? "").split(separator: ".", omittingEmptySubsequences: false)
      .map(String.init)
    let short = parts.last == "init" && parts.count > 1 ? parts[parts.count - 2] : parts.last ?? ""
    // `CADisplayLink(target:selector:)` takes a method reference under the same label.
    let isDisplayLink = short == "CADisplayLink" && label == "selector"
    let supported =
      isDisplayLink
      || label == "action"
        && (["addTarget", "setTarget", "UIBarButtonItem", "init"].contains(short)
          || short.hasSuffix("GestureRecognizer"))
    var reason: String?
    if callee?.hasSuffix("NotificationCenter.default.addObserver") == true
      || (short == "addObserver" && label == "selector")
    {
      reason = """
        a selector-based NotificationCenter observer needs the Objective-C runtime: use \
        `addObserver(forName:object:queue:using:)` with a closure, or \
        `for await _ in NotificationCenter.default.notifications(named:)` in a task
        """
    } else if short == "Timer" || short == "scheduledTimer"
      || ((callee ?? "").contains("Timer") && label == "selector")
    {
      reason = """
        a selector-based Timer needs the Objective-C runtime: use \
        `Timer.scheduledTimer(withTimeInterval:repeats:block:)` or \
        `Timer(timeInterval:repeats:block:)` with a closure
        """
    } else if short == "perform" {
      reason = """
        `perform(_:)` sends a selector through the Objective-C runtime: call the method directly \
        (after a delay: `DispatchQueue.main.asyncAfter` or a `Task` that sleeps)
        """
    } else if short == "removeTarget" {
      reason = """
        `removeTarget(_:action:for:)` with a selector: without the Objective-C runtime actions \
        are not named; `removeTarget(target, for: events)` removes all the target's actions for \
        the events, where that is what is meant
        """
    } else if ["responds", "sendAction", "canPerformAction"].contains(short) {
      reason = "`\(short)` with a selector needs the Objective-C runtime: call the method directly"
    } else if callee == nil && isAssignedToAction(selector) {
      reason = """
        a bar button item's `action` property takes a selector, which needs the Objective-C \
        runtime: set the target and the action together with \
        `item.setTarget(target, action: Type.method)`
        """
    } else if !supported {
      let place = short.isEmpty ? "outside a call" : "in `\(short)(…)`"
      reason = """
        `#selector` \(place) needs the Objective-C runtime; only addTarget(_:action:for:), \
        UIBarButtonItem(…target:action:), UIGestureRecognizer(target:action:) and \
        CADisplayLink(target:selector:) take a method reference instead: call the method directly, \
        or from a closure where the API takes one
        """
    } else if base == nil {
      reason = "a property's getter or setter as an action: call it from a method instead"
    }
    let unqualified = Self.withoutArgumentLabels(inner)
    let qualified = unqualified.contains(".")
    if reason == nil, let (call, _) = enclosing {
      let target = targetArgument(of: call, short: short)
      if target == nil || target == "nil" {
        reason = """
          an action with a nil target goes up the responder chain, which needs the Objective-C \
          runtime: give the object whose method it is as the target
          """
      } else if (!qualified || inner.hasPrefix("self.")) && target != "self" {
        reason = """
          `#selector(\(inner))` with the target `\(target!)`: name the method with its type \
          (`#selector(Type.\(inner))`) so that it can become `Type.\(inner)`
          """
      }
    }
    if let reason {
      problem(at: selector.start, reason)
      if let base { keptSelectors.append(base) }
      return
    }
    let reference =
      inner.hasPrefix("self.")
      ? "Self." + inner.dropFirst("self.".count) : qualified ? inner : "Self." + inner
    rewrittenSelectors.append(base!)
    edit(selector.start, selector.end, reference)
  }

  /// `Type.didTap(_:)` without its argument labels: `Type.didTap`.
  static func withoutArgumentLabels(_ name: String) -> String {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.hasSuffix(")"), let open = trimmed.firstIndex(of: "(") {
      return String(trimmed[..<open])
    }
    return trimmed
  }

  /// The method's base name from a selector's contents: `Type.didTap(_:)` → `didTap`.
  static func selectorBase(_ name: String) -> String {
    String(withoutArgumentLabels(name).split(separator: ".").last ?? "")
  }

  /// The target argument's text of a target-action call, if it has one.
  private func targetArgument(of call: FunctionCallExprSyntax, short: String) -> String? {
    for argument in call.arguments where argument.label?.text == "target" {
      return argument.expression.trimmedDescription
    }
    if ["addTarget", "setTarget"].contains(short), call.arguments.first != nil {
      return call.argumentTexts[0]
    }
    return nil
  }

  /// `removeTarget(t, action: nil, for: e)` (all of t's actions) → `removeTarget(t, for: e)`.
  func rewriteRemoveTarget() {
    for call in tree.descendants(FunctionCallExprSyntax.self)
    where call.calleeName == "removeTarget" {
      let arguments = Array(call.arguments)
      guard arguments.count == 3, arguments[1].label?.text == "action",
        arguments[1].expression.is(NilLiteralExprSyntax.self),
        let first = arguments[0].trailingComma, let second = arguments[1].trailingComma
      else { continue }
      edit(first.start, second.start, "")
    }
  }
}

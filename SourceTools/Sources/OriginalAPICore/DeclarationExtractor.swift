import SwiftParser
import SwiftSyntax

/// One public declaration of an original, as a line of the list format: `Context :: signature`.
public struct Declaration: Hashable, Sendable {
  /// The type or extension that declares it (`UIWindow.Transition`), or `-` at file level.
  public var context: String
  /// Its header without attributes, modifiers, body or initial value (`static` kept), spaced
  /// as the list format says.
  public var signature: String

  /// The list format's line.
  public var line: String { "\(context) :: \(signature)" }
}

/// Finds the public and open declarations of a source file, each with the type or extension
/// that holds it, as the original's users see them: the members of a public protocol, an
/// enumeration's cases, the members of a `public extension`, and the conformances that an
/// extension adds. Every branch of an `#if` counts; nothing inside a body does.
public enum DeclarationExtractor {
  /// The declarations of `source`, in the order they are written, duplicates kept.
  public static func declarations(in source: String) -> [Declaration] {
    var found: [Declaration] = []
    let file = Parser.parse(source: source)
    visit(file.statements.compactMap { $0.item.as(DeclSyntax.self) }, in: .file, into: &found)
    return found
  }

  private static func visit(
    _ decls: [DeclSyntax], in context: Context, into found: inout [Declaration]
  ) {
    for decl in decls { visit(decl, in: context, into: &found) }
  }

  private static func visit(
    _ decl: DeclSyntax, in context: Context, into found: inout [Declaration]
  ) {
    if let conditional = decl.as(IfConfigDeclSyntax.self) {
      for clause in conditional.clauses {
        switch clause.elements {
        case .statements(let items)?:
          visit(items.compactMap { $0.item.as(DeclSyntax.self) }, in: context, into: &found)
        case .decls(let members)?:
          visit(members.map(\.decl), in: context, into: &found)
        default:
          break
        }
      }
      return
    }
    guard let modified = decl.asProtocol(WithModifiersSyntax.self) else { return }
    let access = accessLevel(modified.modifiers)
    let isStatic = modified.modifiers.contains { ["static", "class"].contains($0.name.text) }

    if let ext = decl.as(ExtensionDeclSyntax.self) {
      visitExtension(ext, access: access, in: context, into: &found)
      return
    }
    if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
      guard context.kind == .enumeration, context.publicByDefault, access == nil else { return }
      for element in enumCase.elements {
        var text = SignatureText()
        text.append("case ")
        text.append(element, omitting: [element.trailingComma])
        found.append(Declaration(context: context.name, signature: text.normalized))
      }
      return
    }
    let isPublic = isPublic(access: access, in: context)
    if let type = NominalType(decl) {
      if isPublic {
        found.append(Declaration(context: context.listed, signature: type.signature))
      }
      guard isPublic else { return }  // the members of a type that is not public are not API
      let qualified = context.name.isEmpty ? type.name : "\(context.name).\(type.name)"
      let inner = Context(name: qualified, kind: type.kind, publicByDefault: true)
      visit(type.members.map(\.decl), in: inner, into: &found)
      return
    }
    guard isPublic, let header = memberSignature(decl) else { return }
    var text = SignatureText()
    if isStatic { text.append("static ") }
    text.append(header.node, omitting: header.omitted)
    found.append(Declaration(context: context.listed, signature: text.normalized))
  }

  private static func visitExtension(
    _ ext: ExtensionDeclSyntax, access: String?, in context: Context,
    into found: inout [Declaration]
  ) {
    var text = SignatureText()
    text.append(ext, omitting: [ext.attributes, ext.modifiers, ext.memberBlock])
    let signature = text.normalized
    let extended =
      signature.firstMatch(of: #/extension\s+([\w.]+)/#).map { String($0.output.1) } ?? ""
    // An extension's conformances are public when the type is: they are listed unless the
    // extension says otherwise.
    let listsConformances =
      isPublic(access: access, in: context) || (context.kind == .file && access == nil)
    if listsConformances && ext.inheritanceClause != nil {
      found.append(Declaration(context: extended, signature: signature))
    }
    let inner = Context(name: extended, kind: .extensionType, publicByDefault: access == "public")
    visit(ext.memberBlock.members.map(\.decl), in: inner, into: &found)
  }

  private static func isPublic(access: String?, in context: Context) -> Bool {
    switch context.kind {
    case .file: return access == "public" || access == "open"
    case .protocolType: return context.publicByDefault
    default:
      return access == "public" || access == "open"
        || (context.kind == .extensionType && context.publicByDefault && access == nil)
    }
  }

  /// The access level a declaration's modifiers give it (`private(set)` sets none).
  private static func accessLevel(_ modifiers: DeclModifierListSyntax) -> String? {
    let levels: Set<String> = ["public", "open", "private", "fileprivate", "internal", "package"]
    return modifiers.last { levels.contains($0.name.text) && $0.detail == nil }?.name.text
  }

  /// A member's header: the declaration without its modifiers and its body, accessors or
  /// initial value; nil for what the list format does not hold (`deinit`, operators, macros).
  private static func memberSignature(
    _ decl: DeclSyntax
  ) -> (
    node: DeclSyntax, omitted: [(any SyntaxProtocol)?]
  )? {
    if let function = decl.as(FunctionDeclSyntax.self) {
      return (decl, [function.attributes, function.modifiers, function.body])
    }
    if let initializer = decl.as(InitializerDeclSyntax.self) {
      return (decl, [initializer.attributes, initializer.modifiers, initializer.body])
    }
    if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
      return (
        decl, [subscriptDecl.attributes, subscriptDecl.modifiers, subscriptDecl.accessorBlock]
      )
    }
    if let alias = decl.as(TypeAliasDeclSyntax.self) {
      return (decl, [alias.attributes, alias.modifiers])
    }
    if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
      return (decl, [associated.attributes, associated.modifiers])
    }
    if let variable = decl.as(VariableDeclSyntax.self) {
      // The bindings up to the first with an initial value, without it (`var a, b: Int`).
      var omitted: [(any SyntaxProtocol)?] = [variable.attributes, variable.modifiers]
      var ended = false
      for binding in variable.bindings {
        if ended {
          omitted.append(binding)
          continue
        }
        omitted.append(binding.accessorBlock)
        if let initializer = binding.initializer {
          omitted += [initializer, binding.trailingComma]
          ended = true
        }
      }
      return (decl, omitted)
    }
    return nil
  }
}

/// Where a declaration stands: its enclosing type or extension.
private struct Context {
  enum Kind { case file, type, enumeration, protocolType, extensionType }
  var name: String
  var kind: Kind
  /// A protocol's members and an enumeration's cases are public when it is; an extension's
  /// members when it is written `public extension`.
  var publicByDefault: Bool

  static let file = Context(name: "", kind: .file, publicByDefault: false)
  var listed: String { name.isEmpty ? "-" : name }
}

/// A class, structure, enumeration, protocol or actor declaration, read the same way.
private struct NominalType {
  var name: String
  var kind: Context.Kind
  var signature: String
  var members: MemberBlockItemListSyntax

  init?(_ decl: DeclSyntax) {
    guard let type = decl.asProtocol(DeclGroupSyntax.self), !decl.is(ExtensionDeclSyntax.self),
      let named = decl.asProtocol(NamedDeclSyntax.self)
    else { return nil }
    name = named.name.text.replacing("`", with: "")
    kind =
      decl.is(ProtocolDeclSyntax.self)
      ? .protocolType : decl.is(EnumDeclSyntax.self) ? .enumeration : .type
    var text = SignatureText()
    text.append(decl, omitting: [type.attributes, type.modifiers, type.memberBlock])
    signature = text.normalized
    members = type.memberBlock.members
  }
}

import OriginalAPICore
import Testing

/// The list lines that `DeclarationExtractor` reads from `source`.
private func lines(_ source: String) -> [String] {
  DeclarationExtractor.declarations(in: source).map(\.line)
}

@Suite struct DeclarationExtractorTests {
  @Test func aNestedCommentHidesWhatItHolds() {
    let source = """
      /* A comment /* nested */ public func notADeclaration() { still the comment */
      public struct Shown {
        /* } */ public func member() {}
      }
      """
    #expect(lines(source) == ["- :: struct Shown", "Shown :: func member()"])
  }

  @Test func rawStringsHideQuotesAndBraces() {
    let source = ##"""
      public let quoted = #"a "quoted" { brace"#
      public let block = #"""
        """ public func notADeclaration() {
        """#
      public func after() {}
      """##
    #expect(lines(source) == ["- :: let quoted", "- :: let block", "- :: func after()"])
  }

  @Test func everyBranchOfAnIfCounts() {
    let source = """
      #if canImport(UIKit)
        public protocol Observing: AnyObject {}
      #else
        public protocol Observing {}
      #endif
      public struct Box {
        #if DEBUG
          public var debugName: String { "box" }
        #elseif os(Linux)
          public func linuxOnly() {}
        #endif
      }
      """
    #expect(
      lines(source) == [
        "- :: protocol Observing: AnyObject", "- :: protocol Observing", "- :: struct Box",
        "Box :: var debugName: String", "Box :: func linuxOnly()",
      ])
  }

  @Test func extensionsListTheirPublicMembersAndConformances() {
    let source = """
      public extension Store {
        func implicitlyPublic() {}
        private func hidden() {}
      }
      extension Store: Observing where State: Equatable {
        public func explicitlyPublic() {}
        func internalMember() {}
      }
      private extension Store: Hidden {}
      extension Alert.Button {
        public static func destructive() -> Self { fatalError() }
      }
      """
    #expect(
      lines(source) == [
        "Store :: func implicitlyPublic()",
        "Store :: extension Store: Observing where State: Equatable",
        "Store :: func explicitlyPublic()",
        "Alert.Button :: static func destructive() -> Self",
      ])
  }

  @Test func membersTakeTheirTypesContextAndOnlyPublicTypesHaveAPI() {
    let source = """
      public protocol Module {
        associatedtype Action = NoAction
        static var defaultState: State { get }
      }
      public enum Direction: String {
        case left, right = "r"
        case custom(name: String, Int)
      }
      public final class Store<Module: StoreModule>: Base {
        public struct Nested { public init() {} }
        struct Hidden { public func notAPI() {} }
        public private(set) var received = [Action]()
        public class func make() -> Store { Store() }
        internal func notPublic() {}
      }
      struct Internal { public func notAPI() {} }
      """
    #expect(
      lines(source) == [
        "- :: protocol Module", "Module :: associatedtype Action = NoAction",
        "Module :: static var defaultState: State", "- :: enum Direction: String",
        "Direction :: case left", "Direction :: case right = \"r\"",
        "Direction :: case custom(name: String, Int)",
        "- :: class Store<Module: StoreModule>: Base", "Store :: struct Nested",
        "Store.Nested :: init()", "Store :: var received", "Store :: static func make() -> Store",
      ])
  }

  @Test func signaturesDropAttributesBodiesAndInitialValuesAndCollapseWhitespace() {
    let source = """
      @MainActor @discardableResult
      public func observe<Value>(
        _ keyPath: WritableKeyPath<State, Value>,   // the value observed
        handler: @escaping @Sendable (Value) -> Void = { _ in }
      ) -> Self
      where Value : Equatable {
        self
      }
      public var count: Int = 0 { didSet {} }
      public let log = { (failed: String) -> Void in print(failed) }
      """
    #expect(
      lines(source) == [
        """
        - :: func observe<Value>(_ keyPath: WritableKeyPath<State, Value>, handler: (Value) -> \
        Void = { _ in }) -> Self where Value: Equatable
        """,
        "- :: var count: Int", "- :: let log",
      ])
  }
}

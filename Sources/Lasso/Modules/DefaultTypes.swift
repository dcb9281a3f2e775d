/// The `Action` of a module that declares none: it has no cases, so nothing can be dispatched.
public enum NoAction: Equatable, Hashable, Sendable {}

/// The `Output` of a module that declares none: it has no cases, so nothing is ever emitted.
public enum NoOutput: Equatable, Hashable, Sendable {}

/// The `State` of a module that declares none.
public struct EmptyState: Equatable, Hashable, Sendable {
  /// The one empty state.
  public init() {}
}

/// The `Action` of a module that declares none: it has no cases, so nothing can be dispatched.
public enum NoAction: Equatable, Hashable, Sendable {}

/// The `Output` of a module that declares none: it has no cases, so nothing is ever emitted.
public enum NoOutput: Equatable, Hashable, Sendable {}

/// The `State` of a module that declares none.
public struct EmptyState: Equatable, Hashable, Sendable, Codable {
  /// The one empty state.
  public init() {}
}

// Codable, so that a store that declares no actions or outputs can be recorded and replayed
// (`LassoRecorder`). Neither has a value, so none is ever encoded or decoded.

extension NoAction: Codable {
  /// Fails: there is no action to decode.
  public init(from decoder: any Decoder) throws {
    throw DecodingError.dataCorrupted(
      .init(codingPath: decoder.codingPath, debugDescription: "NoAction has no values"))
  }

  /// Never called: there is no action to encode.
  public func encode(to encoder: any Encoder) throws {}
}

extension NoOutput: Codable {
  /// Fails: there is no output to decode.
  public init(from decoder: any Decoder) throws {
    throw DecodingError.dataCorrupted(
      .init(codingPath: decoder.codingPath, debugDescription: "NoOutput has no values"))
  }

  /// Never called: there is no output to encode.
  public func encode(to encoder: any Encoder) throws {}
}

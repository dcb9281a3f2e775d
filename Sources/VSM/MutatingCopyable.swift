/// A value type that makes changed copies of itself in one expression, as the original VSM's
/// view states and models do.
///
/// Conform a struct (no requirement to implement) and return changed copies from its actions:
///
/// ```swift
/// struct EditingModel: MutatingCopyable {
///   var text: String
///   var isSaving = false
///
///   func saving() -> Self { copy(mutating: { $0.isSaving = true }) }
///   func editing(_ text: String) -> Self { copy(mutatingPath: \.text, value: text) }
/// }
/// ```
public protocol MutatingCopyable {}

extension MutatingCopyable {
  /// Returns a copy of this value changed by `mutator`; this value is left as it is.
  /// - Parameter mutator: changes the copy, passed `inout`.
  /// - Returns: the changed copy.
  @inlinable public func copy(mutating mutator: (inout Self) throws -> Void) rethrows -> Self {
    var copy = self
    try mutator(&copy)
    return copy
  }

  /// Returns a copy of this value whose property at `keyPath` is set to `value`; this value is
  /// left as it is.
  /// - Parameters:
  ///   - keyPath: the property to set; it must be a `var`.
  ///   - value: the property's value in the copy.
  /// - Returns: the changed copy.
  @inlinable public func copy<Value>(
    mutatingPath keyPath: WritableKeyPath<Self, Value>, value: Value
  ) -> Self {
    var copy = self
    copy[keyPath: keyPath] = value
    return copy
  }
}

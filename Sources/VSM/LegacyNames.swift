// The original VSM 2 kept its UIKit-era API in a module named LegacyVSM, where the property
// wrappers carry a `Legacy` prefix. Code and tests written against that module name them so;
// here they are the same types as the unprefixed names.

/// The original LegacyVSM module's name for ``RenderedViewState``: code written against it
/// (`@LegacyRenderedViewState var state: ViewState`) compiles unchanged.
public typealias LegacyRenderedViewState<State> = RenderedViewState<State>

#if canImport(SwiftUI)
  /// The original LegacyVSM module's name for ``ViewState``: code written against it
  /// (`@LegacyViewState var state: ViewState`) compiles unchanged.
  public typealias LegacyViewState<State> = ViewState<State>
#endif

import SwiftSourceSupport

/// Rewrites a team's existing Swift code so that it builds with Lasso on Linux.
public enum Migration {}

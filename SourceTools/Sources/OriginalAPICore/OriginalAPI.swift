import SwiftSourceSupport

/// The originals' public declarations and the call-site corpus that calls them.
public enum OriginalAPI {}

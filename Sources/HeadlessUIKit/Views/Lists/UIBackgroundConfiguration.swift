#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The background of a cell, as UIKit's `UIBackgroundConfiguration` (headless: recorded).
  /// Not `Sendable`, as in the iOS 16.5 SDK, whose Swift overlay declares no such
  /// conformance: sending one across isolation is diagnosed there, so it is here.
  public struct UIBackgroundConfiguration: Hashable {
    /// The fill color.
    public var backgroundColor: UIColor?
    /// The corner radius.
    public var cornerRadius: CGFloat = 0
    /// The stroke color.
    public var strokeColor: UIColor?
    /// The stroke width.
    public var strokeWidth: CGFloat = 0

    private init(backgroundColor: UIColor?) {
      self.backgroundColor = backgroundColor
    }

    /// No background.
    public static func clear() -> Self { Self(backgroundColor: .clear) }
    /// A plain list cell's background.
    public static func listPlainCell() -> Self { Self(backgroundColor: .systemBackground) }
    /// A grouped list cell's background.
    public static func listGroupedCell() -> Self {
      Self(backgroundColor: .secondarySystemGroupedBackground)
    }
    /// A plain list header or footer's background.
    public static func listPlainHeaderFooter() -> Self { Self(backgroundColor: .systemBackground) }
    /// A grouped list header or footer's background.
    public static func listGroupedHeaderFooter() -> Self { Self(backgroundColor: .clear) }
    /// A sidebar cell's background.
    public static func listSidebarCell() -> Self { Self(backgroundColor: .clear) }

    /// The configuration itself: headless draws no state.
    @preconcurrency @MainActor public func updated(for state: any UIConfigurationState) -> Self {
      self
    }
  }

  /// Not `Sendable`, nor are its nested types, as in the iOS 16.5 SDK's Swift overlay (public
  /// types would otherwise be inferred `Sendable` here).
  @available(*, unavailable)
  extension UIBackgroundConfiguration: Sendable {}
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The state a configuration is updated for, as UIKit's `UIConfigurationState`. Not isolated,
  /// as the SDK's Swift protocol is not (its states are values read anywhere).
  public protocol UIConfigurationState {
    /// Creates a state with the given traits.
    init(traitCollection: UITraitCollection)
    /// The traits of the view.
    var traitCollection: UITraitCollection { get set }
  }

  /// The state of a cell (selected, highlighted, editing...), as UIKit's
  /// `UICellConfigurationState`.
  public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// The traits of the cell.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is focused.
    public var isFocused = false
    /// Whether the cell is editing.
    public var isEditing = false
    /// Whether the cell is expanded.
    public var isExpanded = false
    /// Whether the cell is swiped.
    public var isSwiped = false
    /// Whether the cell is reordering.
    public var isReordering = false

    /// Creates a state with the given traits.
    public init(traitCollection: UITraitCollection) {
      self.traitCollection = traitCollection
    }
  }

  /// A description of a view's content, as UIKit's `UIContentConfiguration`: it makes the view
  /// that shows it and updates itself for a state. Isolation as the SDK's Swift protocol: the
  /// protocol is not isolated, its `makeContentView()` is `@MainActor` (without
  /// `@preconcurrency`, as the SDK declares it, so calling it from nonisolated code is an error
  /// in every language mode, as with the SDK).
  public protocol UIContentConfiguration {
    /// Makes a view that shows this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// A copy updated for the state (selected, highlighted...).
    func updated(for state: any UIConfigurationState) -> Self
  }

  /// A view that shows a content configuration, as UIKit's `UIContentView`. `@MainActor`
  /// without `@preconcurrency`, as the SDK's Swift overlay declares it: its requirements used from
  /// nonisolated code are errors in every language mode, as with the SDK.
  @MainActor public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (by default: any).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
  }

  extension UIContentView {
    /// `true`: the view can show any configuration of its kind.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
  }
#endif

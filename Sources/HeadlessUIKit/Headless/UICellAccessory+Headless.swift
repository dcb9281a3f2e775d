#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  extension Headless {
    /// What a list cell's accessory is (UIKit does not expose it); see
    /// `UICellAccessory`'s `headless.kind`.
    public enum CellAccessoryKind: Hashable, Sendable {
      /// A chevron.
      case disclosureIndicator
      /// A checkmark.
      case checkmark
      /// A delete control.
      case delete
      /// An insert control.
      case insert
      /// A reorder control.
      case reorder
      /// A multiselect control.
      case multiselect
      /// An outline disclosure.
      case outlineDisclosure
      /// A label.
      case label(String)
      /// A detail button.
      case detail
    }
  }

  extension Headless.Proxy where Base == UICellAccessory {
    /// What the accessory is.
    public var kind: Headless.CellAccessoryKind { base.accessoryKind }
    /// When the accessory shows.
    public var displayed: UICellAccessory.DisplayedState { base.displayedState }
  }
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  // The styles, columns, display modes and behaviours a split view controller is set with.
  extension UISplitViewController {
    /// The style of a split view controller.
    public enum Style: Int, Sendable {
      /// Classic: ``viewControllers`` holds the primary and the secondary.
      case unspecified = 0
      /// Two columns: primary and secondary.
      case doubleColumn = 1
      /// Three columns: primary, supplementary and secondary.
      case tripleColumn = 2
    }

    /// A column of a column-style split view controller.
    public enum Column: Int, Sendable {
      /// The leading column (a sidebar or list).
      case primary = 0
      /// The middle column of a triple-column split view.
      case supplementary = 1
      /// The detail column.
      case secondary = 2
      /// The controller shown instead of the stacked columns while collapsed.
      case compact = 3
    }

    /// How the columns are displayed while expanded.
    public enum DisplayMode: Int, Sendable {
      /// The split view's choice.
      case automatic = 0
      /// Only the secondary.
      case secondaryOnly = 1
      /// One column (primary, or supplementary for triple columns) beside the secondary.
      case oneBesideSecondary = 2
      /// One column over the secondary.
      case oneOverSecondary = 3
      /// Three columns side by side (triple columns).
      case twoBesideSecondary = 4
      /// Two columns over the secondary (triple columns).
      case twoOverSecondary = 5
      /// Two columns displacing the secondary (triple columns).
      case twoDisplaceSecondary = 6

      /// The old name of ``secondaryOnly``.
      @available(*, deprecated, renamed: "secondaryOnly")
      public static var primaryHidden: DisplayMode { .secondaryOnly }
      /// The old name of ``oneBesideSecondary``.
      @available(*, deprecated, renamed: "oneBesideSecondary")
      public static var allVisible: DisplayMode { .oneBesideSecondary }
      /// The old name of ``oneOverSecondary``.
      @available(*, deprecated, renamed: "oneOverSecondary")
      public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }

    /// How the columns share the width.
    public enum SplitBehavior: Int, Sendable {
      /// The split view's choice.
      case automatic = 0
      /// Side by side.
      case tile = 1
      /// Over the secondary.
      case overlay = 2
      /// Pushing the secondary aside.
      case displace = 3
    }

    /// The edge the primary column is on.
    public enum PrimaryEdge: Int, Sendable {
      /// The leading edge.
      case leading = 0
      /// The trailing edge.
      case trailing = 1
    }

    /// The background of the primary column.
    public enum BackgroundStyle: Int, Sendable {
      /// None.
      case none = 0
      /// A sidebar's.
      case sidebar = 1
    }

    /// When the display-mode button shows.
    public enum DisplayModeButtonVisibility: Int, Sendable {
      /// The split view's choice.
      case automatic = 0
      /// Never.
      case never = 1
      /// Always.
      case always = 2
    }
  }
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension IndexPath {
    /// Creates an index path for a table view's row in a section, as UIKit's extension does.
    public init(row: Int, section: Int) {
      self.init(indexes: [section, row])
    }

    /// Creates an index path for a collection view's item in a section, as UIKit's extension
    /// does.
    public init(item: Int, section: Int) {
      self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }

    /// The row of a table view: the second index.
    public var row: Int {
      get { self[1] }
      set { self[1] = newValue }
    }

    /// The item of a collection view: the second index (the same as ``row``).
    public var item: Int {
      get { self[1] }
      set { self[1] = newValue }
    }
  }
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// What a tab bar shows for a controller, as UIKit's `UITabBarItem`.
  @preconcurrency @MainActor open class UITabBarItem: UIBarItem {
    /// The system tab items.
    public enum SystemItem: Int, Sendable {
      /// More.
      case more
      /// Favorites.
      case favorites
      /// Featured.
      case featured
      /// Top rated.
      case topRated
      /// Recents.
      case recents
      /// Contacts.
      case contacts
      /// History.
      case history
      /// Bookmarks.
      case bookmarks
      /// Search.
      case search
      /// Downloads.
      case downloads
      /// Most recent.
      case mostRecent
      /// Most viewed.
      case mostViewed
    }

    /// The badge text (`nil`: no badge).
    open var badgeValue: String?
    /// The background color of the badge; `nil` is the system red. Headless: stored only.
    open var badgeColor: UIColor?
    /// The image when selected.
    open var selectedImage: UIImage?

    /// Creates an item.
    public override init() {
      super.init()
    }

    /// Creates an item from an archive. Headless: nothing is decoded; the item is empty.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates an item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
      super.init()
      self.title = title
      self.image = image
      self.tag = tag
    }

    /// Creates an item with a title, image and selected image.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
      super.init()
      self.title = title
      self.image = image
      self.selectedImage = selectedImage
    }

    /// Creates a system item.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
      super.init()
      self.title = "\(systemItem)".capitalized
      self.tag = tag
    }
  }
#endif

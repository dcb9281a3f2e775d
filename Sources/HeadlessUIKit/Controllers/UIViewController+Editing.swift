#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension UIViewController {
    /// Whether the controller lets the user edit its content; setting it calls
    /// ``setEditing(_:animated:)`` without animation.
    public var isEditing: Bool {
      get { storedIsEditing }
      set { setEditing(newValue, animated: false) }
    }

    /// A bar button item that toggles editing: titled "Edit", "Done" while editing; a tap calls
    /// ``setEditing(_:animated:)`` with the opposite state, animated (Apple's `editButtonItem`).
    public var editButtonItem: UIBarButtonItem {
      if let item = storedEditButtonItem { return item }
      let item = UIBarButtonItem(
        title: isEditing ? "Done" : "Edit",
        primaryAction: UIAction { [weak self] _ in
          guard let self else { return }
          self.setEditing(!self.isEditing, animated: true)
        })
      storedEditButtonItem = item
      return item
    }
  }

#endif

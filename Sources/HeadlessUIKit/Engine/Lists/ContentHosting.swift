#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The content configuration of a cell or header/footer view, shown in its content view:
  /// shared by table cells, table header/footer views and collection cells.
  @MainActor struct ContentHosting {
    /// The configuration set.
    var configuration: (any UIContentConfiguration)?
    /// The view showing it, inside the content view.
    var view: (any UIView & UIContentView)?

    /// Sets the configuration: updates the current content view when it supports the new
    /// configuration's type, else replaces it (in `contentView`, filling it).
    mutating func set(_ configuration: (any UIContentConfiguration)?, in contentView: UIView) {
      self.configuration = configuration
      guard let configuration else {
        view?.removeFromSuperview()
        view = nil
        return
      }
      if let view, type(of: view.configuration) == type(of: configuration),
        view.supports(configuration)
      {
        view.configuration = configuration
        return
      }
      view?.removeFromSuperview()
      let made = configuration.makeContentView()
      made.frame = contentView.bounds
      contentView.addSubview(made)
      view = made
    }

    /// Headless only: the texts shown, in order: the list configuration's text and secondary
    /// text; else the given labels' texts; else the texts of the labels inside `contentView`.
    func texts(labels: [UILabel?], contentView: UIView) -> [String] {
      if let list = configuration as? UIListContentConfiguration {
        return [list.text, list.secondaryText].compactMap { $0 }
      }
      let own = labels.compactMap { $0?.text }.filter { !$0.isEmpty }
      if !own.isEmpty { return own }
      var found: [String] = []
      contentView.forEachInSubtree { view in
        if let label = view as? UILabel, !label.isHidden, let text = label.text, !text.isEmpty {
          found.append(text)
        }
      }
      return found
    }

    /// The subview `stored` holds, made by `make` and added to `contentView` (behind the
    /// others with `behind`) when first read: a cell's or a header's labels and image view.
    static func subview<View: UIView>(
      _ stored: inout View?, in contentView: UIView, behind: Bool = false, make: () -> View
    ) -> View {
      if let stored { return stored }
      let view = make()
      if behind { contentView.insertSubview(view, at: 0) } else { contentView.addSubview(view) }
      stored = view
      return view
    }

    /// A cell's configuration state: default traits, with its selection, highlight and
    /// editing.
    static func state(
      selected: Bool, highlighted: Bool, editing: Bool = false
    ) -> UICellConfigurationState {
      var state = UICellConfigurationState(traitCollection: .device)
      state.isSelected = selected
      state.isHighlighted = highlighted
      state.isEditing = editing
      return state
    }
  }
#endif

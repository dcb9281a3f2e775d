#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension UITableViewCell {
    /// The top and bottom margins UIKit gives a table cell's content view (iOS 11 and later;
    /// Apple documents no value: the observed one, which Interface Builder also shows).
    static let contentVerticalMargin: CGFloat = 11

    /// The width of a standard accessory's glyph. Apple documents none of them: these are the
    /// headless choice (close to the glyphs' frames on iOS 17), the accessory sitting against
    /// the cell's trailing margin and the content view ending where it begins.
    static func accessoryGlyphWidth(_ type: AccessoryType) -> CGFloat {
      switch type {
      case .none: 0
      case .disclosureIndicator: 12
      case .checkmark: 14
      case .detailButton: 22
      case .detailDisclosureButton: 42
      }
    }

    /// The height of the separator under the cell: one pixel of the screen when its table draws
    /// separators, none otherwise (and outside a table).
    var separatorHeight: CGFloat {
      guard let table = owningTable, table.separatorStyle != .none else { return 0 }
      return 1 / UIScreen.mainScale
    }

    /// The leading and trailing margin of the content view: its table's (the system minimum
    /// margin at the table's width, or the readable width's when the table's
    /// `cellLayoutMarginsFollowReadableWidth`), or a screen-wide table's outside a table.
    private var tableSideMargin: CGFloat {
      let width = owningTable?.bounds.width ?? UIScreen.main.bounds.width
      let idiom = owningTable?.traitCollection.userInterfaceIdiom ?? .phone
      let side = UIViewController.systemMinimumSideMargin(width: width, idiom: idiom)
      guard owningTable?.cellLayoutMarginsFollowReadableWidth == true else { return side }
      return max(side, (width - UIView.readableContentWidth) / 2)
    }

    /// The width the accessory takes from the content view, the trailing margin it sits in
    /// included: the custom accessory view's width, else the standard accessory's.
    private var accessoryExtent: CGFloat {
      let width =
        accessoryView?.frame.width ?? Self.accessoryGlyphWidth(accessoryType)
      return width > 0 ? width + tableSideMargin : 0
    }

    /// The content view's frame in a cell of `size`, as UIKit's cell lays it out: the cell's
    /// bounds less the separator at the bottom, the accessory on the trailing side and, when the
    /// table `insetsContentViewsToSafeArea`, the table's left and right safe area insets.
    func contentFrame(in size: CGSize) -> CGRect {
      var left: CGFloat = 0
      var right: CGFloat = 0
      if let table = owningTable, table.insetsContentViewsToSafeArea {
        let insets = table.safeAreaInsets
        left = insets.left
        right = insets.right
      }
      if effectiveUserInterfaceLayoutDirection == .rightToLeft {
        left += accessoryExtent
      } else {
        right += accessoryExtent
      }
      return CGRect(
        x: left, y: 0, width: max(0, size.width - left - right),
        height: max(0, size.height - separatorHeight))
    }

    /// Gives the content view its frame (``contentFrame(in:)``), its margins (UIKit's cell
    /// margins, unless margins were set on it) and places the accessory view.
    func layoutContentView() {
      let frame = contentFrame(in: bounds.size)
      if contentView.frame != frame { contentView.frame = frame }
      let side = tableSideMargin
      let margins = NSDirectionalEdgeInsets(
        top: Self.contentVerticalMargin, leading: side, bottom: Self.contentVerticalMargin,
        trailing: side)
      if !contentView.layoutState.hasCustomLayoutMargins,
        contentView.layoutState.directionalLayoutMargins != margins
      {
        contentView.changeLayoutMarginInputs {
          contentView.layoutState.directionalLayoutMargins = margins
        }
      }
      if let accessoryView {
        let size = accessoryView.frame.size
        let x =
          effectiveUserInterfaceLayoutDirection == .rightToLeft
          ? frame.minX - size.width : frame.maxX
        accessoryView.frame.origin = CGPoint(x: x, y: (frame.height - size.height) / 2)
      }
    }
  }
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  extension Headless.Proxy where Base: UIView {
    /// Every view below this one, depth first, parents before children, in reading order: a
    /// stack view's arranged subviews in their order, then other subviews back to front.
    /// Hidden views are included (check `isHidden`); for renderers.
    @preconcurrency @MainActor public var allSubviewsInReadingOrder: [UIView] {
      base.readingOrderSubviews
    }

    /// The visible views below this one, in reading order, skipping hidden or transparent
    /// views and their subtrees.
    @preconcurrency @MainActor public var visibleSubviewsInReadingOrder: [UIView] {
      base.visibleReadingOrderSubviews
    }
  }

  extension UIView {
    var readingOrderSubviews: [UIView] {
      var result: [UIView] = []
      func visit(_ view: UIView) {
        for subview in view.subviewsInReadingOrder {
          result.append(subview)
          visit(subview)
        }
      }
      visit(self)
      return result
    }

    var visibleReadingOrderSubviews: [UIView] {
      var result: [UIView] = []
      func visit(_ view: UIView) {
        for subview in view.subviewsInReadingOrder
        where !subview.isHidden && subview.alpha >= 0.01 {
          result.append(subview)
          visit(subview)
        }
      }
      visit(self)
      return result
    }

    private var subviewsInReadingOrder: [UIView] {
      guard let stack = self as? UIStackView else { return subviews }
      let arranged = stack.arrangedSubviews
      return arranged + subviews.filter { view in !arranged.contains { $0 === view } }
    }
  }
#endif

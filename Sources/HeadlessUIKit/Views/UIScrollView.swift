#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The delegate of a scroll view, as UIKit's `UIScrollViewDelegate` (all methods optional).
  @preconcurrency @MainActor public protocol UIScrollViewDelegate: AnyObject {
    /// Called when the content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
  }

  extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  }

  /// A view whose content scrolls, as UIKit's `UIScrollView`. Headless: offsets are recorded.
  @preconcurrency @MainActor open class UIScrollView: UIView {
    /// How the keyboard is dismissed by scrolling.
    public enum KeyboardDismissMode: Int, Sendable {
      /// Not dismissed.
      case none
      /// Dismissed when dragging starts.
      case onDrag
      /// Follows the drag.
      case interactive
    }

    /// How the safe area adjusts the content insets.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
      /// UIKit's choice.
      case automatic
      /// Along scrollable axes.
      case scrollableAxes
      /// Never.
      case never
      /// Always.
      case always
    }

    /// The delegate (weak).
    open weak var delegate: UIScrollViewDelegate?
    /// The size of the content.
    open var contentSize: CGSize = .zero
    /// The point of the content at the view's origin: the origin of `bounds`, as in UIKit, so
    /// subviews (the content) show moved by it and convert between coordinate spaces with it.
    open var contentOffset: CGPoint {
      get { boundsOrigin }
      set {
        boundsOrigin = newValue
        moveFrameGuide()
        delegate?.scrollViewDidScroll(self)
      }
    }
    /// The bounds, whose origin is `contentOffset`: setting another origin scrolls, as
    /// setting `contentOffset` does.
    open override var bounds: CGRect {
      get { super.bounds }
      set {
        super.bounds = CGRect(origin: contentOffset, size: newValue.size)
        if newValue.origin != contentOffset { contentOffset = newValue.origin }
      }
    }
    /// Insets around the content.
    open var contentInset: UIEdgeInsets = .zero
    /// The insets including the safe area.
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// How the safe area adjusts the insets.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Whether the user can scroll.
    open var isScrollEnabled = true
    /// Whether scrolling stops at page boundaries.
    open var isPagingEnabled = false
    /// Whether the content bounces at the edges.
    open var bounces = true
    /// Whether it bounces vertically even when the content is short.
    open var alwaysBounceVertical = false
    /// Whether it bounces horizontally even when the content is narrow.
    open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows.
    open var showsHorizontalScrollIndicator = true
    /// How scrolling dismisses the keyboard.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// The refresh control shown above the content.
    open var refreshControl: UIRefreshControl? {
      didSet {
        oldValue?.removeFromSuperview()
        if let refreshControl { addSubview(refreshControl) }
      }
    }

    /// The guide of the content's area: at the content's origin, sized by the constraints of
    /// the content pinned to it; the content size follows it after each layout pass.
    public var contentLayoutGuide: UILayoutGuide { scrollGuide(Self.contentGuideIdentifier) }
    /// The guide of the scroll view's frame, in the content's coordinates (it moves with the
    /// content offset, so views pinned to it stay in place while the content scrolls).
    public var frameLayoutGuide: UILayoutGuide { scrollGuide(Self.frameGuideIdentifier) }

    /// Lays out the subviews, then makes the content size follow the content layout guide when
    /// the content's constraints size it.
    open override func layoutSubviews() {
      super.layoutSubviews()
      updateContentSizeFromGuide()
    }

    /// Scrolls to an offset (at once, headless).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
      self.contentOffset = contentOffset
    }
  }
#endif

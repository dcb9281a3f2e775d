#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The delegate of a scroll view, as UIKit's `UIScrollViewDelegate` (all methods optional).
  @preconcurrency @MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// Called when the content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Called when the scroll view's ``UIScrollView/adjustedContentInset`` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
  }

  extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
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

    /// How the safe area adjusts the content insets (see ``adjustedContentInset``).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
      /// As ``scrollableAxes``, and the top and bottom always when the scroll view is the view
      /// of a controller inside a navigation or tab bar controller whose
      /// `automaticallyAdjustsScrollViewInsets` is on (the default).
      case automatic
      /// The edges of the scrollable axes: the content is larger than the frame on that axis,
      /// or it always bounces on it.
      case scrollableAxes
      /// Never: the adjusted insets are the content insets.
      case never
      /// Always: every edge adds the safe area.
      case always
    }

    /// The delegate (weak).
    open weak var delegate: UIScrollViewDelegate?
    /// The size of the content.
    open var contentSize: CGSize = .zero {
      didSet { if contentSize != oldValue { updateAdjustedContentInset() } }
    }
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
    /// Insets around the content, from the safe area's edges where the safe area adjusts them
    /// (see ``adjustedContentInset``).
    open var contentInset: UIEdgeInsets = .zero {
      didSet { if contentInset != oldValue { updateAdjustedContentInset() } }
    }
    /// The insets of the content: ``contentInset`` plus the safe area insets of the edges
    /// ``contentInsetAdjustmentBehavior`` adjusts. The content's own safe area leaves those
    /// edges out (a cell under a navigation bar is not inset by it), and the scrolling range
    /// runs from `-adjustedContentInset.top` to the content's end plus the bottom inset.
    open var adjustedContentInset: UIEdgeInsets {
      contentInset.adding(systemContentInset(safeArea: safeAreaInsets))
    }
    /// How the safe area adjusts the insets (``ContentInsetAdjustmentBehavior/automatic`` by
    /// default).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
      didSet { if contentInsetAdjustmentBehavior != oldValue { updateAdjustedContentInset() } }
    }
    /// Whether the user can scroll.
    open var isScrollEnabled = true
    /// Whether scrolling stops at page boundaries.
    open var isPagingEnabled = false
    /// Whether the content bounces at the edges.
    open var bounces = true
    /// Whether it bounces vertically even when the content is short.
    open var alwaysBounceVertical = false {
      didSet { if alwaysBounceVertical != oldValue { updateAdjustedContentInset() } }
    }
    /// Whether it bounces horizontally even when the content is narrow.
    open var alwaysBounceHorizontal = false {
      didSet { if alwaysBounceHorizontal != oldValue { updateAdjustedContentInset() } }
    }
    /// Whether the vertical indicator shows.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows.
    open var showsHorizontalScrollIndicator = true
    /// Whether the system adds the safe area's part of ``adjustedContentInset`` to the scroll
    /// indicators' insets (`true` by default): the properties below keep the values set, and
    /// the indicators are drawn inside both (`headless.verticalIndicatorInsets`).
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// The insets of the vertical scroll indicator (`.zero` by default).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// The insets of the horizontal scroll indicator (`.zero` by default).
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Sets both indicators' insets (UIKit deprecates reading it since iOS 13: it reads the
    /// vertical indicator's here).
    open var scrollIndicatorInsets: UIEdgeInsets {
      get { verticalScrollIndicatorInsets }
      set {
        verticalScrollIndicatorInsets = newValue
        horizontalScrollIndicatorInsets = newValue
      }
    }
    /// How scrolling dismisses the keyboard.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// The refresh control shown above the content.
    open var refreshControl: UIRefreshControl? {
      didSet {
        oldValue?.removeFromSuperview()
        if let refreshControl { addSubview(refreshControl) }
      }
    }

    /// The adjusted insets last announced by ``adjustedContentInsetDidChange()``.
    var announcedAdjustedContentInset: UIEdgeInsets = .zero

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

    /// Called when ``adjustedContentInset`` changed; tells the delegate
    /// (`scrollViewDidChangeAdjustedContentInset(_:)`). Overrides call `super`.
    open func adjustedContentInsetDidChange() {
      delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Scrolls to an offset (at once, headless).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
      self.contentOffset = contentOffset
    }
  }
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  // Apple's pages: UIView.convert(_:to:) and convert(_:from:), for points and rectangles
  // (developer.apple.com/documentation/uikit/uiview/convert(_:to:)-1xizt and -2kf3d,
  // convert(_:from:)-7irzk: "if view is nil, this method instead converts to window base
  // coordinates"); UIWindow.convert(_:to:) and convert(_:from:) (…/uiwindow/convert(_:to:)-687rw,
  // convert(_:from:)-1gbm1: "specify nil to convert the point to the logical coordinate system of
  // the screen"); UIFocusItemScrollableContainer.contentOffset ("bounds.origin must be equal to
  // the content offset"), which UIScrollView adopts.
  @MainActor @Suite struct CoordinateConversionTests {
    /// root (0 0 300 300) > outer (10 20 200 200) > inner (5 7 50 50), and a sibling of outer.
    private func tree() -> (root: UIView, outer: UIView, inner: UIView, sibling: UIView) {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
      let outer = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
      let inner = UIView(frame: CGRect(x: 5, y: 7, width: 50, height: 50))
      let sibling = UIView(frame: CGRect(x: 100, y: 150, width: 40, height: 40))
      root.addSubview(outer)
      outer.addSubview(inner)
      root.addSubview(sibling)
      return (root, outer, inner, sibling)
    }

    @Test func pointsConvertUpDownAndAcrossATree() {
      let (root, outer, inner, sibling) = tree()
      let point = CGPoint(x: 1, y: 2)
      #expect(inner.convert(point, to: root) == CGPoint(x: 16, y: 29))
      #expect(inner.convert(point, to: outer) == CGPoint(x: 6, y: 9))
      #expect(root.convert(CGPoint(x: 16, y: 29), to: inner) == point)
      #expect(inner.convert(CGPoint(x: 16, y: 29), from: root) == point)
      #expect(root.convert(point, from: inner) == CGPoint(x: 16, y: 29))
      // Across: inner's (1, 2) is root's (16, 29), sibling's (-84, -121).
      #expect(inner.convert(point, to: sibling) == CGPoint(x: -84, y: -121))
      #expect(sibling.convert(point, from: inner) == CGPoint(x: -84, y: -121))
      #expect(inner.convert(point, to: inner) == point)
    }

    @Test func rectanglesMoveAndKeepTheirSize() {
      let (root, _, inner, sibling) = tree()
      let rect = CGRect(x: 1, y: 2, width: 30, height: 40)
      #expect(inner.convert(rect, to: root) == CGRect(x: 16, y: 29, width: 30, height: 40))
      #expect(inner.convert(rect, to: sibling) == CGRect(x: -84, y: -121, width: 30, height: 40))
      #expect(sibling.convert(rect, from: inner) == CGRect(x: -84, y: -121, width: 30, height: 40))
      #expect(root.convert(CGRect(x: 16, y: 29, width: 30, height: 40), to: inner) == rect)
      #expect(inner.convert(CGRect.null, to: root).isNull)
      // A view's frame in its superview is its bounds converted there.
      #expect(inner.convert(inner.bounds, to: inner.superview) == inner.frame)
    }

    @Test func theBoundsOriginShiftsWhatIsInside() {
      let (root, outer, inner, _) = tree()
      outer.bounds = CGRect(x: 3, y: -4, width: 200, height: 200)
      #expect(outer.bounds.origin == CGPoint(x: 3, y: -4))
      #expect(outer.frame == CGRect(x: 10, y: 20, width: 200, height: 200))
      // inner's origin is at outer's (5, 7), which shows at outer's own (2, 11).
      #expect(inner.convert(CGPoint.zero, to: root) == CGPoint(x: 12, y: 31))
      #expect(outer.convert(CGPoint.zero, to: root) == CGPoint(x: 7, y: 24))
    }

    @Test func aScrollViewsContentOffsetIsItsBoundsOrigin() {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
      let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
      let row = UIView(frame: CGRect(x: 0, y: 500, width: 300, height: 44))
      root.addSubview(scroll)
      scroll.addSubview(row)
      scroll.contentSize = CGSize(width: 300, height: 2000)
      #expect(row.convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: 600))
      scroll.contentOffset = CGPoint(x: 0, y: 450)
      #expect(scroll.bounds == CGRect(x: 0, y: 450, width: 300, height: 400))
      #expect(row.convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: 150))
      #expect(row.convert(row.bounds, to: scroll) == row.frame)
      #expect(scroll.convert(CGPoint(x: 0, y: 500), to: root) == CGPoint(x: 0, y: 150))

      // Setting the bounds' origin scrolls: the offset follows and the delegate hears it.
      let delegate = ScrollRecorder()
      scroll.delegate = delegate
      scroll.bounds.origin = CGPoint(x: 0, y: 480)
      #expect(scroll.contentOffset == CGPoint(x: 0, y: 480))
      #expect(delegate.offsets == [CGPoint(x: 0, y: 480)])
      #expect(row.convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: 120))
      scroll.bounds.size.height = 300
      #expect(scroll.frame.size.height == 300)
      #expect(scroll.contentOffset == CGPoint(x: 0, y: 480))
      #expect(delegate.offsets.count == 1)
    }

    @Test func aScrolledTablesCellsConvertToWhereTheyShow() {
      let source = RowsSource(rows: 100)
      let container = UIView(frame: UIScreen.main.bounds)
      let table = UITableView(frame: CGRect(x: 0, y: 47, width: 390, height: 763), style: .plain)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      table.dataSource = source
      container.addSubview(table)
      table.contentOffset = CGPoint(x: 0, y: 440)
      table.layoutIfNeeded()
      let cell = table.cellForRow(at: IndexPath(row: 10, section: 0))
      // Row 10 starts at 440 in the content, the top of what the table shows.
      #expect(cell?.frame.minY == 440)
      #expect(cell.map { $0.convert($0.bounds, to: container) }?.minY == 47)
    }

    @Test func nilMeansTheWindowOrTheTopmostAncestor() {
      let (root, outer, inner, _) = tree()
      // In no window: the topmost ancestor's coordinates, its own frame origin left out.
      root.frame.origin = CGPoint(x: 1000, y: 1000)
      #expect(inner.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 27))
      #expect(inner.convert(CGPoint(x: 15, y: 27), from: nil) == .zero)
      #expect(
        outer.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: nil).origin
          == CGPoint(x: 10, y: 20))

      let window = UIWindow(frame: CGRect(x: 50, y: 60, width: 300, height: 400))
      root.frame.origin = CGPoint(x: 0, y: 30)
      window.addSubview(root)
      // In a window: the window's coordinates, whatever its frame on the screen.
      #expect(inner.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 57))
      #expect(inner.convert(CGPoint(x: 15, y: 57), from: nil) == .zero)
      #expect(window.convert(CGPoint(x: 1, y: 1), to: nil as UIView?) == CGPoint(x: 1, y: 1))
    }

    @Test func windowsConvertThroughTheScreen() {
      let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let second = UIWindow(frame: CGRect(x: 100, y: 200, width: 200, height: 200))
      let a = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
      let b = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
      first.addSubview(a)
      second.addSubview(b)
      // The screen's (10, 10) is the second window's (-90, -190), b's (-95, -195).
      #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -95, y: -195))
      #expect(b.convert(CGPoint(x: -95, y: -195), to: a) == .zero)
      #expect(second.convert(CGPoint.zero, to: nil) == CGPoint(x: 100, y: 200))
      #expect(second.convert(CGPoint(x: 100, y: 200), from: nil) == .zero)
      #expect(first.convert(CGPoint(x: 110, y: 210), to: second) == CGPoint(x: 10, y: 10))
      #expect(second.convert(CGPoint(x: 10, y: 10), to: first) == CGPoint(x: 110, y: 210))
      #expect(
        second.convert(CGRect(x: 0, y: 0, width: 8, height: 9), to: nil)
          == CGRect(x: 100, y: 200, width: 8, height: 9))
      #expect(
        first.convert(CGRect(x: 100, y: 200, width: 8, height: 9), from: second)
          == CGRect(x: 200, y: 400, width: 8, height: 9))
    }

    @Test func theScreensCoordinateSpaceIsWhereWindowsAre() {
      let window = UIWindow(frame: CGRect(x: 0, y: 100, width: 390, height: 744))
      let view = UIView(frame: CGRect(x: 20, y: 30, width: 10, height: 10))
      window.addSubview(view)
      let screen = UIScreen.main.coordinateSpace
      #expect(screen.bounds == UIScreen.main.bounds)
      #expect(UIScreen.main.fixedCoordinateSpace.bounds == UIScreen.main.bounds)
      #expect(view.convert(CGPoint(x: 1, y: 1), to: screen) == CGPoint(x: 21, y: 131))
      #expect(view.convert(CGPoint(x: 21, y: 131), from: screen) == CGPoint(x: 1, y: 1))
      #expect(screen.convert(CGPoint(x: 21, y: 131), to: view) == CGPoint(x: 1, y: 1))
      #expect(
        screen.convert(CGRect(x: 1, y: 1, width: 2, height: 2), from: view)
          == CGRect(x: 21, y: 131, width: 2, height: 2))
      // Views are coordinate spaces too, as UIKit declares.
      let space: any UICoordinateSpace = window
      #expect(view.convert(CGPoint.zero, to: space) == CGPoint(x: 20, y: 30))
      #expect(space.bounds == window.bounds)
    }
  }

  @MainActor private final class ScrollRecorder: NSObject, UIScrollViewDelegate {
    var offsets: [CGPoint] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      offsets.append(scrollView.contentOffset)
    }
  }
#endif

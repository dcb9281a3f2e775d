/// One placer per page of `pageController`; once every page is placed, the first is shown and
/// the others are reachable by swiping (a data source serving the pages in order, kept alive by
/// the page controller). Each context is the page controller.
@preconcurrency @MainActor public func pageEmbedding(
  _ pageController: UIPageViewController, pagesCount: Int
) -> [ScreenPlacer<UIPageViewController>] {
  makeEmbeddingPlacers(into: pageController, count: pagesCount, embed: showPages)
}

/// A placer that makes the controller the single page of `pageController` (a new one by
/// default), then calls `onDidPlaceEmbedded` (to place the page controller, say); the context is
/// the page controller. Later pages follow with ``nextPage(in:animated:)``.
///
/// ```swift
/// let placer = pageEmbedding(onDidPlaceEmbedded: { window.rootViewController = pages })
/// ```
@preconcurrency @MainActor public func pageEmbedding(
  _ pageController: UIPageViewController = ScreenPlacerEmbedding.makePageController(),
  onDidPlaceEmbedded: @escaping @MainActor () -> Void = {}
) -> ScreenPlacer<UIPageViewController> {
  makeEmbeddingPlacer(
    into: pageController,
    embed: { pageController, controller in
      pageController.setViewControllers([controller], direction: .forward, animated: false)
    },
    placeContainer: { _ in onDidPlaceEmbedded() })
}

/// A placer that shows the controller as the next page of `pageController`; the context is the
/// page controller, with its own type.
///
/// ```swift
/// secondPageScreen.place(with: nextPage(in: pageController))
/// ```
@preconcurrency @MainActor public func nextPage<PageController: UIPageViewController>(
  in pageController: PageController, animated: Bool = true
) -> ScreenPlacer<PageController> {
  makePlacer(base: pageController) { pageController, controller in
    pageController.setViewControllers([controller], direction: .forward, animated: animated)
    return pageController
  }
}

extension ScreenPlacer {
  /// A placer that makes the controller the single page of a page controller (a new one by
  /// default), placed with this placer; later pages follow with ``nextPage(in:animated:)``.
  public func withPageEmbedding(
    _ pageController: UIPageViewController = ScreenPlacerEmbedding.makePageController()
  ) -> ScreenPlacer<UIPageViewController> {
    pageEmbedding(pageController, onDidPlaceEmbedded: { self.place(pageController) })
  }

  /// One placer per page of a page controller (a new one by default), which this placer places
  /// once every page is placed; see ``pageEmbedding(_:pagesCount:)``.
  public func withPageEmbedding(
    _ pageController: UIPageViewController = ScreenPlacerEmbedding.makePageController(),
    pagesCount: Int
  ) -> [ScreenPlacer<UIPageViewController>] {
    withEmbedding(into: pageController, count: pagesCount, embed: showPages)
  }
}

/// Shows the first of `pages` and serves the others in order.
@MainActor
private func showPages(_ pageController: UIPageViewController, _ pages: [UIViewController]) {
  let dataSource = PagesDataSource(pages)
  pageController.holdReference(to: dataSource)
  pageController.dataSource = dataSource
  if let first = pages.first {
    pageController.setViewControllers([first], direction: .forward, animated: false)
  }
}

/// Serves a fixed list of pages, in order.
@MainActor
private final class PagesDataSource: NSObject, UIPageViewControllerDataSource {
  private let pages: [UIViewController]

  init(_ pages: [UIViewController]) {
    self.pages = pages
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
    return pages[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else {
      return nil
    }
    return pages[index + 1]
  }
}

/// The factories of the containers that embeddings create. An app may replace them, to use its
/// own navigation controller subclass, say:
///
/// ```swift
/// ScreenPlacerEmbedding.makeNavigationController = { BrandedNavigationController() }
/// ```
@preconcurrency @MainActor public enum ScreenPlacerEmbedding {
  /// Makes the navigation controller of `withNavigationEmbedding()` and `navigationEmbedding()`.
  public static var makeNavigationController: @MainActor () -> UINavigationController = {
    UINavigationController()
  }

  /// Makes the tab bar controller of `withTabBarEmbedding(tabsCount:)`.
  public static var makeTabBarController: @MainActor () -> UITabBarController = {
    UITabBarController()
  }

  /// Makes the page controller of `withPageEmbedding(pagesCount:)` and `pageEmbedding(…)`.
  public static var makePageController: @MainActor () -> UIPageViewController = {
    UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
  }

  /// Gives the root controller of a dismissible navigation embedding its way out, once the
  /// navigation controller is placed: by default, unless the root controller already has a left
  /// bar button item, a Done button there that dismisses the navigation controller.
  ///
  /// ```swift
  /// ScreenPlacerEmbedding.makeDismissible = { navigationController in
  ///   navigationController.viewControllers.first?.navigationItem.rightBarButtonItem =
  ///     UIBarButtonItem(systemItem: .close, primaryAction: UIAction { [weak navigationController] _ in
  ///       navigationController?.dismiss(animated: true)
  ///     })
  /// }
  /// ```
  public static var makeDismissible: @MainActor (UINavigationController) -> Void = {
    navigationController in
    guard let root = navigationController.viewControllers.first,
      root.navigationItem.leftBarButtonItem == nil
    else { return }
    root.navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .done,
      primaryAction: UIAction { [weak navigationController] _ in
        navigationController?.dismiss(animated: true)
      })
  }
}

/// A placer that embeds the controller into `container` with `embed`, then places the container
/// with `placeContainer` (if any); the context is the container.
@preconcurrency @MainActor public func makeEmbeddingPlacer<Container: UIViewController>(
  into container: Container,
  embed: @escaping @MainActor (Container, UIViewController) -> Void,
  placeContainer: (@MainActor (Container) -> Void)? = nil
) -> ScreenPlacer<Container> {
  makePlacer(base: container) { container, controller in
    embed(container, controller)
    placeContainer?(container)
    return container
  }
}

/// `count` placers that each fill one slot of `container`; once every slot is placed, `embed`
/// gets the controllers in slot order and `placeContainer` (if any) places the container. Each
/// placer's context is the container.
@preconcurrency @MainActor public func makeEmbeddingPlacers<Container: UIViewController>(
  into container: Container,
  count: Int,
  embed: @escaping @MainActor (Container, [UIViewController]) -> Void,
  placeContainer: (@MainActor (Container) -> Void)? = nil
) -> [ScreenPlacer<Container>] {
  let slots = EmbeddingSlots(count: count) { controllers in
    embed(container, controllers)
    placeContainer?(container)
  }
  return (0..<count).map { index in
    makePlacer(base: container) { container, controller in
      slots.fill(index, with: controller)
      return container
    }
  }
}

/// The controllers placed so far into a multi-slot embedding.
@MainActor
private final class EmbeddingSlots {
  private var controllers: [UIViewController?]
  private let complete: @MainActor ([UIViewController]) -> Void

  init(count: Int, complete: @escaping @MainActor ([UIViewController]) -> Void) {
    controllers = Array(repeating: nil, count: count)
    self.complete = complete
  }

  func fill(_ index: Int, with controller: UIViewController) {
    controllers[index] = controller
    let placed = controllers.compactMap { $0 }
    if placed.count == controllers.count { complete(placed) }
  }
}

extension ScreenPlacer {
  /// A placer that embeds the controller into `container` with `embed`, then places the container
  /// with this placer; the context is the container.
  public func withEmbedding<Container: UIViewController>(
    into container: Container, embed: @escaping @MainActor (Container, UIViewController) -> Void
  ) -> ScreenPlacer<Container> {
    makeEmbeddingPlacer(into: container, embed: embed) { self.place($0) }
  }

  /// `count` placers filling the slots of `container`, which this placer places once all are
  /// filled; see ``makeEmbeddingPlacers(into:count:embed:placeContainer:)``.
  public func withEmbedding<Container: UIViewController>(
    into container: Container, count: Int,
    embed: @escaping @MainActor (Container, [UIViewController]) -> Void
  ) -> [ScreenPlacer<Container>] {
    makeEmbeddingPlacers(into: container, count: count, embed: embed) { self.place($0) }
  }
}

/// The original Lasso's spelling of ``makeEmbeddingPlacer(into:embed:placeContainer:)``: embeds
/// the controller into `embedder` with `place`, then calls `onDidPlaceEmbedded`; the context is
/// the embedder. New code prefers `embed:`/`placeContainer:`, whose second closure receives the
/// container.
///
/// ```swift
/// let placer = makeEmbeddingPlacer(
///   into: container, place: { container, controller in container.show(controller) },
///   onDidPlaceEmbedded: { window.rootViewController = container })
/// ```
@_disfavoredOverload
@preconcurrency @MainActor public func makeEmbeddingPlacer<Embedder: UIViewController>(
  into embedder: Embedder,
  place: @escaping @MainActor (Embedder, UIViewController) -> Void,
  onDidPlaceEmbedded: @escaping @MainActor () -> Void = {}
) -> ScreenPlacer<Embedder> {
  makeEmbeddingPlacer(into: embedder, embed: place, placeContainer: { _ in onDidPlaceEmbedded() })
}

/// The original Lasso's spelling of ``makeEmbeddingPlacers(into:count:embed:placeContainer:)``:
/// `count` placers filling the slots of `embedder`; once all are placed, `place` gets the
/// controllers in slot order and `onDidPlaceEmbedded` is called.
///
/// ```swift
/// let placers = makeEmbeddingPlacers(
///   into: split, count: 2, place: { split, controllers in split.viewControllers = controllers })
/// ```
@_disfavoredOverload
@preconcurrency @MainActor public func makeEmbeddingPlacers<Embedder: UIViewController>(
  into embedder: Embedder,
  count: Int,
  place: @escaping @MainActor (Embedder, [UIViewController]) -> Void,
  onDidPlaceEmbedded: @escaping @MainActor () -> Void = {}
) -> [ScreenPlacer<Embedder>] {
  makeEmbeddingPlacers(
    into: embedder, count: count, embed: place, placeContainer: { _ in onDidPlaceEmbedded() })
}

extension ScreenPlacer {
  /// The original Lasso's spelling of ``withEmbedding(into:embed:)``.
  ///
  /// ```swift
  /// let placer = presented(on: root).withEmbedding(into: container, place: { $0.show($1) })
  /// ```
  @_disfavoredOverload
  public func withEmbedding<Embedder: UIViewController>(
    into embedder: Embedder, place: @escaping @MainActor (Embedder, UIViewController) -> Void
  ) -> ScreenPlacer<Embedder> {
    withEmbedding(into: embedder, embed: place)
  }

  /// The original Lasso's spelling of ``withEmbedding(into:count:embed:)``.
  ///
  /// ```swift
  /// let placers = presented(on: root).withEmbedding(
  ///   into: split, count: 2, place: { split, controllers in split.viewControllers = controllers })
  /// ```
  @_disfavoredOverload
  public func withEmbedding<Embedder: UIViewController>(
    into embedder: Embedder, count: Int,
    place: @escaping @MainActor (Embedder, [UIViewController]) -> Void
  ) -> [ScreenPlacer<Embedder>] {
    withEmbedding(into: embedder, count: count, embed: place)
  }
}

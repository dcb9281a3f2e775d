import Lasso

/// Key paths that are not key-value observing, and no selector: nothing to change or report.
final class TitleObserver {
  func start(store: TitleStore) {
    store.observeState(\.title) { [weak self] title in self?.show(title) }
    store.container.observe(\.subtitle) { subtitle in print(subtitle) }
  }

  func show(_ title: String) {}
}

import Foundation

/// Observes with a selector-based NotificationCenter observer: left as it was.
final class FeedObserver {
  init(feed: FeedViewController) {
    NotificationCenter.default.addObserver(
      feed, selector: #selector(FeedViewController.reload),
      name: Notification.Name("FeedDidChange"), object: nil)
  }
}

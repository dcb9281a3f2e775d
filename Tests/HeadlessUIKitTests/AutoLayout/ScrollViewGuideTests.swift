#if !os(iOS) && !os(tvOS) && !os(visionOS)
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// `UIScrollView`'s content and frame layout guides, solved.
  @MainActor @Suite struct ScrollViewGuideTests {
    /// A 320 × 480 scroll view with a content view pinned to the content guide's edges, as wide
    /// as the frame guide and 1,000 points tall.
    private func scrollingContent() -> (UIScrollView, UIView) {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let content = UIView()
      content.translatesAutoresizingMaskIntoConstraints = false
      scrollView.addSubview(content)
      let guide = scrollView.contentLayoutGuide
      NSLayoutConstraint.activate([
        content.topAnchor.constraint(equalTo: guide.topAnchor),
        content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        content.heightAnchor.constraint(equalToConstant: 1_000),
      ])
      return (scrollView, content)
    }

    // Apple, "contentLayoutGuide" and "Working with scroll views": content pinned to the content
    // guide's edges gives the scroll view its content size.
    @Test func theContentGuideGivesTheContentSize() {
      let (scrollView, content) = scrollingContent()
      scrollView.layoutIfNeeded()
      #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1_000))
      #expect(scrollView.contentSize == CGSize(width: 320, height: 1_000))
      #expect(scrollView.contentLayoutGuide.layoutFrame.size == scrollView.contentSize)
    }

    // Apple, "frameLayoutGuide": constraints to it stay with the scroll view's frame, not the
    // scrolling content: in the content's coordinates it starts at the content offset.
    @Test func theFrameGuideStaysWithTheFrameWhileTheContentScrolls() {
      let (scrollView, _) = scrollingContent()
      let badge = UIView()
      badge.translatesAutoresizingMaskIntoConstraints = false
      scrollView.addSubview(badge)
      NSLayoutConstraint.activate([
        badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 8),
        badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor),
        badge.widthAnchor.constraint(equalToConstant: 20),
        badge.heightAnchor.constraint(equalToConstant: 20),
      ])
      scrollView.layoutIfNeeded()
      #expect(badge.frame == CGRect(x: 300, y: 8, width: 20, height: 20))
      scrollView.contentOffset = CGPoint(x: 0, y: 200)
      scrollView.layoutIfNeeded()
      #expect(badge.frame == CGRect(x: 300, y: 208, width: 20, height: 20))
      #expect(
        scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 200, width: 320, height: 480))
    }

    // A content size set by hand stays while no constraint sizes the content guide.
    @Test func aContentSizeSetByHandStaysWithoutGuideConstraints() {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      _ = scrollView.contentLayoutGuide
      scrollView.contentSize = CGSize(width: 320, height: 900)
      scrollView.layoutIfNeeded()
      #expect(scrollView.contentSize == CGSize(width: 320, height: 900))
    }
  }
#endif

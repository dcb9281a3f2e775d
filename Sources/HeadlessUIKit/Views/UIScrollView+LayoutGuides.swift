#if !os(iOS) && !os(tvOS) && !os(visionOS)
  import Foundation

  extension UIScrollView {
    /// The identifiers of the two guides and of the constraints that place them.
    static let contentGuideIdentifier = "UIScrollView-contentLayoutGuide"
    static let frameGuideIdentifier = "UIScrollView-frameLayoutGuide"

    /// The guide, made and placed on first use: the content guide starts at the content's origin
    /// and its size is left to the content's constraints; the frame guide covers the scroll
    /// view's frame, which in the content's coordinates starts at the content offset.
    func scrollGuide(_ identifier: String) -> UILayoutGuide {
      if let guide = layoutGuides.first(where: { $0.identifier == identifier }) { return guide }
      let guide = UILayoutGuide()
      guide.identifier = identifier
      addLayoutGuide(guide)
      let isFrame = identifier == Self.frameGuideIdentifier
      var placing = [
        guide.leftAnchor.constraint(equalTo: leftAnchor, constant: isFrame ? contentOffset.x : 0),
        guide.topAnchor.constraint(equalTo: topAnchor, constant: isFrame ? contentOffset.y : 0),
      ]
      if isFrame {
        placing += [
          guide.widthAnchor.constraint(equalTo: widthAnchor),
          guide.heightAnchor.constraint(equalTo: heightAnchor),
        ]
      }
      for constraint in placing { constraint.identifier = identifier }
      NSLayoutConstraint.activate(placing)
      return guide
    }

    /// Keeps the frame guide over the visible area as the content offset changes.
    func moveFrameGuide() {
      guard let guide = layoutGuides.first(where: { $0.identifier == Self.frameGuideIdentifier })
      else { return }
      for constraint in constraints
      where constraint.firstItem === guide && constraint.identifier == Self.frameGuideIdentifier {
        switch constraint.firstAttribute {
        case .left: constraint.constant = contentOffset.x
        case .top: constraint.constant = contentOffset.y
        default: break
        }
      }
    }

    /// After a layout pass: when the content's constraints size the content guide, the content
    /// size follows it (Apple, "contentLayoutGuide": "use this layout guide when you want to
    /// create Auto Layout constraints related to the content area of a scroll view").
    func updateContentSizeFromGuide() {
      guard let guide = layoutGuides.first(where: { $0.identifier == Self.contentGuideIdentifier })
      else { return }
      var usedByContent = false
      var holder: UIView? = self
      while let view = holder, !usedByContent {
        usedByContent = view.constraints.contains { constraint in
          constraint.identifier != Self.contentGuideIdentifier
            && (constraint.firstItem === guide || constraint.secondItem === guide)
        }
        holder = view.superview
      }
      guard usedByContent else { return }
      let size = guide.layoutFrame.size
      if contentSize != size { contentSize = size }
    }
  }
#endif

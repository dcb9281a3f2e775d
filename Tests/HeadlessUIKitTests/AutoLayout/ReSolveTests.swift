#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// The same engine solving again after what it was told changed: the answer is the one a new
  /// engine gives.
  @MainActor @Suite struct ReSolveTests {
    /// A label that can be told its intrinsic size.
    private final class Sized: UIView {
      var size = CGSize(width: 1_000, height: 20) {
        didSet { invalidateIntrinsicContentSize() }
      }
      override var intrinsicContentSize: CGSize { size }
    }

    @Test func aShrunkIntrinsicSizeIsSolvedAsByANewEngine() {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let label = Sized()
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        label.trailingAnchor.constraint(lessThanOrEqualTo: root.layoutMarginsGuide.trailingAnchor),
        label.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      root.layoutIfNeeded()
      #expect(label.frame == CGRect(x: 8, y: 0, width: 374, height: 20))
      for width in [300.0, 1_753, 120, 2_000, 50, 374, 375] {
        label.size = CGSize(width: width, height: 20)
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 0, width: min(width, 374), height: 20))
      }
    }

    @Test func aFittingSolvedAgainMatchesAFreshOne() {
      let cell = UIView()
      let label = Sized()
      label.translatesAutoresizingMaskIntoConstraints = false
      cell.addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: cell.layoutMarginsGuide.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: cell.layoutMarginsGuide.trailingAnchor),
        label.topAnchor.constraint(equalTo: cell.layoutMarginsGuide.topAnchor),
        label.bottomAnchor.constraint(equalTo: cell.layoutMarginsGuide.bottomAnchor),
      ])
      let engine = LayoutEngine()
      let fitting = LayoutEngine.Fitting(
        size: CGSize(width: 390, height: 0), horizontal: .required, vertical: .fittingSizeLevel)
      for (width, height) in [(1_753.0, 60.0), (200, 20), (1_000, 40), (50, 100)] {
        label.size = CGSize(width: width, height: height)
        let reused = engine.solve(root: cell, fitting: fitting)?.frames.first { $0.view === label }
        let fresh = LayoutEngine().solve(root: cell, fitting: fitting)?.frames.first {
          $0.view === label
        }
        #expect(reused?.frame == fresh?.frame)
        #expect(reused?.frame.width == 374)
      }
    }
  }
#endif

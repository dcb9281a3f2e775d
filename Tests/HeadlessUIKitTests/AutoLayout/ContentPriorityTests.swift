#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  /// A view's content hugging and compression resistance against other constraints, as each
  /// priority moves between optional and required (the engine solves a pair of optional ones as
  /// one constraint, and a required one as UIKit's pair of inequalities).
  @MainActor @Suite struct ContentPriorityTests {
    /// A label at the top leading corner of a 390 × 844 container, and its intrinsic width.
    static func label(in container: UIView) -> (UILabel, CGFloat) {
      let label = UILabel()
      label.text = "Compression resistance"
      label.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        label.topAnchor.constraint(equalTo: container.topAnchor),
      ])
      return (label, label.intrinsicContentSize.width)
    }

    // Issue 37: frames change only in a layout pass, and a change that moves views marks them
    // as needing one (UIKit's engine takes a content priority at once and the views it moves
    // need layout; here it is read at that pass, the stricter timing).
    // Apple, "Views with Intrinsic Content Size" (Auto Layout Guide): the compression
    // resistance is `width >= intrinsic` at its priority; a constraint above it squeezes the
    // view, one below does not. A required resistance is never squeezed; the 999 squeeze is the
    // constraint broken instead, and no conflict is reported (it is optional).
    @Test func aRequiredCompressionResistanceHoldsAndGivesWayOnceOptional() {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let (label, intrinsic) = Self.label(in: container)
      #expect(intrinsic > 60)
      let squeeze = label.widthAnchor.constraint(lessThanOrEqualToConstant: 60)
      squeeze.priority = UILayoutPriority(999)
      squeeze.isActive = true
      let reports = misuseReports {
        container.layoutIfNeeded()
        #expect(label.frame.width == 60)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        // Frames change only in a layout pass; the change asks for one.
        #expect(label.frame.width == 60)
        #expect(container.layoutPass.needsLayout)
        container.layoutIfNeeded()
        #expect(label.frame.width == intrinsic)
        label.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        container.layoutIfNeeded()
        #expect(label.frame.width == 60)
      }
      #expect(reports.isEmpty)
    }

    // Apple, "Views with Intrinsic Content Size": the hugging is `width <= intrinsic` at its
    // priority. A required hugging is never stretched by an optional constraint.
    @Test func aRequiredHuggingHoldsAndGivesWayOnceOptional() {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let (label, intrinsic) = Self.label(in: container)
      #expect(intrinsic < 300)
      let stretch = label.widthAnchor.constraint(greaterThanOrEqualToConstant: 300)
      stretch.priority = UILayoutPriority(999)
      stretch.isActive = true
      container.layoutIfNeeded()
      #expect(label.frame.width == 300)
      label.setContentHuggingPriority(.required, for: .horizontal)
      container.layoutIfNeeded()
      #expect(label.frame.width == intrinsic)
      label.setContentHuggingPriority(.defaultLow, for: .horizontal)
      container.layoutIfNeeded()
      #expect(label.frame.width == 300)
    }

    // The two optional priorities ranked against each other and a third constraint between
    // them: a 500 stretch beats the 251 hugging, a 500 squeeze loses to the 750 resistance; the
    // priorities swapped (hugging 750, resistance 251), each result swaps.
    @Test func eachOptionalPriorityYieldsOnlyToWhatOutranksIt() {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let (label, intrinsic) = Self.label(in: container)
      let stretch = label.widthAnchor.constraint(greaterThanOrEqualToConstant: intrinsic + 40)
      stretch.priority = UILayoutPriority(500)
      let squeeze = label.widthAnchor.constraint(lessThanOrEqualToConstant: intrinsic - 40)
      squeeze.priority = UILayoutPriority(500)
      stretch.isActive = true
      container.layoutIfNeeded()
      #expect(label.frame.width == intrinsic + 40)
      label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
      container.layoutIfNeeded()
      #expect(label.frame.width == intrinsic)
      stretch.isActive = false
      squeeze.isActive = true
      container.layoutIfNeeded()
      #expect(label.frame.width == intrinsic)
      label.setContentCompressionResistancePriority(UILayoutPriority(251), for: .horizontal)
      container.layoutIfNeeded()
      #expect(label.frame.width == intrinsic - 40)
    }
  }
#endif

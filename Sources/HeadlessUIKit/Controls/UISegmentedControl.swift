#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics

  /// A row of segments, one selected, as UIKit's `UISegmentedControl`. Setting the selection
  /// sends nothing; the user's tap (`headless.selectSegment(at:)`) selects and sends
  /// `.valueChanged`.
  @preconcurrency @MainActor open class UISegmentedControl: UIControl {
    struct Segment {
      var title: String?
      var image: UIImage?
      var isEnabled = true
    }

    /// The index meaning "no segment selected" (-1).
    nonisolated public static let noSegment = -1

    var segments: [Segment] = [] {
      didSet { invalidateIntrinsicContentSize() }
    }
    private var storedSelectedIndex = UISegmentedControl.noSegment

    /// Whether a tapped segment stays selected (`false`) or not (`true`).
    open var isMomentary = false
    /// The color of the selected segment.
    open var selectedSegmentTintColor: UIColor? {
      didSet {
        appearanceSetterCalled("selectedSegmentTintColor") { [selectedSegmentTintColor] in
          $0.selectedSegmentTintColor = selectedSegmentTintColor
        }
      }
    }

    /// Creates a control whose segments are the given titles (`String`) or images
    /// (``UIImage``).
    public convenience init(items: [Any]?) {
      self.init(frame: .zero)
      for item in items ?? [] {
        if let title = item as? String {
          segments.append(Segment(title: title))
        } else if let image = item as? UIImage {
          segments.append(Segment(image: image))
        } else {
          Misuse.report(
            "UISegmentedControl(items:) was given a \(Misuse.name(of: type(of: item))).",
            fix: "Give segment titles as String or images as UIImage.")
        }
      }
    }

    /// How many segments the control has; indexes of segments run from 0 to this minus 1.
    public var numberOfSegments: Int { segments.count }

    /// The selected segment's index, or ``noSegment``. Sends nothing when set.
    open var selectedSegmentIndex: Int {
      get { storedSelectedIndex }
      set {
        guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
          Misuse.report(
            "Attempt to select segment \(newValue) of a UISegmentedControl with "
              + "\(segments.count) segments.",
            fix: "Select an index below numberOfSegments, or UISegmentedControl.noSegment.")
          return
        }
        storedSelectedIndex = newValue
      }
    }

    /// The title of a segment.
    open func titleForSegment(at segment: Int) -> String? {
      segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// The image of a segment.
    open func imageForSegment(at segment: Int) -> UIImage? {
      segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Sets the attributes of the segments' titles in a state (font, color...), as UIKit's
    /// `setTitleTextAttributes(_:for:)`. Appearance-capable.
    open func setTitleTextAttributes(
      _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
    ) {
      titleAttributes[state.rawValue] = attributes
      appearanceSetterCalled("setTitleTextAttributes(_:for:)#\(state.rawValue)") {
        $0.setTitleTextAttributes(attributes, for: state)
      }
    }

    /// The attributes of the segments' titles in a state, as set by
    /// ``setTitleTextAttributes(_:for:)``.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
      titleAttributes[state.rawValue]
    }
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the title of a segment.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
      guard segments.indices.contains(segment) else { return }
      segments[segment].title = title
    }

    /// Sets the image of a segment.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
      guard segments.indices.contains(segment) else { return }
      segments[segment].image = image
    }

    /// Inserts a titled segment (the index is clamped to the valid range).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
      insert(Segment(title: title), at: segment)
    }

    /// Inserts an image segment (the index is clamped to the valid range).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
      insert(Segment(image: image), at: segment)
    }

    private func insert(_ newSegment: Segment, at segment: Int) {
      let index = max(0, min(segment, segments.count))
      segments.insert(newSegment, at: index)
      if storedSelectedIndex >= index { storedSelectedIndex += 1 }
    }

    /// Removes a segment.
    open func removeSegment(at segment: Int, animated: Bool) {
      guard segments.indices.contains(segment) else { return }
      segments.remove(at: segment)
      if storedSelectedIndex == segment {
        storedSelectedIndex = Self.noSegment
      } else if storedSelectedIndex > segment {
        storedSelectedIndex -= 1
      }
    }

    /// Removes all segments.
    open func removeAllSegments() {
      segments = []
      storedSelectedIndex = Self.noSegment
    }

    /// Enables or disables a segment.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
      guard segments.indices.contains(segment) else { return }
      segments[segment].isEnabled = enabled
    }

    /// The font of segment titles: the 13 pt system font, as on iOS 13 and later.
    private static let titleFont = UIFont.systemFont(ofSize: 13)
    /// The space on each side of a segment's title or image.
    private static let segmentPadding: CGFloat = 9

    /// As many equal segments as there are, each as wide as the widest title or image plus
    /// 9 points on each side; 32 points tall, as on iOS 13 and later.
    open override var intrinsicContentSize: CGSize {
      let widest =
        segments.map { segment in
          let title = segment.title.map {
            TextMeasurement($0, font: Self.titleFont, width: nil, numberOfLines: 1).size.width
          }
          return max(title ?? 0, segment.image?.size.width ?? 0) + 2 * Self.segmentPadding
        }.max() ?? 0
      return CGSize(width: widest * CGFloat(segments.count), height: 32)
    }

    /// The control's intrinsic size, whatever size is proposed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
      segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }
  }
#endif

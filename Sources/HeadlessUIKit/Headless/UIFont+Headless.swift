#if !os(iOS) && !os(tvOS) && !os(visionOS)
  extension UIFont {
    /// Headless only: the weight (UIKit keeps it in the font descriptor).
    public var weight: Weight { fontWeight }
    /// Headless only: the Dynamic Type style it was made for, if any (UIKit keeps it in the
    /// font descriptor).
    public var textStyle: TextStyle? { fontTextStyle }
  }
#endif

#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension UIButton {
    /// The look and content of a button (iOS 15), as UIKit's `UIButton.Configuration`. Its
    /// title and image are what the button shows when set. Not `Sendable`, as in the iOS 16.5 SDK, whose Swift overlay declares no such
    /// conformance: sending one across isolation is diagnosed there, so it is here.
    public struct Configuration: Hashable {
      /// How the background's corners are rounded.
      public enum CornerStyle: Int {
        /// Follows the button size.
        case dynamic
        /// Fixed radius.
        case fixed
        /// Small.
        case small
        /// Medium.
        case medium
        /// Large.
        case large
        /// A capsule.
        case capsule
      }

      /// The size of the button.
      public enum Size: Int {
        /// Mini.
        case mini
        /// Small.
        case small
        /// Medium.
        case medium
        /// Large.
        case large
      }

      /// The base style the configuration was made from (`"filled"`, `"plain"`...); UIKit
      /// does not expose it: read it with `headless.style`.
      let baseStyle: String
      /// The text the button shows when no title is set with `setTitle(_:for:)`.
      public var title: String?
      /// A second, smaller line of text under the title. Headless: stored only.
      public var subtitle: String?
      /// The image the button shows when no image is set with `setImage(_:for:)`.
      public var image: UIImage?
      /// Where the image is, relative to the title.
      public var imagePlacement: NSDirectionalRectEdge = .leading
      /// The space between image and title.
      public var imagePadding: CGFloat = 0
      /// The space between title and subtitle.
      public var titlePadding: CGFloat = 0
      /// The color of title and image.
      public var baseForegroundColor: UIColor?
      /// The color of the background.
      public var baseBackgroundColor: UIColor?
      /// How the background's corners are rounded.
      public var cornerStyle: CornerStyle = .dynamic
      /// The size of the button.
      public var buttonSize: Size = .medium
      /// The insets around the content.
      public var contentInsets = NSDirectionalEdgeInsets(
        top: 7, leading: 12, bottom: 7, trailing: 12)
      /// Whether a spinner replaces the image.
      public var showsActivityIndicator = false

      init(style: String) { self.baseStyle = style }

      /// No background, tinted title.
      public static func plain() -> Configuration { Configuration(style: "plain") }
      /// A tinted translucent background.
      public static func tinted() -> Configuration { Configuration(style: "tinted") }
      /// A gray background.
      public static func gray() -> Configuration { Configuration(style: "gray") }
      /// A filled tinted background.
      public static func filled() -> Configuration { Configuration(style: "filled") }
      /// A bordered button.
      public static func bordered() -> Configuration { Configuration(style: "bordered") }
      /// A bordered tinted button.
      public static func borderedTinted() -> Configuration {
        Configuration(style: "borderedTinted")
      }
      /// A bordered prominent button.
      public static func borderedProminent() -> Configuration {
        Configuration(style: "borderedProminent")
      }
      /// A borderless button.
      public static func borderless() -> Configuration { Configuration(style: "borderless") }
    }
  }

  /// Not `Sendable`, nor are its nested types, as in the iOS 16.5 SDK's Swift overlay (public
  /// types would otherwise be inferred `Sendable` here).
  @available(*, unavailable)
  extension UIButton.Configuration: Sendable {}

  @available(*, unavailable)
  extension UIButton.Configuration.CornerStyle: Sendable {}

  @available(*, unavailable)
  extension UIButton.Configuration.Size: Sendable {}
#endif

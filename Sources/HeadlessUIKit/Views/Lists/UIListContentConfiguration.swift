#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The content of a list's cell, header or footer: an image, a text and a secondary text, as
  /// UIKit's `UIListContentConfiguration`. Headless: the text is shown by labels in a
  /// ``UIListContentView`` (what tests and the terminal renderer read); no layout is computed.
  /// Not `Sendable`, as in the iOS 16.5 SDK, whose Swift overlay declares no such
  /// conformance: sending one across isolation is diagnosed there, so it is here.
  public struct UIListContentConfiguration: Hashable {
    /// How a text is shown, as UIKit's `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable {
      /// The alignment of the text.
      public enum TextAlignment: Int, Hashable {
        /// Natural for the language.
        case natural
        /// Centered.
        case center
        /// Justified.
        case justified
      }

      /// A transform applied to the text's characters.
      public enum TextTransform: Int, Hashable {
        /// None.
        case none
        /// Capitalized.
        case capitalized
        /// Lowercase.
        case lowercase
        /// Uppercase.
        case uppercase
      }

      /// The font.
      public var font: UIFont
      /// The color.
      public var color: UIColor
      /// The alignment.
      public var alignment: TextAlignment = .natural
      /// The maximum number of lines; 0 means no limit.
      public var numberOfLines = 0
      /// The transform of the characters.
      public var transform: TextTransform = .none
      /// Whether the font shrinks to fit the width.
      public var adjustsFontSizeToFitWidth = false
      /// Whether the font follows Dynamic Type.
      public var adjustsFontForContentSizeCategory = true
    }

    /// The image.
    public var image: UIImage?
    /// The primary text.
    public var text: String?
    /// How the primary text is shown.
    public var textProperties: TextProperties
    /// The secondary text.
    public var secondaryText: String?
    /// How the secondary text is shown.
    public var secondaryTextProperties: TextProperties
    /// Whether the texts sit side by side (value cells) rather than stacked.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The padding between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// The horizontal padding between the texts.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The vertical padding between the texts.
    public var textToSecondaryTextVerticalPadding: CGFloat = 0

    private init(
      text: UIFont, textColor: UIColor = .label, secondary: UIFont,
      secondaryColor: UIColor = .secondaryLabel, sideBySide: Bool = false
    ) {
      textProperties = TextProperties(font: text, color: textColor)
      secondaryTextProperties = TextProperties(font: secondary, color: secondaryColor)
      prefersSideBySideTextAndSecondaryText = sideBySide
    }

    /// A cell's content: a text, the secondary text below it.
    public static func cell() -> Self {
      Self(text: .systemFont(ofSize: 17), secondary: .systemFont(ofSize: 15))
    }
    /// A cell's content with a subtitle below the text.
    public static func subtitleCell() -> Self {
      Self(text: .systemFont(ofSize: 17), secondary: .systemFont(ofSize: 12))
    }
    /// A cell's content with a value on the trailing side.
    public static func valueCell() -> Self {
      Self(text: .systemFont(ofSize: 17), secondary: .systemFont(ofSize: 17), sideBySide: true)
    }
    /// A plain list's header.
    public static func plainHeader() -> Self {
      Self(text: .boldSystemFont(ofSize: 17), secondary: .systemFont(ofSize: 15))
    }
    /// A plain list's footer.
    public static func plainFooter() -> Self {
      Self(
        text: .systemFont(ofSize: 13), textColor: .secondaryLabel,
        secondary: .systemFont(ofSize: 13))
    }
    /// A grouped list's header.
    public static func groupedHeader() -> Self {
      Self(
        text: .systemFont(ofSize: 13), textColor: .secondaryLabel,
        secondary: .systemFont(ofSize: 13))
    }
    /// A grouped list's footer.
    public static func groupedFooter() -> Self {
      Self(
        text: .systemFont(ofSize: 13), textColor: .secondaryLabel,
        secondary: .systemFont(ofSize: 13))
    }
    /// An inset grouped list's prominent header.
    public static func prominentInsetGroupedHeader() -> Self {
      Self(text: .boldSystemFont(ofSize: 20), secondary: .systemFont(ofSize: 15))
    }
    /// An inset grouped list's extra prominent header.
    public static func extraProminentInsetGroupedHeader() -> Self {
      Self(text: .boldSystemFont(ofSize: 22), secondary: .systemFont(ofSize: 15))
    }
    /// A sidebar's header.
    public static func sidebarHeader() -> Self {
      Self(text: .boldSystemFont(ofSize: 15), secondary: .systemFont(ofSize: 13))
    }
    /// A sidebar's cell.
    public static func sidebarCell() -> Self {
      Self(text: .systemFont(ofSize: 17), secondary: .systemFont(ofSize: 15))
    }
    /// A sidebar's cell with a subtitle.
    public static func sidebarSubtitleCell() -> Self {
      Self(text: .systemFont(ofSize: 17), secondary: .systemFont(ofSize: 12))
    }
    /// A sidebar's cell with an accompanying color.
    public static func accompaniedSidebarCell() -> Self { sidebarCell() }
    /// A sidebar's cell with a subtitle and an accompanying color.
    public static func accompaniedSidebarSubtitleCell() -> Self { sidebarSubtitleCell() }

  }

  extension UIListContentConfiguration: UIContentConfiguration {
    /// Makes a ``UIListContentView`` showing this configuration.
    @MainActor public func makeContentView() -> any UIView & UIContentView {
      UIListContentView(configuration: self)
    }

    /// The configuration itself: headless draws no state.
    public func updated(for state: any UIConfigurationState) -> Self { self }
  }

  /// The view that shows a ``UIListContentConfiguration``, as UIKit's `UIListContentView`.
  /// Headless: an image view and two labels (the secondary one only with a secondary text).
  @preconcurrency @MainActor open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    /// Creates a view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
      listConfiguration = configuration
      super.init(frame: .zero)
      apply()
    }

    /// Creates a view from an archive (headless: an empty cell configuration).
    public required init?(coder: NSCoder) {
      listConfiguration = .cell()
      super.init(coder: coder)
      apply()
    }

    /// The configuration shown; a ``UIListContentConfiguration`` updates the labels (others
    /// are ignored, as this view does not support them).
    open var configuration: any UIContentConfiguration {
      get { listConfiguration }
      set {
        guard let list = newValue as? UIListContentConfiguration else { return }
        listConfiguration = list
        apply()
      }
    }

    /// The list content configuration shown.
    open var listContentConfiguration: UIListContentConfiguration { listConfiguration }

    /// Whether `configuration` is a ``UIListContentConfiguration``.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
      configuration is UIListContentConfiguration
    }

    private func apply() {
      let configuration = listConfiguration
      imageView.image = configuration.image
      place(imageView, shown: configuration.image != nil)
      textLabel.text = configuration.text
      textLabel.font = configuration.textProperties.font
      textLabel.textColor = configuration.textProperties.color
      textLabel.numberOfLines = configuration.textProperties.numberOfLines
      place(textLabel, shown: configuration.text != nil)
      secondaryTextLabel.text = configuration.secondaryText
      secondaryTextLabel.font = configuration.secondaryTextProperties.font
      secondaryTextLabel.textColor = configuration.secondaryTextProperties.color
      secondaryTextLabel.numberOfLines = configuration.secondaryTextProperties.numberOfLines
      place(secondaryTextLabel, shown: configuration.secondaryText != nil)
    }

    private func place(_ view: UIView, shown: Bool) {
      if shown, view.superview !== self {
        addSubview(view)
      } else if !shown, view.superview === self {
        view.removeFromSuperview()
      }
    }
  }

  /// Not `Sendable`, nor are its nested types, as in the iOS 16.5 SDK's Swift overlay (public
  /// types would otherwise be inferred `Sendable` here).
  @available(*, unavailable)
  extension UIListContentConfiguration: Sendable {}

  @available(*, unavailable)
  extension UIListContentConfiguration.TextProperties: Sendable {}

  @available(*, unavailable)
  extension UIListContentConfiguration.TextProperties.TextAlignment: Sendable {}

  @available(*, unavailable)
  extension UIListContentConfiguration.TextProperties.TextTransform: Sendable {}
#endif

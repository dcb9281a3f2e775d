#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension UIButton {
    /// The size of an untitled, imageless button without a configuration, as iOS reports it.
    private static let emptyLegacySize = CGSize(width: 30, height: 34)
    /// The space a button without a configuration keeps above and below its title, as iOS
    /// does (a 15 pt title makes a 30-point-tall button).
    private static let legacyTitlePadding: CGFloat = 6

    /// The font a title is drawn in before one is chosen: the 15 pt system font for a button
    /// without a configuration, the body font (17 pt) with one, as on iOS.
    var defaultTitleFont: UIFont { Self.defaultTitleFont(configured: configuration.isSet) }

    private static func defaultTitleFont(configured: Bool) -> UIFont {
      configured ? .preferredFont(forTextStyle: .body) : legacyTitleFont
    }
    /// The title font of a button without a configuration, made once (fonts are immutable).
    private static let legacyTitleFont = UIFont.systemFont(ofSize: 15)

    /// A title, as set: styled or plain.
    private enum TitleText {
      case styled(NSAttributedString)
      case plain(String)
    }

    /// The title shown in `state`, styled (the styled one when set and not empty, as UIKit
    /// shows it) or plain, with its font and line limit (the title label's, else the default
    /// ones); `nil` without a title.
    private func title(
      in state: State, configured: Bool
    ) -> (text: TitleText, font: UIFont, lines: Int)? {
      let text: TitleText
      if let styled = attributedTitle(for: state), styled.length > 0 {
        text = .styled(styled)
      } else if let title = title(for: state), !title.isEmpty {
        text = .plain(title)
      } else {
        return nil
      }
      guard let label = storedTitleLabel else {
        return (text, Self.defaultTitleFont(configured: configured), 1)
      }
      return (
        text, label.font ?? Self.defaultTitleFont(configured: configured), label.numberOfLines
      )
    }

    /// The laid-out current title (`nil` without one), in the title label's font and lines.
    private var titleLayout: TextMeasurement? {
      guard let title = title(in: state, configured: configuration.isSet) else { return nil }
      switch title.text {
      case .styled(let styled):
        return TextMeasurement(styled, baseFont: title.font, width: nil, numberOfLines: title.lines)
      case .plain(let plain):
        return TextMeasurement(plain, font: title.font, width: nil, numberOfLines: title.lines)
      }
    }

    /// The size of the title shown in `state` (`nil` without one): ``titleLayout``'s, measured
    /// without laying out a plain title.
    private func titleSize(in state: State, configured: Bool) -> CGSize? {
      guard let title = title(in: state, configured: configured) else { return nil }
      switch title.text {
      case .styled(let styled):
        return TextMeasurement(styled, baseFont: title.font, width: nil, numberOfLines: title.lines)
          .size
      case .plain(let plain):
        return TextMeasurement.size(
          of: plain, font: title.font, width: nil, numberOfLines: title.lines)
      }
    }

    /// The size of a configuration's subtitle (`nil` without one), in the subheadline font.
    private static func subtitleSize(_ configuration: Configuration) -> CGSize? {
      guard let subtitle = configuration.subtitle, !subtitle.isEmpty else { return nil }
      return TextMeasurement.size(
        of: subtitle, font: .preferredFont(forTextStyle: .subheadline), width: nil,
        numberOfLines: 0)
    }

    /// Where the title sits, and the size it all takes: `titleTop` is the distance from the
    /// top edge to the title's first line.
    var contentLayout: (size: CGSize, titleTop: CGFloat?) {
      // Read once: each read of an `open` property of a struct type copies it.
      let configuration = configuration
      // A configuration's default fonts follow the app's content size category, which tells no
      // button when it changes: such a button's measure holds for the category it was made at.
      let category = configuration.isSet ? ContentSizeCategorySetting.app : nil
      if let cached = cachedContentLayout, cached.category == category { return cached.layout }
      let layout = measuredContentLayout(configuration)
      cachedContentLayout = (layout, category)
      return layout
    }

    /// ``contentLayout`` measured, for the button's `configuration`.
    private func measuredContentLayout(
      _ configuration: Configuration?
    ) -> (size: CGSize, titleTop: CGFloat?) {
      let state = state
      let title = titleSize(in: state, configured: configuration.isSet)
      let image = image(for: state)?.size
      guard let configuration else {
        guard title != nil || image != nil else { return (Self.emptyLegacySize, nil) }
        // No `title.map { … }`: a main-actor closure checks its executor on each call.
        let titleSize = title ?? .zero
        let paddedTitle = title == nil ? 0 : titleSize.height + 2 * Self.legacyTitlePadding
        let height = max(paddedTitle, image?.height ?? 0)
        let size = CGSize(width: titleSize.width + (image?.width ?? 0), height: height)
        return (size, title == nil ? nil : (height - titleSize.height) / 2)
      }
      // The title block: the title, then the subtitle under it.
      var block = title ?? .zero
      let subtitle = Self.subtitleSize(configuration)
      if let subtitle {
        block.width = max(block.width, subtitle.width)
        block.height += (title == nil ? 0 : configuration.titlePadding) + subtitle.height
      }
      let hasText = title != nil || subtitle != nil
      let imageSize = image ?? .zero
      let padding = hasText && image != nil ? configuration.imagePadding : 0
      let insets = configuration.contentInsets
      var content: CGSize
      var blockTop: CGFloat
      switch configuration.imagePlacement {
      case .top, .bottom:
        content = CGSize(
          width: max(block.width, imageSize.width),
          height: block.height + padding + imageSize.height)
        blockTop = configuration.imagePlacement == .top ? imageSize.height + padding : 0
      default:
        content = CGSize(
          width: block.width + padding + imageSize.width,
          height: max(block.height, imageSize.height))
        blockTop = (content.height - block.height) / 2
      }
      content.width += insets.leading + insets.trailing
      content.height += insets.top + insets.bottom
      blockTop += insets.top
      return (content, title == nil ? nil : blockTop)
    }
  }

  extension UIButton.Configuration? {
    /// Whether a button has a configuration: tested without `== nil`, which copies the
    /// configuration to compare it (the measure asks on every call).
    var isSet: Bool {
      switch self {
      case .some: true
      case .none: false
      }
    }
  }

  extension UIButton: LayoutBaselines {
    /// The title's first and last baselines; a button without a title has both at its bottom
    /// edge, as any view without text.
    var layoutBaselineOffsets: (firstFromTop: CGFloat, lastFromBottom: CGFloat) {
      let (size, titleTop) = contentLayout
      guard let titleTop, let lines = titleLayout?.lines, let first = lines.first,
        let last = lines.last, let titleHeight = titleLayout?.exactSize.height
      else { return (size.height, 0) }
      return (
        titleTop + first.ascent,
        size.height - titleTop - titleHeight + last.descent + last.leading
      )
    }
  }
#endif

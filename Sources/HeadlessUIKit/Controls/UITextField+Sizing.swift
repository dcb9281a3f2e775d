#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  extension UITextField {
    /// The space the border keeps around the text: 7 points on each side of a rounded
    /// rectangle (a 17 pt field is 34.33 points tall; iOS reports 34), 4 inside a line or a
    /// bezel, none without a border.
    private var borderPadding: CGFloat {
      switch borderStyle {
      case .roundedRect: 7
      case .line, .bezel: 4
      case .none: 0
      }
    }

    /// The font the text is measured in when none is set.
    private var measuringFont: UIFont { font ?? .systemFont(ofSize: 17) }

    /// The text shown, laid out on one line: the text, or the placeholder while it is empty.
    private var shownTextLayout: TextMeasurement {
      let shown = hasText ? attributedText : attributedPlaceholder
      return TextMeasurement(
        shown ?? NSAttributedString(string: ""), baseFont: measuringFont, width: nil,
        numberOfLines: 1)
    }

    /// The width of an overlay view when its mode shows it now.
    private func overlayWidth(_ view: UIView?, mode: ViewMode) -> CGFloat {
      guard let view else { return 0 }
      let shown =
        switch mode {
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        case .never: false
        }
      guard shown else { return 0 }
      return view.bounds.width > 0 ? view.bounds.width : max(0, view.intrinsicContentSize.width)
    }

    /// The text's height: at least one line of the font.
    private var textHeight: CGFloat {
      max(shownTextLayout.size.height, TextMeasurement.ceilToPixels(measuringFont.lineHeight))
    }

    /// The shown text (or placeholder) on one line in the field's font, with the border's
    /// padding and the overlay views that show.
    var measuredSize: CGSize {
      CGSize(
        width: shownTextLayout.size.width + 2 * borderPadding
          + overlayWidth(leftView, mode: leftViewMode)
          + overlayWidth(rightView, mode: rightViewMode),
        height: textHeight + 2 * borderPadding)
    }
  }

  extension UITextField: LayoutBaselines {
    /// The text's baseline: the border's padding and the font's ascender from the top, the
    /// padding and the descender's depth from the bottom (the text centred in the field's
    /// intrinsic height).
    var layoutBaselineOffsets: (firstFromTop: CGFloat, lastFromBottom: CGFloat) {
      let line = shownTextLayout.lines.first
      let ascent = max(line?.ascent ?? 0, measuringFont.ascender)
      let descent = max(line?.descent ?? 0, -measuringFont.descender)
      let slack = (textHeight - ascent - descent) / 2
      return (borderPadding + slack + ascent, borderPadding + slack + descent)
    }
  }
#endif

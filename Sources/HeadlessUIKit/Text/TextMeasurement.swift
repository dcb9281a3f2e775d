#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// Text laid out in lines with ``SystemFontMetrics``, as UIKit's text system lays out a label:
  /// hard breaks at newlines; at a width, lines broken after spaces and hyphens and around East
  /// Asian wide characters, a word longer than the width broken between characters; at most a
  /// number of lines. Sizes are rounded up to the screen's pixels, as UIKit rounds text sizes.
  struct TextMeasurement {
    /// One character: what it means to line breaking, its advance (kerning included) and the
    /// font it is drawn in (an index in the text's fonts).
    struct Glyph {
      /// The part a character plays in breaking lines.
      enum Kind {
        case other, space, hyphen, wide, newline
      }
      let kind: Kind
      let advance: CGFloat
      let font: Int
    }

    /// One laid-out line: its width (trailing spaces of a wrapped line hang outside it) and the
    /// largest ascender, descender depth and leading of its fonts.
    struct Line {
      var width: CGFloat
      var ascent: CGFloat
      var descent: CGFloat
      var leading: CGFloat
      var height: CGFloat { ascent + descent + leading }
    }

    /// The lines, top to bottom (none for empty text).
    let lines: [Line]
    /// The space added between lines (the paragraph style's `lineSpacing`).
    let lineSpacing: CGFloat

    /// The size of the laid-out text, unrounded.
    var exactSize: CGSize {
      guard !lines.isEmpty else { return .zero }
      var width: CGFloat = 0
      var height: CGFloat = 0
      for line in lines {
        width = max(width, line.width)
        height += line.height
      }
      return CGSize(width: width, height: height + lineSpacing * CGFloat(lines.count - 1))
    }

    /// The size of the laid-out text, rounded up to the screen's pixels.
    var size: CGSize { Self.pixelSize(exactSize) }

    /// `size` rounded up to the screen's pixels.
    private static func pixelSize(_ size: CGSize) -> CGSize {
      CGSize(width: ceilToPixels(size.width), height: ceilToPixels(size.height))
    }

    /// The ``size`` of `text` laid out in `font` (the same bits). Unwrapped text of printable
    /// ASCII, tabs and line feeds (a title, most labels) is measured as it is read, with no
    /// glyphs or lines stored: a label's or a button's measure is most of what describing it
    /// to the layout engine costs.
    static func size(
      of text: String, font: UIFont, width: CGFloat?, numberOfLines: Int,
      characterWrapping: Bool = false
    ) -> CGSize {
      if width == nil, let size = unwrappedASCIISize(of: text, font.measure, numberOfLines) {
        return size
      }
      return TextMeasurement(
        text, font: font, width: width, numberOfLines: numberOfLines,
        characterWrapping: characterWrapping
      ).size
    }

    /// The size of unwrapped text in one font, `nil` when it holds a byte other than printable
    /// ASCII, a tab or a line feed. The same arithmetic, in the same order, as laying it out:
    /// each line's width the sum of its advances, the widest line's width, the lines' heights
    /// added one by one.
    private static func unwrappedASCIISize(
      of text: String, _ measure: UIFont.Measure, _ numberOfLines: Int
    ) -> CGSize? {
      guard !text.isEmpty else { return pixelSize(.zero) }
      // A native string's bytes are read in place; any other string is laid out.
      let size = text.utf8.withContiguousStorageIfAvailable {
        unwrappedASCIISize(of: $0, measure, numberOfLines)
      }
      return size ?? nil
    }

    private static func unwrappedASCIISize(
      of text: UnsafeBufferPointer<UInt8>, _ measure: UIFont.Measure, _ numberOfLines: Int
    ) -> CGSize? {
      let advances = SystemFontMetrics.asciiAdvances
      var widest: CGFloat = 0
      var lineWidth: CGFloat = 0
      var lineCount = 0
      var limited = false
      for byte in text {
        switch byte {
        case 0x0A:
          widest = max(widest, lineWidth)
          lineWidth = 0
          lineCount += 1
          // Bytes past the last line shown do not matter: a line feed ends a character.
          limited = numberOfLines > 0 && lineCount >= numberOfLines
        case 0x20..<0x7F, 0x09:
          lineWidth += measure.advance(
            em: SystemFontMetrics.asciiAdvance(of: Unicode.Scalar(byte), in: advances))
        default:
          return nil
        }
        if limited { break }
      }
      if !limited {
        widest = max(widest, lineWidth)
        lineCount += 1
      }
      let lineHeight = Line(
        width: 0, ascent: measure.ascent, descent: measure.descent, leading: measure.leading
      ).height
      var height: CGFloat = 0
      for _ in 0..<lineCount { height += lineHeight }
      let lineSpacing: CGFloat = 0  // plain text's, as `init(_:font:…)` sets it
      return pixelSize(
        CGSize(width: widest, height: height + lineSpacing * CGFloat(lineCount - 1)))
    }

    /// Lays out `text` in `font`, wrapped at `width` (`nil`: no wrapping) into at most
    /// `numberOfLines` lines (0: any).
    init(
      _ text: String, font: UIFont, width: CGFloat?, numberOfLines: Int,
      characterWrapping: Bool = false
    ) {
      var glyphs: [Glyph] = []
      Self.append(text, font: 0, measure: font.measure, kern: nil, to: &glyphs)
      self.init(
        glyphs: glyphs, fonts: [font.measure], lineSpacing: 0, width: width,
        numberOfLines: numberOfLines, characterWrapping: characterWrapping)
    }

    /// Lays out attributed text: each run in its `.font` (else `baseFont`), with its `.kern`
    /// added after each character, lines spaced by the first paragraph style's `lineSpacing`.
    init(
      _ text: NSAttributedString, baseFont: UIFont, width: CGFloat?, numberOfLines: Int,
      characterWrapping: Bool = false
    ) {
      var glyphs: [Glyph] = []
      var fonts: [UIFont.Measure] = []
      var lineSpacing: CGFloat = 0
      let whole = NSRange(location: 0, length: text.length)
      let string = NSString(string: text.string)
      text.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
        let font = attributes[.font] as? UIFont ?? baseFont
        let kern = Self.number(attributes[.kern]) ?? 0
        if glyphs.isEmpty, let style = attributes[.paragraphStyle] as? NSParagraphStyle {
          lineSpacing = style.lineSpacing
        }
        fonts.append(font.measure)
        Self.append(
          string.substring(with: range), font: fonts.count - 1, measure: font.measure, kern: kern,
          to: &glyphs)
      }
      self.init(
        glyphs: glyphs, fonts: fonts, lineSpacing: lineSpacing, width: width,
        numberOfLines: numberOfLines, characterWrapping: characterWrapping)
    }

    /// Appends the glyphs of `text`, drawn in `measure`'s font with `kern` after each. Text of
    /// printable ASCII, tabs and line feeds (most text) is read byte by byte, each byte one
    /// character; other text character by character. Both give the same advances.
    private static func append(
      _ text: String, font: Int, measure: UIFont.Measure, kern: CGFloat?,
      to glyphs: inout [Glyph]
    ) {
      func glyph(_ kind: Glyph.Kind, _ em: CGFloat) -> Glyph {
        let advance = measure.advance(em: em)
        return Glyph(kind: kind, advance: kern.map { advance + $0 } ?? advance, font: font)
      }
      let utf8 = text.utf8
      glyphs.reserveCapacity(glyphs.count + utf8.count)
      if utf8.allSatisfy({ (0x20..<0x7F).contains($0) || $0 == 0x09 || $0 == 0x0A }) {
        for byte in utf8 {
          let kind: Glyph.Kind =
            switch byte {
            case 0x20, 0x09: .space
            case 0x0A: .newline
            case UInt8(ascii: "-"): .hyphen
            default: .other
            }
          glyphs.append(glyph(kind, SystemFontMetrics.asciiAdvance(of: Unicode.Scalar(byte))))
        }
        return
      }
      for character in text {
        let kind: Glyph.Kind
        if isSpace(character) {
          kind = .space
        } else if character.isNewline {
          kind = .newline
        } else if character == "-" {
          kind = .hyphen
        } else if let first = character.unicodeScalars.first,
          SystemFontMetrics.isEastAsianWide(first)
        {
          kind = .wide
        } else {
          kind = .other
        }
        glyphs.append(glyph(kind, SystemFontMetrics.advance(of: character)))
      }
    }

    private init(
      glyphs: [Glyph], fonts: [UIFont.Measure], lineSpacing: CGFloat, width: CGFloat?,
      numberOfLines: Int, characterWrapping: Bool
    ) {
      self.lineSpacing = lineSpacing
      guard !glyphs.isEmpty else {
        lines = []
        return
      }
      var lines: [Line] = []
      var paragraphStart = 0
      var index = 0
      // Each hard line (a newline ends one; text ending in a newline has an empty last line).
      while index <= glyphs.count {
        if index == glyphs.count || glyphs[index].kind == .newline {
          let endFont = index < glyphs.count ? glyphs[index].font : glyphs[index - 1].font
          Self.wrap(
            glyphs[paragraphStart..<index], fonts: fonts, emptyLineFont: endFont, width: width,
            characterWrapping: characterWrapping, into: &lines)
          paragraphStart = index + 1
        }
        if numberOfLines > 0, lines.count >= numberOfLines { break }
        index += 1
      }
      self.lines = numberOfLines > 0 ? Array(lines.prefix(numberOfLines)) : lines
    }

    /// Breaks one hard line into lines no wider than `width`.
    private static func wrap(
      _ glyphs: ArraySlice<Glyph>, fonts: [UIFont.Measure], emptyLineFont: Int, width: CGFloat?,
      characterWrapping: Bool, into lines: inout [Line]
    ) {
      guard !glyphs.isEmpty, let width else {
        lines.append(line(glyphs, fonts: fonts, font: emptyLineFont, wrapped: false))
        return
      }
      let tolerance: CGFloat = 0.0001
      var start = glyphs.startIndex
      while start < glyphs.endIndex {
        var used: CGFloat = 0
        var lastBreak: Int?
        var end = start
        while end < glyphs.endIndex {
          let glyph = glyphs[end]
          if glyph.kind == .space {  // spaces never overflow: they hang at a line's end
            used += glyph.advance
            end += 1
            lastBreak = end
            continue
          }
          let wide = glyph.kind == .wide
          if wide || characterWrapping, end > start { lastBreak = end }
          if end > start, used + glyph.advance > width + tolerance { break }
          used += glyph.advance
          end += 1
          if glyph.kind == .hyphen || wide { lastBreak = end }
        }
        let lineEnd: Int
        if end == glyphs.endIndex {
          lineEnd = end
        } else if let lastBreak, lastBreak > start {
          lineEnd = lastBreak
        } else {
          lineEnd = end
        }
        lines.append(
          line(
            glyphs[start..<lineEnd], fonts: fonts, font: emptyLineFont,
            wrapped: lineEnd < glyphs.endIndex))
        start = lineEnd
      }
    }

    /// The metrics of one line (`font`'s when it is empty); a wrapped line's trailing spaces are
    /// not part of its width.
    private static func line(
      _ glyphs: ArraySlice<Glyph>, fonts: [UIFont.Measure], font: Int, wrapped: Bool
    ) -> Line {
      var visibleEnd = glyphs.endIndex
      if wrapped {
        while visibleEnd > glyphs.startIndex, glyphs[visibleEnd - 1].kind == .space {
          visibleEnd -= 1
        }
      }
      var width: CGFloat = 0
      for glyph in glyphs[..<visibleEnd] { width += glyph.advance }
      guard fonts.count > 1, !glyphs.isEmpty else {
        let measure = fonts[glyphs.isEmpty ? font : glyphs[glyphs.startIndex].font]
        return Line(
          width: width, ascent: measure.ascent, descent: measure.descent,
          leading: measure.leading)
      }
      var line = Line(width: width, ascent: -.infinity, descent: -.infinity, leading: -.infinity)
      for glyph in glyphs {
        let measure = fonts[glyph.font]
        line.ascent = max(line.ascent, measure.ascent)
        line.descent = max(line.descent, measure.descent)
        line.leading = max(line.leading, measure.leading)
      }
      return line
    }

    private static func isSpace(_ character: Character) -> Bool {
      character == " " || character == "\t"
    }

    private static func number(_ value: Any?) -> CGFloat? {
      switch value {
      case let value as CGFloat: value
      case let value as Double: CGFloat(value)
      case let value as Int: CGFloat(value)
      case let value as NSNumber: CGFloat(value.doubleValue)
      default: nil
      }
    }

    /// `value` rounded up to the main screen's pixels (thirds of a point), as UIKit rounds
    /// text sizes; a hair of floating-point error does not add a pixel.
    static func ceilToPixels(_ value: CGFloat) -> CGFloat {
      let scale = UIScreen.mainScale
      return (value * scale - 0.0001).rounded(.up) / scale
    }
  }
#endif

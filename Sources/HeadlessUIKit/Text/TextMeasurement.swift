#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// Text laid out in lines with ``SystemFontMetrics``, as UIKit's text system lays out a label:
  /// hard breaks at newlines; at a width, lines broken after spaces and hyphens and around East
  /// Asian wide characters, a word longer than the width broken between characters; at most a
  /// number of lines. Sizes are rounded up to the screen's pixels, as UIKit rounds text sizes.
  struct TextMeasurement {
    /// One character with the font it is drawn in and its advance (kerning included).
    struct Glyph {
      let character: Character
      let font: UIFont
      let advance: CGFloat
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
      let height = lines.reduce(0) { $0 + $1.height } + lineSpacing * CGFloat(lines.count - 1)
      return CGSize(width: lines.map(\.width).max() ?? 0, height: height)
    }

    /// The size of the laid-out text, rounded up to the screen's pixels.
    var size: CGSize {
      let size = exactSize
      return CGSize(
        width: Self.ceilToPixels(size.width), height: Self.ceilToPixels(size.height))
    }

    /// Lays out `text` in `font`, wrapped at `width` (`nil`: no wrapping) into at most
    /// `numberOfLines` lines (0: no limit).
    init(
      _ text: String, font: UIFont, width: CGFloat?, numberOfLines: Int,
      characterWrapping: Bool = false
    ) {
      let glyphs = text.map { Glyph(character: $0, font: font, advance: font.advance(of: $0)) }
      self.init(
        glyphs: glyphs, lineSpacing: 0, width: width,
        numberOfLines: numberOfLines, characterWrapping: characterWrapping)
    }

    /// Lays out attributed text: each run in its `.font` (else `baseFont`), with its `.kern`
    /// added after each character, lines spaced by the first paragraph style's `lineSpacing`.
    init(
      _ text: NSAttributedString, baseFont: UIFont, width: CGFloat?, numberOfLines: Int,
      characterWrapping: Bool = false
    ) {
      var glyphs: [Glyph] = []
      var lineSpacing: CGFloat = 0
      let whole = NSRange(location: 0, length: text.length)
      let string = NSString(string: text.string)
      text.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
        let font = attributes[.font] as? UIFont ?? baseFont
        let kern = Self.number(attributes[.kern]) ?? 0
        if glyphs.isEmpty, let style = attributes[.paragraphStyle] as? NSParagraphStyle {
          lineSpacing = style.lineSpacing
        }
        for character in string.substring(with: range) {
          glyphs.append(
            Glyph(character: character, font: font, advance: font.advance(of: character) + kern))
        }
      }
      self.init(
        glyphs: glyphs, lineSpacing: lineSpacing, width: width,
        numberOfLines: numberOfLines, characterWrapping: characterWrapping)
    }

    private init(
      glyphs: [Glyph], lineSpacing: CGFloat, width: CGFloat?,
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
        if index == glyphs.count || glyphs[index].character.isNewline {
          let endFont = index < glyphs.count ? glyphs[index].font : glyphs[index - 1].font
          lines += Self.wrap(
            glyphs[paragraphStart..<index], emptyLineFont: endFont, width: width,
            characterWrapping: characterWrapping)
          paragraphStart = index + 1
        }
        if numberOfLines > 0, lines.count >= numberOfLines { break }
        index += 1
      }
      self.lines = numberOfLines > 0 ? Array(lines.prefix(numberOfLines)) : lines
    }

    /// Breaks one hard line into lines no wider than `width`.
    private static func wrap(
      _ glyphs: ArraySlice<Glyph>, emptyLineFont: UIFont, width: CGFloat?,
      characterWrapping: Bool
    ) -> [Line] {
      guard !glyphs.isEmpty, let width else {
        return [line(glyphs, font: emptyLineFont, wrapped: false)]
      }
      let tolerance: CGFloat = 0.0001
      var lines: [Line] = []
      var start = glyphs.startIndex
      while start < glyphs.endIndex {
        var used: CGFloat = 0
        var lastBreak: Int?
        var end = start
        while end < glyphs.endIndex {
          let glyph = glyphs[end]
          if isSpace(glyph.character) {  // spaces never overflow: they hang at a line's end
            used += glyph.advance
            end += 1
            lastBreak = end
            continue
          }
          let wide = glyph.character.unicodeScalars.first.map(SystemFontMetrics.isEastAsianWide)
          if wide == true || characterWrapping, end > start { lastBreak = end }
          if end > start, used + glyph.advance > width + tolerance { break }
          used += glyph.advance
          end += 1
          if glyph.character == "-" || wide == true { lastBreak = end }
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
          line(glyphs[start..<lineEnd], font: emptyLineFont, wrapped: lineEnd < glyphs.endIndex))
        start = lineEnd
      }
      return lines
    }

    /// The metrics of one line; a wrapped line's trailing spaces are not part of its width.
    private static func line(_ glyphs: ArraySlice<Glyph>, font: UIFont, wrapped: Bool) -> Line {
      var visible = glyphs
      if wrapped {
        while let last = visible.last, isSpace(last.character) { visible = visible.dropLast() }
      }
      let fonts = glyphs.isEmpty ? [font] : glyphs.map(\.font)
      return Line(
        width: visible.reduce(0) { $0 + $1.advance },
        ascent: fonts.map(\.ascender).max() ?? 0,
        descent: fonts.map { -$0.descender }.max() ?? 0,
        leading: fonts.map(\.leading).max() ?? 0)
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

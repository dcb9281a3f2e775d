#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// The headless UIKit's metric of the system font: deterministic, documented, and close to
  /// iOS's San Francisco without being a copy of it (see "Text measurement" in the UIKit coverage
  /// article).
  ///
  /// Vertical metrics are fractions of the point size chosen to give UIKit's line height: the
  /// 17 pt system font has `lineHeight` 20.29 on iOS, `ascender` about 16.2 and `descender`
  /// about -4.1. Horizontal advances come from a small table of width classes invented for this
  /// package: each printable ASCII character is put in the class its shape suggests (a stem, a
  /// round letter, a wide capital...), so that a lowercase letter averages 0.5 em as SF Pro Text
  /// does at body sizes, capitals 0.65 em and digits 0.6 em. Every other character gets a
  /// default: its base letter's width for accented Latin letters, 1 em for East Asian wide
  /// characters, 1.25 em for emoji, 0 for combining marks and invisible format characters,
  /// 0.6 em otherwise.
  enum SystemFontMetrics {
    /// The ascender, in em.
    static let ascender: CGFloat = 0.9521
    /// The descender (negative: below the baseline), in em.
    static let descender: CGFloat = -0.2412
    /// The height of capitals, in em.
    static let capHeight: CGFloat = 0.7046
    /// The height of a lowercase x, in em.
    static let xHeight: CGFloat = 0.5264

    /// The width classes of printable ASCII, in em (regular weight).
    private static let asciiClasses: [(advance: CGFloat, characters: String)] = [
      (0.23, "ijl|'"),  // a single stem
      (0.26, " .,:;!"),  // spaces and dots
      (0.33, "ft()[]{}`\"I"),  // a stem with a short arm; brackets
      (0.35, "r-"),
      (0.40, "/\\*"),
      (0.48, "csz?J"),  // narrow bowls
      (0.52, "aekvxy"),  // the lowercase norm
      (0.57, "bdghnopquL_"),  // a stem and a bowl
      (0.58, "^~+=<>$#"),  // operators and currency
      (0.60, "0123456789"),  // tabular digits
      (0.62, "EFPSTZ"),  // narrow capitals
      (0.66, "ABCKRVXY&"),  // capitals of average width
      (0.72, "DGHNOQU"),  // round and wide capitals
      (0.78, "w"),
      (0.86, "m%"),
      (0.88, "M@"),
      (0.98, "W"),
    ]

    /// Advances of the characters 0x20 through 0x7E, in em.
    static let asciiAdvances: [CGFloat] = {
      var advances = [CGFloat](repeating: 0.6, count: 0x7F - 0x20)
      for (advance, characters) in asciiClasses {
        for scalar in characters.unicodeScalars { advances[Int(scalar.value) - 0x20] = advance }
      }
      return advances
    }()

    /// How much wider (or narrower) a weight draws than the regular one: 6 % at bold, as SF's
    /// bold is a few percent wider.
    static func widthFactor(for weight: UIFont.Weight) -> CGFloat { 1 + 0.15 * weight.rawValue }

    /// The advance of one character in em, at the regular weight of a proportional font.
    static func advance(of character: Character) -> CGFloat {
      guard let first = character.unicodeScalars.first else { return 0 }
      if first.isASCII { return asciiAdvance(of: first) }
      if character.unicodeScalars.contains(where: \.properties.isEmojiPresentation)
        || character.unicodeScalars.contains(where: { $0.value == 0xFE0F })
      {
        return 1.25
      }
      if let base = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.first,
        base.isASCII
      {
        return asciiAdvance(of: base)
      }
      if isEastAsianWide(first) { return 1 }
      switch first.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .format, .control: return 0
      case .spaceSeparator: return asciiAdvance(of: " ")
      default: return 0.6
      }
    }

    /// The advance of an ASCII character in em (tabs four spaces, other controls nothing), from
    /// `advances` (``asciiAdvances``: a loop over many characters reads the table once).
    static func asciiAdvance(
      of scalar: Unicode.Scalar, in advances: [CGFloat] = asciiAdvances
    ) -> CGFloat {
      switch scalar.value {
      case 0x20..<0x7F: advances[Int(scalar.value) - 0x20]
      case 0x09: 4 * advances[0]  // a tab: four spaces
      default: 0  // other control characters draw nothing
      }
    }

    /// Whether a character takes a full em, and may be broken before and after (CJK ideographs,
    /// kana, hangul, full-width forms).
    static func isEastAsianWide(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.value {
      case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
        true
      default: false
      }
    }
  }

  extension UIFont {
    /// The height above the baseline of the font's tallest letters, in points (about 16.2 for
    /// the 17 pt system font).
    public var ascender: CGFloat { SystemFontMetrics.ascender * pointSize }
    /// The depth of the font's descenders below the baseline, in points: negative (about -4.1
    /// for the 17 pt system font).
    public var descender: CGFloat { SystemFontMetrics.descender * pointSize }
    /// The height of the font's capitals above the baseline, in points.
    public var capHeight: CGFloat { SystemFontMetrics.capHeight * pointSize }
    /// The height of the font's lowercase x above the baseline, in points.
    public var xHeight: CGFloat { SystemFontMetrics.xHeight * pointSize }
    /// The space between lines of the font, in points: the ascender, the descender's depth and
    /// the leading (about 20.29 for the 17 pt system font, as on iOS).
    public var lineHeight: CGFloat { ascender - descender + leading }
    /// The extra space the font puts between lines, in points: 0 for the system fonts, as on
    /// iOS.
    public var leading: CGFloat { 0 }

    /// A font's metrics as text measurement uses them (a font's `measure`).
    struct Measure {
      let isMonospaced: Bool
      let pointSize: CGFloat
      let widthFactor: CGFloat
      /// The ascender, the descender's depth (positive) and the leading, in points: those of
      /// `UIFont.ascender`, `descender` and `leading`.
      let ascent: CGFloat
      let descent: CGFloat
      let leading: CGFloat

      /// The metrics of the font of this name, size and weight.
      init(name: String, size: CGFloat, weight: UIFont.Weight) {
        isMonospaced = name.hasPrefix(".SFMono")
        pointSize = size
        widthFactor = SystemFontMetrics.widthFactor(for: weight)
        ascent = SystemFontMetrics.ascender * size
        descent = -(SystemFontMetrics.descender * size)
        leading = 0
      }

      /// The advance in points of a character whose proportional advance is `em`: every
      /// visible character of the monospaced font takes 0.6 em.
      func advance(em: CGFloat) -> CGFloat {
        (isMonospaced ? (em == 0 ? 0 : 0.6) : em) * pointSize * widthFactor
      }
    }
  }
#endif

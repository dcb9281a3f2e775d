#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing
  import TestSupport

  @testable import HeadlessUIKit

  /// A label's or a button's size is measured without laying its text out in glyphs and lines
  /// when it does not wrap (`TextMeasurement.size(of:font:width:numberOfLines:)`): that size must
  /// be the laid-out text's to the bit, or a view measured one way and placed the other way
  /// would be a pixel off. Not on the main actor: thousands of texts measured.
  @Suite struct TextSizeTests {
    /// The fonts of the documented metric: weights (each its width factor), the monospaced
    /// font, sizes with and without exact pixels.
    static let fonts: [UIFont] = [
      .systemFont(ofSize: 17), .systemFont(ofSize: 15), .boldSystemFont(ofSize: 13.5),
      .systemFont(ofSize: 22, weight: .light), .italicSystemFont(ofSize: 11),
      .monospacedSystemFont(ofSize: 14, weight: .semibold), .systemFont(ofSize: 0.7),
    ]

    /// Random text: mostly printable ASCII, with tabs, line feeds and runs of spaces; with
    /// `plainASCII` false, also characters the fast measure leaves to the full layout.
    static func text(_ random: inout SeededGenerator, plainASCII: Bool) -> String {
      let other: [String] = ["é", "漢", "\r\n", "\r", "e\u{301}", "👍", "\u{200B}", "ß"]
      var text = ""
      for _ in 0..<Int.random(in: 0...24, using: &random) {
        switch Int.random(in: 0..<20, using: &random) {
        case 0: text += "\n"
        case 1: text += "\t"
        case 2: text += "   "
        case 3 where !plainASCII: text += other.randomElement(using: &random)!
        default:
          text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &random)))
        }
      }
      return text
    }

    /// Unwrapped text, in any font and line limit, has the laid-out text's size, bit for bit
    /// (empty text included: its rounded zero is negative zero, as laid out).
    @Test func unwrappedSizesAreTheLaidOutSizes() {
      var random = SeededGenerator(seed: 37)
      for index in 0..<3_000 {
        let text = Self.text(&random, plainASCII: index % 4 != 0)
        let font = Self.fonts.randomElement(using: &random)!
        let lines = Int.random(in: 0...3, using: &random)
        let laidOut = TextMeasurement(text, font: font, width: nil, numberOfLines: lines).size
        let measured = TextMeasurement.size(of: text, font: font, width: nil, numberOfLines: lines)
        #expect(
          Self.bits(measured) == Self.bits(laidOut),
          "\(text.debugDescription) in \(font), \(lines) lines: \(measured) ≠ \(laidOut)")
      }
    }

    /// A size's bits (`==` would take negative zero for zero).
    static func bits(_ size: CGSize) -> [UInt64] {
      [Double(size.width).bitPattern, Double(size.height).bitPattern]
    }

    /// Measured at a width, text is laid out: the size follows the wrapping.
    @Test func wrappedSizesWrap() {
      let font = UIFont.systemFont(ofSize: 17)
      let one = TextMeasurement.size(of: "Hello", font: font, width: nil, numberOfLines: 0)
      let wrapped = TextMeasurement.size(
        of: "Hello Hello", font: font, width: 60, numberOfLines: 0)
      #expect(wrapped.width == one.width)
      #expect(abs(wrapped.height - 2 * one.height) < 0.001)
    }
  }
#endif

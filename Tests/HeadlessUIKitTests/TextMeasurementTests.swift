#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  /// The documented metric of the system font ("Text measurement" in the UIKit coverage
  /// article): vertical metrics as iOS reports them, a deterministic width table, wrapping as
  /// UIKit's text system wraps a label.
  @MainActor @Suite struct TextMeasurementTests {
    let body = UIFont.systemFont(ofSize: 17)

    /// iOS reports `lineHeight` 20.29 for the 17 pt system font, with no leading (observed
    /// value; UIFont's properties as in the iOS SDK's UIFont.h).
    @Test func systemFontVerticalMetricsAreThoseIOSReports() {
      #expect(abs(body.lineHeight - 20.29) < 0.01)
      #expect(body.leading == 0)
      #expect(abs(body.lineHeight - (body.ascender - body.descender)) < 0.0001)
      #expect(body.descender < 0)
      #expect(0 < body.xHeight && body.xHeight < body.capHeight && body.capHeight < body.ascender)
      #expect(UIFont.systemFont(ofSize: 34).lineHeight == 2 * body.lineHeight)
    }

    /// SF Pro Text averages about 0.5–0.55 em per lowercase letter at 17 pt (observed).
    @Test func lowercaseLettersAverageHalfAnEm() {
      let letters = "abcdefghijklmnopqrstuvwxyz"
      let width = TextMeasurement(letters, font: body, width: nil, numberOfLines: 0).exactSize
        .width
      let average = width / 26 / 17
      #expect(average >= 0.5 && average <= 0.55)
    }

    /// The metric is a table: narrow letters are narrower than wide ones, bold is wider than
    /// regular, and every character of the monospaced font has the same advance.
    @Test func widthsFollowTheCharactersAndTheWeight() {
      func width(_ text: String, _ font: UIFont) -> CGFloat {
        TextMeasurement(text, font: font, width: nil, numberOfLines: 0).exactSize.width
      }
      #expect(width("iiii", body) < width("mmmm", body))
      #expect(width("Hello", .boldSystemFont(ofSize: 17)) > width("Hello", body))
      let mono = UIFont.monospacedSystemFont(ofSize: 17, weight: .regular)
      #expect(width("iiii", mono) == width("WWWW", mono))
      #expect(width("é", body) == width("e", body))  // an accented letter is its base letter
      #expect(abs(width("漢字", body) - 2 * 17) < 0.0001)  // East Asian wide characters: 1 em
      #expect(width("e\u{301}", body) == width("e", body))  // a combining mark adds nothing
    }

    /// UIKit rounds text sizes up to the screen's pixels (scale 3 on an iPhone 14): a one-line
    /// 17 pt label is 20.333 points tall on iOS (observed).
    @Test func sizesAreRoundedUpToThirdsOfAPoint() {
      let size = TextMeasurement("Hello", font: body, width: nil, numberOfLines: 0).size
      #expect(abs(size.height - 61.0 / 3) < 0.0001)
      #expect((size.width * 3).rounded() == size.width * 3)
      #expect(TextMeasurement.ceilToPixels(10) == 10)  // an exact size gains no pixel
    }

    /// Lines break after spaces; the space at a break hangs outside the line's width.
    @Test func wrappingBreaksAtSpaces() {
      let one = TextMeasurement("Hello", font: body, width: nil, numberOfLines: 0)
      let wrapped = TextMeasurement("Hello Hello", font: body, width: 60, numberOfLines: 0)
      #expect(wrapped.lines.count == 2)
      #expect(wrapped.exactSize.width == one.exactSize.width)
      let wide = TextMeasurement("Hello Hello", font: body, width: 200, numberOfLines: 0)
      #expect(wide.lines.count == 1)
    }

    /// A word longer than the width is broken between characters, each line within the width.
    @Test func aLongWordIsBrokenByCharacters() {
      let layout = TextMeasurement(
        String(repeating: "a", count: 10), font: body, width: 30, numberOfLines: 0)
      // "a" is 0.52 em: three fit in 30 points at 17 pt, four do not.
      #expect(layout.lines.count == 4)
      #expect(layout.lines.allSatisfy { $0.width <= 30 })
    }

    /// Newlines are hard breaks; an empty line and a final newline take a line each.
    @Test func newlinesAreHardBreaks() {
      #expect(TextMeasurement("a\nb", font: body, width: nil, numberOfLines: 0).lines.count == 2)
      #expect(TextMeasurement("a\n\nb", font: body, width: nil, numberOfLines: 0).lines.count == 3)
      #expect(TextMeasurement("a\n", font: body, width: nil, numberOfLines: 0).lines.count == 2)
      #expect(TextMeasurement("a\nb\nc", font: body, width: nil, numberOfLines: 2).lines.count == 2)
      #expect(TextMeasurement("", font: body, width: nil, numberOfLines: 0).size == .zero)
    }

    /// Attributed text is measured run by run: each run's font, plus its kerning.
    @Test func attributedRunsUseTheirFontsAndKerning() {
      let plain = TextMeasurement("Hello", font: body, width: nil, numberOfLines: 0).exactSize
      let kerned = NSAttributedString(string: "Hello", attributes: [.kern: 2])
      let kernedSize = TextMeasurement(kerned, baseFont: body, width: nil, numberOfLines: 0)
        .exactSize
      #expect(abs(kernedSize.width - (plain.width + 10)) < 0.0001)
      let big = NSAttributedString(
        string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 34)])
      let bigSize = TextMeasurement(big, baseFont: body, width: nil, numberOfLines: 0).exactSize
      #expect(bigSize == CGSize(width: 2 * plain.width, height: 2 * plain.height))
    }
  }
#endif

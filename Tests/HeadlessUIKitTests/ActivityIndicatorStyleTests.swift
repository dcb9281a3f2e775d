#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  @MainActor @Suite struct ActivityIndicatorStyleTests {
    // Source: UIKit's UIActivityIndicatorView.h (iOS 16.5 SDK): WhiteLarge = 0, White = 1,
    // Gray = 2, deprecated in iOS 13 with the replacements Large, Medium, Medium; Apple's
    // documentation: whiteLarge is "the large white style", white "the standard white style",
    // gray "the standard gray style". (The cases are made from raw values here so the test
    // itself uses no deprecated API.)
    @Test func theDeprecatedStylesKeepTheirValuesAndColors() throws {
      let whiteLarge = try #require(UIActivityIndicatorView.Style(rawValue: 0))
      let white = try #require(UIActivityIndicatorView.Style(rawValue: 1))
      let gray = try #require(UIActivityIndicatorView.Style(rawValue: 2))
      let spinner = UIActivityIndicatorView(style: whiteLarge)
      #expect(spinner.style == whiteLarge)
      #expect(spinner.color == .white)
      spinner.style = white
      #expect(spinner.color == .white)
      spinner.style = gray
      #expect(spinner.color == .gray)
      spinner.color = .red
      #expect(spinner.color == .red)
      spinner.color = nil
      #expect(spinner.color == .gray)
      #expect(UIActivityIndicatorView(style: .large).color == nil)
    }
  }
#endif

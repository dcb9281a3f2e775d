#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import LassoDiagnostics
  import Testing

  @testable import HeadlessUIKit

  @MainActor @Suite struct ImageContextTests {
    // Source: Apple's documentation of UIGraphicsBeginImageContextWithOptions(_:_:_:) (a
    // scale of 0.0 is the main screen's scale) and UIGraphicsGetImageFromCurrentImageContext().
    @Test func anImageContextMakesAnImageOfTheAskedSizeAndScale() {
      UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 2)
      UIColor.red.setFill()
      UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
      let image = UIGraphicsGetImageFromCurrentImageContext()
      UIGraphicsEndImageContext()
      #expect(image?.size == CGSize(width: 4, height: 2))
      #expect(image?.scale == 2)
      let pixels = image?.bitmap
      #expect(pixels?.width == 8 && pixels?.height == 4)
      #expect(pixels.map { Array($0.rgba[0..<4]) } == [255, 0, 0, 255])
      #expect(pixels.map { Array($0.rgba[(7 * 4)..<(8 * 4)]) } == [0, 0, 0, 0])

      UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), true, 0)
      #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == UIScreen.main.scale)
      UIGraphicsEndImageContext()
      #expect(UIGraphicsGetCurrentContext() == nil)
    }

    // Source: Apple's documentation of UIGraphicsBeginImageContext(_:) ("equivalent to calling
    // UIGraphicsBeginImageContextWithOptions with the opaque parameter set to false and a scale
    // factor of 1.0") and of CGContext's setFillColor/fill/stroke/saveGState.
    @Test func beginImageContextIsScaleOneAndCGContextDraws() {
      UIGraphicsBeginImageContext(CGSize(width: 3, height: 3))
      defer { UIGraphicsEndImageContext() }
      let context = UIGraphicsGetCurrentContext()
      #expect(context?.width == 3 && context?.height == 3)
      context?.saveGState()
      context?.setFillColor(UIColor.blue.cgColor)
      context?.clip(to: CGRect(x: 0, y: 0, width: 1, height: 3))
      context?.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
      context?.restoreGState()
      context?.setStrokeColor(UIColor.green.cgColor)
      context?.stroke(CGRect(x: 2.5, y: 0.5, width: 0, height: 2), width: 1)
      let image = UIGraphicsGetImageFromCurrentImageContext()
      #expect(image?.scale == 1)
      let rgba = image?.bitmap?.rgba ?? []
      // Row 0: blue (clipped fill), transparent, green (the stroke centered on x = 2.5).
      #expect(Array(rgba[0..<12]) == [0, 0, 255, 255, 0, 0, 0, 0, 0, 255, 0, 255])
    }

    // Source: Apple's UIGraphics.h: the functions work on a stack of contexts
    // (UIGraphicsPushContext/PopContext); during UIGraphicsImageRenderer's actions the
    // renderer's context is current (documentation of UIGraphicsImageRendererContext.cgContext).
    @Test func imageContextsStackAndRenderersShareTheStack() {
      UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), false, 1)
      let outer = UIGraphicsGetCurrentContext()
      UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 1)
      #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 2, height: 2))
      UIGraphicsEndImageContext()
      #expect(UIGraphicsGetCurrentContext() === outer)
      let format = UIGraphicsImageRendererFormat()
      format.scale = 1
      var inRenderer: CGContext?
      var imageInRenderer: UIImage?
      _ = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 5), format: format).image {
        context in
        inRenderer = UIGraphicsGetCurrentContext()
        #expect(inRenderer === context.cgContext)
        // Not an image context: UIGraphicsGetImageFromCurrentImageContext returns nil.
        imageInRenderer = UIGraphicsGetImageFromCurrentImageContext()
      }
      #expect(inRenderer != nil)
      #expect(imageInRenderer == nil)
      #expect(UIGraphicsGetCurrentContext() === outer)
      UIGraphicsEndImageContext()
      #expect(UIGraphicsGetCurrentContext() == nil)
    }

    // Source: Apple's documentation of UIImage.draw(in:) ("Draws the entire image in the
    // specified rectangle, scaling it as needed to fit") and draw(at:) (at its size), and of
    // UIRectFill ("using the fill color of the current graphics context and the
    // kCGBlendModeCopy blend mode"): the usual way an image is resized in an image context.
    @Test func imagesDrawScaledIntoAnImageContextAndUIRectFillCopies() {
      let format = UIGraphicsImageRendererFormat()
      format.scale = 1
      let source = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format)
        .image { context in
          UIColor.red.setFill()
          context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
          UIColor.blue.setFill()
          context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
      UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 1)
      source.draw(in: CGRect(x: 0, y: 0, width: 4, height: 2))
      let resized = UIGraphicsGetImageFromCurrentImageContext()
      UIColor(red: 0, green: 1, blue: 0, alpha: 0.5).setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
      source.draw(at: CGPoint(x: 2, y: 1))
      let after = UIGraphicsGetImageFromCurrentImageContext()
      UIGraphicsEndImageContext()
      let rgba = resized?.bitmap?.rgba ?? []
      // Row 0: red, red, blue, blue (scaled 2×).
      #expect(
        Array(rgba[0..<16]) == [255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255])
      let later = after?.bitmap?.rgba ?? []
      // UIRectFill replaced the red pixel with the half-transparent green (no blending).
      #expect(Array(later[0..<4]) == [0, 255, 0, 128])
      // draw(at:) put the 2 × 1 image at (2, 1): row 1 ends red, blue.
      #expect(Array(later[(6 * 4)..<(8 * 4)]) == [255, 0, 0, 255, 0, 0, 255, 255])
      UIImage(systemName: "star")?.draw(in: CGRect(x: 0, y: 0, width: 4, height: 2))
    }

    // Source: Apple's documentation of UIGraphicsEndImageContext() ("If the current context was
    // not created using UIGraphicsBeginImageContext(_:), this function does nothing"); the
    // unbalanced call is reported headless (the stricter reading: it is a bug in the caller).
    @Test func endingWithoutAnImageContextDoesNothingAndIsReported() {
      var reports: [Misuse] = []
      Misuse.$handler.withValue({ reports.append($0) }) {
        UIGraphicsEndImageContext()
      }
      #expect(reports.count == 1)
      #expect(reports.first?.message.contains("UIGraphicsEndImageContext") == true)
      #expect(UIGraphicsGetCurrentContext() == nil)
    }
  }
#endif

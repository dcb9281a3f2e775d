#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  @MainActor @Suite struct GraphicsTests {
    // Source: UIGraphicsImageRenderer.h and the image(actions:) doc: the image has the
    // renderer's size (in points) and its format's scale.
    @Test func anImageHasTheRenderersSizeAndScale() {
      let format = UIGraphicsImageRendererFormat.default()
      #expect(format.scale == UIScreen.main.scale)
      #expect(!format.opaque)
      format.scale = 2
      let renderer = UIGraphicsImageRenderer(
        size: CGSize(width: 10, height: 4), format: format)
      var formatSeen: UIGraphicsImageRendererFormat?
      let image = renderer.image { context in
        formatSeen = context.format
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 4))
      }
      #expect(image.size == CGSize(width: 10, height: 4))
      #expect(image.scale == 2)
      #expect(formatSeen?.scale == 2)
      #expect(renderer.format.bounds == CGRect(x: 0, y: 0, width: 10, height: 4))
      // The left half is red, the right half transparent (20 × 8 pixels).
      let pixels = image.bitmap!
      #expect(pixels.width == 20 && pixels.height == 8)
      #expect(Array(pixels.rgba[0..<4]) == [255, 0, 0, 255])
      #expect(Array(pixels.rgba[(19 * 4)..<(20 * 4)]) == [0, 0, 0, 0])
    }

    // Source: UIGraphicsImageRenderer.h, PNGDataWithActions: / JPEGDataWithCompressionQuality:
    // return the image encoded (PNG and JPEG signatures, PNG header with the pixel size).
    @Test func pngAndJPEGDataAreEncodedImages() {
      let format = UIGraphicsImageRendererFormat()
      format.scale = 1
      format.opaque = true
      let renderer = UIGraphicsImageRenderer(
        bounds: CGRect(x: 10, y: 10, width: 17, height: 9), format: format)
      let draw: (UIGraphicsImageRendererContext) -> Void = { context in
        UIColor.blue.setFill()
        context.fill(CGRect(x: 10, y: 10, width: 8, height: 9))
        UIColor.green.setStroke()
        context.stroke(CGRect(x: 10, y: 10, width: 17, height: 9))
      }
      let png = [UInt8](renderer.pngData(actions: draw))
      #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      #expect(Array(png[16..<24]) == [0, 0, 0, 17, 0, 0, 0, 9])
      let jpeg = [UInt8](renderer.jpegData(withCompressionQuality: 0.8, actions: draw))
      #expect(Array(jpeg.prefix(2)) == [0xFF, 0xD8])
      #expect(Array(jpeg.suffix(2)) == [0xFF, 0xD9])
      let image = renderer.image(actions: draw)
      #expect(image.pngData() == Data(png))
      #expect(UIImage(systemName: "star")?.pngData() == nil)
    }

    // Source: UIButton.h, setBackgroundImage:forState: / backgroundImageForState: and
    // currentBackgroundImage (the normal state's value is used for states without one).
    @Test func buttonsKeepABackgroundImagePerState() {
      let button = UIButton(type: .custom)
      let normal = UIImage(named: "normal")
      let highlighted = UIImage(named: "highlighted")
      #expect(button.currentBackgroundImage == nil)
      button.setBackgroundImage(normal, for: .normal)
      button.setBackgroundImage(highlighted, for: .highlighted)
      #expect(button.backgroundImage(for: .normal) == normal)
      #expect(button.backgroundImage(for: .disabled) == normal)
      #expect(button.currentBackgroundImage == normal)
      button.isHighlighted = true
      #expect(button.currentBackgroundImage == highlighted)
    }
  }
#endif

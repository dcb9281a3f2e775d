// Fixture of scripts/diagnostics-parity: image contexts, drawing and renderers (not main-actor
// in the SDK: drawing off the main thread is allowed), and trait collections, trait
// environments and trait overrides, used from nonisolated and main-actor code, with conformances
// and overrides. Not part of any target.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

func imageContexts(_ image: UIImage) -> UIImage? {
  let rect = CGRect(x: 0, y: 0, width: 4, height: 4)
  UIGraphicsBeginImageContextWithOptions(rect.size, false, 1)
  let context = UIGraphicsGetCurrentContext()
  context?.setFillColor(UIColor.red.cgColor)
  context?.fill(rect)
  context?.setStrokeColor(UIColor.blue.cgColor)
  context?.setLineWidth(2)
  context?.stroke(rect)
  context?.saveGState()
  context?.restoreGState()
  UIColor.green.setFill()
  UIRectFill(rect)
  image.draw(in: rect)
  image.draw(at: .zero)
  let result = UIGraphicsGetImageFromCurrentImageContext()
  UIGraphicsEndImageContext()
  return result
}

func pushedContexts() {
  UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
  if let context = UIGraphicsGetCurrentContext() {
    UIGraphicsPushContext(context)
    UIColor.black.set()
    UIGraphicsPopContext()
  }
  UIGraphicsEndImageContext()
}

func renderers() -> UIImage {
  let format = UIGraphicsImageRendererFormat()
  format.scale = 2
  format.opaque = true
  _ = UIGraphicsImageRendererFormat.default().scale
  let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format)
  _ = renderer.pngData { context in
    context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
  }
  return renderer.image { context in
    UIColor.red.setFill()
    context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    context.cgContext.setFillColor(UIColor.blue.cgColor)
    _ = context.currentImage
  }
}

func traits(_ view: UIView) {
  let current = UITraitCollection.current
  let compact = UITraitCollection(verticalSizeClass: .compact)
  let scaled = UITraitCollection(displayScale: 2)
  let merged = UITraitCollection(traitsFrom: [current, compact, scaled])
  _ = merged.verticalSizeClass
  _ = merged.displayScale
  merged.performAsCurrent {
    view.alpha = 0
  }
  UITraitCollection.current = compact
  _ = view.traitCollection.horizontalSizeClass
}

func overrides(_ parent: UIViewController, _ child: UIViewController) {
  parent.setOverrideTraitCollection(UITraitCollection(verticalSizeClass: .regular), forChild: child)
  _ = parent.overrideTraitCollection(forChild: child)
}

/// Runs `body` elsewhere, as any API taking a `@Sendable` closure does.
func runElsewhere(_ body: @escaping @Sendable () -> Void) {}

func sendDrawingValues(_ image: UIImage) {
  let traits = UITraitCollection(displayScale: 3)
  let sizeClass = UIUserInterfaceSizeClass.compact
  let range = UIGraphicsImageRendererFormat.Range.standard
  let format = UIGraphicsImageRendererFormat()
  let renderer = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1))
  runElsewhere {
    _ = traits.displayScale
    _ = sizeClass
    _ = range
    _ = image.size
    _ = format.scale
    _ = renderer.format
    UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
    image.draw(at: .zero)
    UIGraphicsEndImageContext()
  }
}

func sendContexts() {
  UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
  if let context = UIGraphicsGetCurrentContext() {
    runElsewhere {
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
  }
  UIGraphicsEndImageContext()
  let renderer = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1))
  _ = renderer.image { context in
    runElsewhere {
      _ = context.format
    }
  }
  _ = renderer.pngData { context in
    runElsewhere {
      _ = context.currentImage
    }
  }
  UITraitCollection.current.performAsCurrent {
    runElsewhere {
      _ = renderer.format
    }
  }
}

func dynamicColors(_ format: UIGraphicsImageRendererFormat) -> UIColor {
  UIColor { traits in
    runElsewhere {
      _ = format
    }
    return traits.userInterfaceStyle == .dark ? .white : .black
  }
}

@MainActor func mainActorDrawing(_ view: UIView, _ parent: UIViewController) -> UIImage? {
  let image = renderers()
  _ = imageContexts(image)
  UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
    view.backgroundColor = .systemBackground
  }
  parent.setOverrideTraitCollection(UITraitCollection(displayScale: 1), forChild: parent)
  _ = parent.traitCollection.userInterfaceStyle
  return image
}

final class Environment: NSObject, UITraitEnvironment {
  var traitCollection: UITraitCollection { UITraitCollection() }

  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    _ = previousTraitCollection?.displayScale
  }
}

final class LateEnvironment: NSObject {
  let view = UIView()
}

extension LateEnvironment: UITraitEnvironment {
  var traitCollection: UITraitCollection { view.traitCollection }

  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

final class AdaptiveView: UIView {
  var changes = 0

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    changes += 1
    _ = traitCollection.verticalSizeClass
  }

  override func draw(_ rect: CGRect) {
    UIRectFill(rect)
    UIGraphicsGetCurrentContext()?.fill(rect)
  }
}

final class AdaptiveController: UIViewController {
  let child = UIViewController()

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    setOverrideTraitCollection(UITraitCollection(verticalSizeClass: .compact), forChild: child)
  }
}

final class Painter {
  let format = UIGraphicsImageRendererFormat()

  func paint(_ color: UIColor) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format).image { context in
      color.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
  }
}

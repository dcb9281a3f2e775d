import Lasso

/// `message` followed by a picture of `view`'s tree under `title`, for a failure about a view:
/// on the headless UIKit, its `headless.layoutDescription` (each view's frame, whether it is
/// hidden, the constraints that place it), indented, cut after `maxLines` lines with a count of
/// the rest. Apple's UIKit has no such picture; there the message is left as it is.
@MainActor func appendingPicture(
  of view: UIView, titled title: String, to message: String, maxLines: Int = 40
) -> String {
  #if !LASSO_HEADLESS_UIKIT && (os(iOS) || os(tvOS) || os(visionOS))
    return message
  #else
    let lines = view.headless.layoutDescription.split(
      separator: "\n", omittingEmptySubsequences: false)
    var shown = lines.prefix(maxLines).map { "  " + $0 }
    if lines.count > maxLines { shown.append("  … \(lines.count - maxLines) more") }
    return message + "\n" + title + "\n" + shown.joined(separator: "\n")
  #endif
}

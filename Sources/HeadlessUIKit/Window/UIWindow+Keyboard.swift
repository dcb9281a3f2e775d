#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation

  /// A responder that takes typed text, as UIKit's `UIKeyInput`: the keyboard shows while one
  /// is first responder.
  @preconcurrency @MainActor public protocol UIKeyInput: NSObjectProtocol {
    /// Whether there is text.
    var hasText: Bool { get }
    /// Types text.
    func insertText(_ text: String)
    /// Deletes backward.
    func deleteBackward()
  }

  extension UITextField: UIKeyInput {}
  extension UITextView: UIKeyInput {}

  extension UIResponder {
    /// Posted (object `nil`) before the keyboard shows, with the keyboard user info keys.
    nonisolated public static let keyboardWillShowNotification = Notification.Name(
      "UIKeyboardWillShowNotification")
    /// Posted after the keyboard showed.
    nonisolated public static let keyboardDidShowNotification = Notification.Name(
      "UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides.
    nonisolated public static let keyboardWillHideNotification = Notification.Name(
      "UIKeyboardWillHideNotification")
    /// Posted after the keyboard hid.
    nonisolated public static let keyboardDidHideNotification = Notification.Name(
      "UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (as it shows or hides).
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
      "UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
      "UIKeyboardDidChangeFrameNotification")
    /// User info key: the keyboard's frame before the change (`NSValue`, `cgRectValue`).
    public static let keyboardFrameBeginUserInfoKey =
      "UIKeyboardFrameBeginUserInfoKey"
    /// User info key: the keyboard's frame after the change (`NSValue`, `cgRectValue`).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// User info key: the animation's duration (`NSNumber`, seconds).
    public static let keyboardAnimationDurationUserInfoKey =
      "UIKeyboardAnimationDurationUserInfoKey"
    /// User info key: the animation's curve (`NSNumber`).
    public static let keyboardAnimationCurveUserInfoKey =
      "UIKeyboardAnimationCurveUserInfoKey"
    /// User info key: whether the keyboard belongs to this app (`NSNumber`, `true`).
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
  }

  extension UIWindow {
    /// The frame of the keyboard when shown (336 points high at the bottom of the screen).
    static var keyboardFrame: CGRect {
      let screen = UIScreen.main.bounds
      return CGRect(x: 0, y: screen.height - 336, width: screen.width, height: 336)
    }

    /// Shows or hides the keyboard after a first responder change: it shows while a
    /// ``UIKeyInput`` is first responder, posting UIKit's keyboard notifications.
    func updateKeyboard() {
      guard !isSwitchingFirstResponder else { return }
      let wantsKeyboard = firstResponder is UIKeyInput
      guard wantsKeyboard != isKeyboardShown else { return }
      isKeyboardShown = wantsKeyboard
      let shown = Self.keyboardFrame
      let hidden = shown.offsetBy(dx: 0, dy: shown.height)
      let userInfo: [AnyHashable: Any] = [
        UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: wantsKeyboard ? hidden : shown),
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: wantsKeyboard ? shown : hidden),
        UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
        UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
        UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
      ]
      let center = NotificationCenter.default
      center.post(
        name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: userInfo)
      center.post(
        name: wantsKeyboard
          ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
        object: nil, userInfo: userInfo)
      center.post(
        name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: userInfo)
      center.post(
        name: wantsKeyboard
          ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
        object: nil, userInfo: userInfo)
    }
  }
#endif

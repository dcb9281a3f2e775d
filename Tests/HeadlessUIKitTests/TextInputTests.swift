#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import Foundation
  import Testing

  @testable import HeadlessUIKit

  @MainActor @Suite struct TextInputTests {
    /// Counts the text-did-change notifications posted for one object.
    @MainActor final class NotificationCounter {
      var count = 0
      private var token: NSObjectProtocol?
      init(name: Notification.Name, object: AnyObject) {
        // The notification is posted synchronously on the posting (main) thread.
        token = NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) {
          [weak self] _ in
          MainActor.assumeIsolated { self?.count += 1 }
        }
      }
      func stop() {
        if let token { NotificationCenter.default.removeObserver(token) }
      }
    }

    @Test func typingFiresEditingChangedAndNotification() {
      let field = UITextField()
      var changes: [String] = []
      field.addAction(UIAction { _ in changes.append(field.text ?? "") }, for: .editingChanged)
      let counter = NotificationCounter(name: UITextField.textDidChangeNotification, object: field)
      defer { counter.stop() }
      field.insertText("h")
      field.insertText("é")
      field.deleteBackward()
      field.insertText("i")
      #expect(field.text == "hi")
      #expect(changes == ["h", "hé", "h", "hi"])
      #expect(counter.count == 4)
      #expect(field.hasText)
    }

    @Test func settingTextProgrammaticallyFiresNothing() {
      let field = UITextField()
      var changes = 0
      field.addAction(UIAction { _ in changes += 1 }, for: .allEditingEvents)
      let counter = NotificationCounter(name: UITextField.textDidChangeNotification, object: field)
      defer { counter.stop() }
      field.text = "hello"
      field.text = nil
      #expect(field.text == "")
      #expect(!field.hasText)
      #expect(changes == 0)
      #expect(counter.count == 0)
    }

    @Test func delegateCanRejectTyping() {
      final class DigitsOnly: NSObject, UITextFieldDelegate {
        var ranges: [NSRange] = []
        func textField(
          _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
          replacementString string: String
        ) -> Bool {
          ranges.append(range)
          return string.allSatisfy(\.isNumber)
        }
      }
      let field = UITextField()
      let delegate = DigitsOnly()
      field.delegate = delegate
      var changes = 0
      field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
      field.headless.type("1a2")
      field.deleteBackward()
      #expect(field.text == "1")
      #expect(changes == 3)
      #expect(
        delegate.ranges == [
          NSRange(location: 0, length: 0), NSRange(location: 1, length: 0),
          NSRange(location: 1, length: 0), NSRange(location: 1, length: 1),
        ])
    }

    @Test func firstResponderNeedsAWindowAndTellsTheDelegate() async {
      final class Delegate: NSObject, UITextFieldDelegate {
        var calls: [String] = []
        func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("begin") }
        func textFieldDidEndEditing(_ textField: UITextField) { calls.append("end") }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
          calls.append("return")
          return true
        }
      }
      let field = UITextField()
      let delegate = Delegate()
      field.delegate = delegate
      #expect(!field.becomeFirstResponder())

      let root = UIViewController()
      let window = await makeWindow(root: root)
      let other = UITextField()
      root.view.addSubview(field)
      root.view.addSubview(other)
      var events: [String] = []
      field.addAction(UIAction { _ in events.append("didBegin") }, for: .editingDidBegin)
      field.addAction(UIAction { _ in events.append("didEnd") }, for: .editingDidEnd)
      field.addAction(UIAction { _ in events.append("onExit") }, for: .editingDidEndOnExit)
      #expect(field.becomeFirstResponder())
      #expect(field.isFirstResponder && field.isEditing)
      #expect(other.becomeFirstResponder())
      #expect(!field.isFirstResponder && other.isFirstResponder)
      #expect(field.becomeFirstResponder())
      field.insertText("\n")
      #expect(delegate.calls == ["begin", "end", "begin", "return", "end"])
      #expect(events == ["didBegin", "didEnd", "didBegin", "onExit", "didEnd"])
      #expect(!field.isFirstResponder)

      #expect(other.becomeFirstResponder())
      root.view.endEditing(true)
      #expect(!other.isFirstResponder)
      #expect(other.becomeFirstResponder())
      other.removeFromSuperview()
      #expect(!other.isFirstResponder)
      #expect(window.firstResponder == nil)
    }

    @Test func keyboardShowsWhileATextInputIsFirstResponder() async {
      // The window first: the notifications are app-wide, and other tests run while this one
      // waits; from here on, nothing waits.
      let root = UIViewController()
      let window = await makeWindow(root: root)
      var posted: [String] = []
      var endFrames: [CGRect] = []
      let names = [
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
      ]
      // Read on the main actor: the key is main-actor isolated, as in the iOS SDK.
      let endFrameKey = UIResponder.keyboardFrameEndUserInfoKey
      let tokens = names.map { name in
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
          notification in
          let frame = (notification.userInfo?[endFrameKey] as? NSValue)?.cgRectValue
          let name = notification.name.rawValue
          MainActor.assumeIsolated {
            posted.append(name)
            if let frame { endFrames.append(frame) }
          }
        }
      }
      defer { tokens.forEach(NotificationCenter.default.removeObserver) }
      let first = UITextField()
      let second = UITextField()
      root.view.addSubview(first)
      root.view.addSubview(second)
      #expect(first.becomeFirstResponder())
      #expect(
        posted == ["UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification"])
      #expect(endFrames.first == CGRect(x: 0, y: 844 - 336, width: 390, height: 336))
      posted = []
      #expect(second.becomeFirstResponder())
      #expect(posted.isEmpty)
      root.view.endEditing(true)
      #expect(
        posted == ["UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification"])
      _ = window
    }

    @Test func textViewTypingCallsDelegateAndPosts() {
      final class Delegate: NSObject, UITextViewDelegate {
        var texts: [String] = []
        func textViewDidChange(_ textView: UITextView) { texts.append(textView.text) }
      }
      let textView = UITextView()
      let delegate = Delegate()
      textView.delegate = delegate
      let counter = NotificationCounter(
        name: UITextView.textDidChangeNotification, object: textView)
      defer { counter.stop() }
      textView.text = "a"
      #expect(delegate.texts.isEmpty)
      textView.insertText("\n")
      textView.headless.type("b")
      textView.deleteBackward()
      #expect(textView.text == "a\n")
      #expect(delegate.texts == ["a\n", "a\nb", "a\n"])
      #expect(counter.count == 3)
    }
  }
#endif

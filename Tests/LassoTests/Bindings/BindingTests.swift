import Foundation
import LassoTestUtilities
import Testing

@testable import Lasso

/// Every binding, against a mock store that records what it receives.
enum ControlsModule: StoreModule {
  enum Action: Equatable {
    case tapped
    case text(String)
    case flag(Bool)
    case float(Float)
    case double(Double)
    case index(Int)
    case date(Date)
    case duration(TimeInterval)
  }
}

@MainActor
@Suite struct BindingTests {
  let store = MockLassoStore<ControlsModule>(with: EmptyState())

  @Test func buttonTapsAndOtherEvents() {
    let button = UIButton(type: .system)
    button.bind(to: store, action: .tapped)
    button.bind(.touchDown, to: store) { _ in .text("down") }
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .touchDown)
    button.sendActions(for: .valueChanged)
    #expect(store.dispatchedActions == [.tapped, .text("down")])
  }

  @Test func textFieldsDispatchWhatTheUserTypes() {
    let field = UITextField()
    field.bindTextDidChange(to: store) { .text($0) }
    field.insertText("ab")
    field.deleteBackward()
    field.text = "set in code"
    #expect(store.dispatchedActions == [.text("ab"), .text("a")])
  }

  // The original Lasso bound a text field's edits to its `textDidChangeNotification` (its
  // ActionDispatchable+Bindings.swift), and its own tests post one by hand: that dispatches the
  // field's text; a notification about another field does not; `.editingChanged` alone does
  // not either (UIKit sends both when the user types, per UITextField.textDidChangeNotification
  // in Apple's documentation).
  @Test func aTextFieldsTextDidChangeNotificationDispatchesItsText() {
    let field = UITextField()
    field.bindTextDidChange(to: store) { .text($0) }
    field.text = "hello"
    #expect(store.dispatchedActions.isEmpty)
    NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: field)
    NotificationCenter.default.post(
      name: UITextField.textDidChangeNotification, object: UITextField())
    field.sendActions(for: .editingChanged)
    #expect(store.dispatchedActions == [.text("hello")])
  }

  @Test func textViewsDispatchWhatTheUserTypes() {
    let textView = UITextView()
    textView.bindTextDidChange(to: store) { .text($0) }
    textView.insertText("hi")
    #expect(store.dispatchedActions == [.text("hi")])
  }

  @Test func valueChangesOfEveryControl() {
    let toggle = UISwitch()
    toggle.bindValueChange(to: store) { .flag($0) }
    let slider = UISlider()
    slider.bindValueChange(to: store) { .float($0) }
    let stepper = UIStepper()
    stepper.bindValueChange(to: store) { .double($0) }
    let segments = UISegmentedControl(items: ["a", "b"])
    segments.bindValueChange(to: store) { .index($0) }
    let pages = UIPageControl()
    pages.numberOfPages = 3
    pages.bindValueChange(to: store) { .index($0 + 100) }
    let picker = UIDatePicker()
    picker.bindDateChange(to: store) { .date($0) }
    picker.bindDurationChange(to: store) { .duration($0) }

    toggle.isOn = true
    toggle.sendActions(for: .valueChanged)
    slider.value = 0.5
    slider.sendActions(for: .valueChanged)
    stepper.value = 2
    stepper.sendActions(for: .valueChanged)
    segments.selectedSegmentIndex = 1
    segments.sendActions(for: .valueChanged)
    pages.currentPage = 2
    pages.sendActions(for: .valueChanged)
    let date = Date(timeIntervalSince1970: 86_400)
    picker.date = date
    picker.countDownDuration = 120
    picker.sendActions(for: .valueChanged)

    #expect(
      store.dispatchedActions == [
        .flag(true), .float(0.5), .double(2), .index(1), .index(102), .date(date),
        .duration(120),
      ])
  }

  @Test func barButtonItemsDispatchOnTap() {
    let item = UIBarButtonItem(title: "Done")
    item.bind(to: store, action: .tapped)
    item.headless.tap()
    #expect(store.dispatchedActions == [.tapped])
  }

  @Test func aBindingDoesNotKeepTheStoreAlive() {
    let button = UIButton(type: .system)
    let field = UITextField()
    let textView = UITextView()
    weak var weakStore: MockLassoStore<ControlsModule>?
    do {
      let store = MockLassoStore<ControlsModule>(with: EmptyState())
      weakStore = store
      button.bind(to: store, action: .tapped)
      field.bindTextDidChange(to: store.asViewStore()) { .text($0) }
      textView.bindTextDidChange(to: store) { .text($0) }
    }
    #expect(weakStore == nil)
    button.sendActions(for: .touchUpInside)
    field.insertText("x")
    textView.insertText("y")
  }
}

@MainActor
@Suite struct GestureBindingTests {
  @Test func tapsOnAViewDispatch() {
    let store = MockLassoStore<ControlsModule>(with: EmptyState())
    let view = UIView()
    view.bindTap(to: store, action: .tapped)
    let recognizer = UITapGestureRecognizer()
    view.addGestureRecognizer(recognizer)
    recognizer.bind(to: store) { _ in .text("second") }
    for recognizer in view.gestureRecognizers ?? [] { recognizer.headless.recognize() }
    #expect(store.dispatchedActions == [.tapped, .text("second")])
  }
}

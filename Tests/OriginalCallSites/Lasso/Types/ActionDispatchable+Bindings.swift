import Foundation
import Lasso
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/Lasso/Types/ActionDispatchable+Bindings.swift: controls, bar button
// items, gesture recognizers and text fields bound to a store, fired the way tests fire them
// (`sendActions(for:)`, the text-did-change notification) and checked by the actions dispatched.

private enum ControlsScreenModule: ScreenModule {
  enum Action: Equatable {
    case didTap
    case didTapControl(String)
    case didChangePage(Int)
    case didSelectSegment(Int)
    case didSlide(Float)
    case didToggle(Bool)
    case didStep(Double)
    case didPickDate(Date)
    case didPickDuration(TimeInterval)
    case didPick(String)
    case didTapBarButton
    case didTapBarButtonTitled(String)
    case didTapGesture
    case didRecognize(String)
    case didEditText(String)
  }

  struct State: Equatable {}

  static var defaultInitialState: State { State() }

  static func createScreen(with store: ControlsStore) -> Screen {
    Screen(store, UIViewController())
  }
}

/// Records each action, as a test's store does.
private final class ControlsStore: LassoStore<ControlsScreenModule> {
  var received: [Action] = []
  override func handleAction(_ action: Action) { received.append(action) }
}

/// The user taps `item`: on iOS its binding is its primary action; the headless UIKit taps it.
@MainActor private func tap(_ item: UIBarButtonItem) {
  #if canImport(UIKit)
    item.primaryAction?.performWithSender(nil, target: nil)
  #else
    item.headless.tap()
  #endif
}

/// The user makes the gesture. The headless UIKit fires the recognizer; on iOS (where this file
/// is type-checked, not run) tests fire recognizers through the Objective-C runtime, in a
/// helper of their own, as the original's did.
@MainActor private func recognize(_ recognizer: UIGestureRecognizer) {
  #if !canImport(UIKit)
    recognizer.headless.recognize()
  #endif
}

@MainActor
final class ActionDispatchableBindingsSwiftCallSites: XCTestCase {
  func testControlBindings() async throws {
    let store = ControlsStore()
    let button = UIButton()
    // covers: UIControl :: func bind<Target: ActionDispatchable>(_ event: UIControl.Event = .touchUpInside, to target: Target, action: Target.Action)
    button.bind(to: store, action: .didTap)
    let other = UIButton()
    other.bind(.touchDown, to: store, action: .didTapControl("down"))
    button.sendActions(for: .touchUpInside)
    other.sendActions(for: .touchDown)
    other.sendActions(for: .touchUpInside)
    XCTAssertEqual(store.received, [.didTap, .didTapControl("down")])

    // covers: UIControl :: extension UIControl: ControlActionBindable
    let control: UIControl = UISwitch()
    // covers: - :: protocol ControlActionBindable where Self: UIControl
    let bindable: any ControlActionBindable = control
    XCTAssertTrue(bindable is UISwitch)
    let field = UIButton()
    field.accessibilityLabel = "sender"
    // covers: ControlActionBindable :: func bind<Target: ActionDispatchable>(_ event: UIControl.Event = .touchUpInside, to target: Target, mapping: (_ sender: Self) -> Target.Action)
    field.bind(to: store) { (sender: UIButton) in .didTapControl(sender.accessibilityLabel ?? "") }
    field.sendActions(for: .touchUpInside)
    XCTAssertEqual(store.received.last, .didTapControl("sender"))
  }

  func testValueChangeBindings() async throws {
    let store = ControlsStore()
    let pages = UIPageControl()
    pages.numberOfPages = 3
    // covers: UIPageControl :: func bindValueChange<Target: ActionDispatchable>(to target: Target, mapping: (_ currentPage: Int) -> Target.Action)
    pages.bindValueChange(to: store) { .didChangePage($0) }
    pages.currentPage = 2
    pages.sendActions(for: .valueChanged)

    let segments = UISegmentedControl(items: ["a", "b"])
    // covers: UISegmentedControl :: func bindValueChange<Target: ActionDispatchable>(to target: Target, mapping: (_ selectedIndex: Int) -> Target.Action)
    segments.bindValueChange(to: store) { .didSelectSegment($0) }
    segments.selectedSegmentIndex = 1
    segments.sendActions(for: .valueChanged)

    let slider = UISlider()
    // covers: UISlider :: func bindValueChange<Target: ActionDispatchable>(to target: Target, mapping: (_ newValue: Float) -> Target.Action)
    slider.bindValueChange(to: store) { .didSlide($0) }
    slider.value = 0.5
    slider.sendActions(for: .valueChanged)

    let toggle = UISwitch()
    // covers: UISwitch :: func bindValueChange<Target: ActionDispatchable>(to target: Target, mapping: (_ isOn: Bool) -> Target.Action)
    toggle.bindValueChange(to: store) { .didToggle($0) }
    toggle.isOn = true
    toggle.sendActions(for: .valueChanged)

    let stepper = UIStepper()
    // covers: UIStepper :: func bindValueChange<Target: ActionDispatchable>(to target: Target, mapping: (_ newValue: Double) -> Target.Action)
    stepper.bindValueChange(to: store) { .didStep($0) }
    stepper.value = 4
    stepper.sendActions(for: .valueChanged)

    XCTAssertEqual(
      store.received,
      [.didChangePage(2), .didSelectSegment(1), .didSlide(0.5), .didToggle(true), .didStep(4)])
  }

  func testDatePickerBindings() async throws {
    let store = ControlsStore()
    let date = Date(timeIntervalSince1970: 86_400)
    let datePicker = UIDatePicker()
    // covers: UIDatePicker :: func bindDateChange<Target: ActionDispatchable>(to target: Target, mapping: (_ date: Date) -> Target.Action)
    datePicker.bindDateChange(to: store) { .didPickDate($0) }
    datePicker.date = date
    datePicker.sendActions(for: .valueChanged)
    XCTAssertEqual(store.received, [.didPickDate(date)])

    let timer = UIDatePicker()
    timer.datePickerMode = .countDownTimer
    // covers: UIDatePicker :: func bindDurationChange<Target: ActionDispatchable>(to target: Target, mapping: (_ countDownDuration: TimeInterval) -> Target.Action)
    timer.bindDurationChange(to: store) { .didPickDuration($0) }
    timer.countDownDuration = 120
    timer.sendActions(for: .valueChanged)
    XCTAssertEqual(store.received.last, .didPickDuration(120))

    let picker = UIDatePicker()
    picker.accessibilityLabel = "birthday"
    // covers: UIDatePicker :: func bindValueChange<Target: ActionDispatchable>(to target: Target, mapping: (_ datePicker: UIDatePicker) -> Target.Action)
    picker.bindValueChange(to: store) { (sender: UIDatePicker) in
      .didPick(sender.accessibilityLabel ?? "")
    }
    picker.sendActions(for: .valueChanged)
    XCTAssertEqual(store.received.last, .didPick("birthday"))
  }

  func testBarButtonItems() async throws {
    let store = ControlsStore()
    // covers: UIBarButtonItem :: init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem)
    let share = UIBarButtonItem(barButtonSystemItem: .action)
    // covers: UIBarButtonItem :: func bind<Target: ActionDispatchable>(to target: Target, action: Target.Action)
    share.bind(to: store, action: .didTapBarButton)
    tap(share)
    XCTAssertEqual(store.received, [.didTapBarButton])

    // covers: UIBarButtonItem :: init(title: String?, style: UIBarButtonItem.Style = .plain)
    let done = UIBarButtonItem(title: "Done", style: .done)
    let plain = UIBarButtonItem(title: "Edit")
    XCTAssertEqual(done.style, .done)
    XCTAssertEqual(plain.style, .plain)
    // covers: UIBarButtonItem :: func bind<Target: ActionDispatchable>(to target: Target, mapping: (_ sender: UIBarButtonItem) -> Target.Action)
    done.bind(to: store) { item in .didTapBarButtonTitled(item.title ?? "") }
    tap(done)
    XCTAssertEqual(store.received.last, .didTapBarButtonTitled("Done"))

    let image = UIImage()
    // covers: UIBarButtonItem :: init(image: UIImage?, style: UIBarButtonItem.Style = .plain)
    let icon = UIBarButtonItem(image: image, style: .plain)
    let defaultIcon = UIBarButtonItem(image: image)
    XCTAssertEqual(icon.style, .plain)
    XCTAssertEqual(defaultIcon.style, .plain)
    // covers: UIBarButtonItem :: init(image: UIImage?, landscapeImagePhone: UIImage?, style: UIBarButtonItem.Style = .plain)
    let both = UIBarButtonItem(image: image, landscapeImagePhone: nil)
    XCTAssertEqual(both.style, .plain)
    XCTAssertTrue(both.image === image)
  }

  func testGestureBindings() async throws {
    let store = ControlsStore()
    let tapRecognizer = UITapGestureRecognizer()
    let view = UIView()
    view.addGestureRecognizer(tapRecognizer)
    // covers: UIGestureRecognizer :: func bind<Target: ActionDispatchable>(to target: Target, action: Target.Action)
    tapRecognizer.bind(to: store, action: .didTapGesture)
    // covers: UIGestureRecognizer :: extension UIGestureRecognizer: GestureActionBindable
    let recognizer: UIGestureRecognizer = tapRecognizer
    // covers: - :: protocol GestureActionBindable: UIGestureRecognizer
    let bindable: any GestureActionBindable = recognizer
    XCTAssertTrue(bindable === tapRecognizer)
    // covers: GestureActionBindable :: func bind<Target: ActionDispatchable>(to target: Target, mapping: (_ sender: Self) -> Target.Action)
    tapRecognizer.bind(to: store) { (sender: UITapGestureRecognizer) in
      .didRecognize("taps: \(sender.numberOfTapsRequired)")
    }
    recognize(tapRecognizer)
    #if !canImport(UIKit)
      XCTAssertEqual(store.received, [.didTapGesture, .didRecognize("taps: 1")])
    #endif
  }

  func testTextFieldBinding() async throws {
    let store = ControlsStore()
    let field = UITextField()
    // covers: UITextField :: func bindTextDidChange<Target: ActionDispatchable>(to target: Target, mapping: (_ newText: String) -> Target.Action)
    field.bindTextDidChange(to: store) { .didEditText($0) }
    // Setting the text in code dispatches nothing.
    field.text = "hello"
    XCTAssertEqual(store.received, [])
    // The notification UIKit posts for an edit (a test posts it, as the original's tests did).
    NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: field)
    XCTAssertEqual(store.received, [.didEditText("hello")])
    // The user's typing posts it.
    field.insertText("!")
    XCTAssertEqual(store.received.last, .didEditText("hello!"))
    // Another field's notification is not this field's.
    NotificationCenter.default.post(
      name: UITextField.textDidChangeNotification, object: UITextField())
    XCTAssertEqual(store.received.count, 2)
  }
}

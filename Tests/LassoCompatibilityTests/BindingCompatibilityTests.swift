import Foundation
import HeadlessUIKit
import Lasso
import XCTest

// The original Lasso's control and gesture bindings that its tests and samples use, in its test
// style: `bindDateChange`, a date picker's `bindValueChange` (which hands over the picker), and
// the mapping bindings of `ControlActionBindable` and `GestureActionBindable`, whose mapping gets
// the control or recognizer with its own type.

private enum BindingsModule: ScreenModule {
  enum Action: Equatable {
    case buttonTapped
    case dateChanged(Date)
    case durationChanged(TimeInterval)
    case amountChanged(Double)
    case gestureTapped(taps: Int)
    case barButtonTapped(String?)
  }

  struct State: Equatable {
    var actions: [Action] = []
  }

  static var defaultInitialState: State { State() }

  static func createScreen(with store: BindingsStore) -> Screen {
    Screen(store, UIViewController())
  }
}

private final class BindingsStore: LassoStore<BindingsModule> {
  override func handleAction(_ action: Action) {
    update { state in state.actions.append(action) }
  }
}

@MainActor final class BindingCompatibilityTests: XCTestCase {
  func test_BindDatePicker_DateChange() async {
    // given
    let store = BindingsStore()
    let picker = UIDatePicker()
    picker.datePickerMode = .date
    picker.bindDateChange(to: store) { .dateChanged($0) }
    let date = Date(timeIntervalSince1970: 1_000_000)

    // when: the date is set in code
    picker.date = date

    // then
    XCTAssertTrue(store.state.actions.isEmpty, "setting the date in code dispatches nothing")

    // when: the picker reports the change, as it does when the user picks a date
    picker.sendActions(for: .valueChanged)
    picker.sendActions(for: .editingDidEnd)

    // then
    XCTAssertEqual(store.state.actions, [.dateChanged(date)], "one action, on .valueChanged")
  }

  func test_BindDatePicker_ValueChange_HandsOverThePicker() async {
    let store = BindingsStore()
    let picker = UIDatePicker()
    picker.bindValueChange(to: store) { sender in
      XCTAssertTrue(sender === picker)
      return .dateChanged(sender.date)
    }
    let date = Date(timeIntervalSince1970: 2_000_000)
    picker.date = date
    picker.sendActions(for: .valueChanged)
    XCTAssertEqual(store.state.actions, [.dateChanged(date)])
  }

  func test_BindDatePicker_DurationChange() async {
    let store = BindingsStore()
    let picker = UIDatePicker()
    picker.datePickerMode = .countDownTimer
    picker.bindDurationChange(to: store) { .durationChanged($0) }
    picker.countDownDuration = 600
    picker.sendActions(for: .valueChanged)
    XCTAssertEqual(store.state.actions, [.durationChanged(600)])
  }

  func test_BindControl_ToClosure_GetsTheControlsOwnType() async {
    // given
    let store = BindingsStore()
    let stepper = UIStepper()
    stepper.maximumValue = 10
    // The mapping's argument is a `UIStepper`: no cast.
    stepper.bind(.valueChanged, to: store) { sender in .amountChanged(sender.value) }
    let button = UIButton()
    button.bind(to: store) { (sender: UIButton) in
      XCTAssertEqual(button, sender)
      return .buttonTapped
    }

    // when
    stepper.value = 3
    stepper.sendActions(for: .valueChanged)
    button.sendActions(for: .touchUpInside)

    // then
    XCTAssertEqual(store.state.actions, [.amountChanged(3), .buttonTapped])
  }

  func test_ControlActionBindable_AsAConstraint() async {
    func bindAll<Control: ControlActionBindable>(
      _ controls: [Control], to store: BindingsStore,
      _ mapping: @escaping @MainActor (Control) -> BindingsModule.Action
    ) {
      for control in controls { control.bind(.valueChanged, to: store, mapping: mapping) }
    }
    let store = BindingsStore()
    let steppers = [UIStepper(), UIStepper()]
    bindAll(steppers, to: store) { .amountChanged($0.value) }
    steppers[1].value = 1
    for stepper in steppers { stepper.sendActions(for: .valueChanged) }
    XCTAssertEqual(store.state.actions, [.amountChanged(0), .amountChanged(1)])
  }

  func test_BindBarButtonItem_ToClosure() async {
    let store = BindingsStore()
    let item = UIBarButtonItem(title: "Share")
    item.bind(to: store) { .barButtonTapped($0.title) }
    tap(item)
    XCTAssertEqual(store.state.actions, [.barButtonTapped("Share")])
  }

  func test_BarButtonItemsMadeWithoutATarget() async {
    let store = BindingsStore()
    let share = UIBarButtonItem(barButtonSystemItem: .action)
    let done = UIBarButtonItem(title: "Done", style: .done)
    let icon = UIBarButtonItem(image: nil, style: .plain)
    let wide = UIBarButtonItem(image: nil, landscapeImagePhone: nil)
    XCTAssertEqual(done.title, "Done")
    XCTAssertEqual(done.style, .done)
    XCTAssertEqual(icon.style, .plain)
    XCTAssertEqual(wide.style, .plain)
    share.bind(to: store, action: .barButtonTapped("share"))
    done.bind(to: store) { .barButtonTapped($0.title) }
    tap(share)
    tap(done)
    XCTAssertEqual(store.state.actions, [.barButtonTapped("share"), .barButtonTapped("Done")])
  }

  func test_BindTapGesture_ToClosure_GetsTheRecognizersOwnType() async {
    // given
    let store = BindingsStore()
    let view = UIView()
    let tap = UITapGestureRecognizer()
    tap.numberOfTapsRequired = 2
    view.addGestureRecognizer(tap)
    // The mapping's argument is a `UITapGestureRecognizer`.
    tap.bind(to: store) { gesture in
      XCTAssertEqual(tap, gesture)
      return .gestureTapped(taps: gesture.numberOfTapsRequired)
    }
    XCTAssertTrue(
      store.state.actions.isEmpty, "no actions should have been dispatched at the start")

    // when
    recognize(tap)
    recognize(tap)

    // then
    XCTAssertEqual(store.state.actions, [.gestureTapped(taps: 2), .gestureTapped(taps: 2)])
  }

  func test_GestureActionBindable_AsAConstraint() async {
    func bindTaps<Recognizer: GestureActionBindable>(
      _ recognizer: Recognizer, to store: BindingsStore,
      taps: @escaping @MainActor (Recognizer) -> Int
    ) {
      recognizer.bind(to: store) { .gestureTapped(taps: taps($0)) }
    }
    let store = BindingsStore()
    let view = UIView()
    let tap = UITapGestureRecognizer()
    view.addGestureRecognizer(tap)
    bindTaps(tap, to: store) { $0.numberOfTapsRequired }
    recognize(tap)
    XCTAssertEqual(store.state.actions, [.gestureTapped(taps: 1)])
  }

  func test_BindingsDoNotKeepTheStoreAlive() async {
    let picker = UIDatePicker()
    let tap = UITapGestureRecognizer()
    UIView().addGestureRecognizer(tap)
    weak var weakStore: BindingsStore?
    do {
      let store = BindingsStore()
      weakStore = store
      picker.bindDateChange(to: store) { .dateChanged($0) }
      tap.bind(to: store) { .gestureTapped(taps: $0.numberOfTapsRequired) }
    }
    XCTAssertNil(weakStore)
    picker.sendActions(for: .valueChanged)
    recognize(tap)
  }

  /// The user taps `item`: the headless UIKit's simulated tap, or its primary action on iOS.
  private func tap(_ item: UIBarButtonItem) {
    #if canImport(UIKit)
      item.primaryAction?.performWithSender(nil, target: nil)
    #else
      item.headless.tap()
    #endif
  }

  /// The user makes the gesture: the headless UIKit's simulated gesture. (On iOS the original's
  /// tests fired recognizers through the Objective-C runtime, in a test helper of their own.)
  private func recognize(_ recognizer: UIGestureRecognizer) {
    #if !canImport(UIKit)
      recognizer.headless.recognize()
    #endif
  }
}

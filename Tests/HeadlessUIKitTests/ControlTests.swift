#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  @MainActor @Suite struct ControlTests {
    @Test func sendActionsRunsMatchingHandlersInRegistrationOrder() {
      let control = UIControl()
      var calls: [String] = []
      control.addAction(UIAction { _ in calls.append("first") }, for: .touchUpInside)
      control.addAction(UIAction { _ in calls.append("second") }, for: [.valueChanged, .touchDown])
      control.addAction(UIAction { _ in calls.append("third") }, for: .touchUpInside)
      control.sendActions(for: .touchUpInside)
      #expect(calls == ["first", "third"])
      calls = []
      control.sendActions(for: [.touchDown, .touchUpInside])
      #expect(calls == ["first", "second", "third"])
      calls = []
      control.sendActions(for: .editingChanged)
      #expect(calls.isEmpty)
    }

    @Test func actionSenderIsTheControl() {
      let button = UIButton(type: .system)
      var sender: Any?
      button.addAction(UIAction { sender = $0.sender }, for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect((sender as? UIButton) === button)
    }

    @Test func removeActionAndIdentifierReplacement() {
      let control = UIControl()
      var calls: [String] = []
      let identifier = UIAction.Identifier("save")
      let action = UIAction(identifier: identifier) { _ in calls.append("old") }
      control.addAction(action, for: [.touchUpInside, .valueChanged])
      control.addAction(
        UIAction(identifier: identifier) { _ in calls.append("new") }, for: .touchDown)
      control.sendActions(for: .allEvents)
      #expect(calls == ["new"])
      control.removeAction(identifiedBy: identifier, for: [.touchUpInside, .touchDown])
      calls = []
      control.sendActions(for: .touchUpInside)
      #expect(calls.isEmpty)
      control.sendActions(for: .valueChanged)
      #expect(calls == ["new"])
      #expect(control.allControlEvents == .valueChanged)
    }

    @Test func eventBitsMatchUIKit() {
      #expect(UIControl.Event.touchUpInside.rawValue == 64)
      #expect(UIControl.Event.valueChanged.rawValue == 4096)
      #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
      #expect(UIControl.Event.editingChanged.rawValue == 131_072)
      #expect(UIControl.Event.allEditingEvents.contains(.editingDidEndOnExit))
      #expect(UIControl.Event.allEvents.contains(.touchUpOutside))
    }

    @Test func addTargetIsWeakAndRemovable() {
      final class Screen {
        var taps = 0
        func didTap() { taps += 1 }
      }
      let button = UIButton()
      let screen = Screen()
      button.addTarget(screen, action: { $0.didTap() }, for: .touchUpInside)
      var senders: [UIControl] = []
      button.addTarget(screen, action: { _, sender in senders.append(sender) }, for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect(screen.taps == 1)
      #expect(senders.first === button)
      button.removeTarget(screen, for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect(screen.taps == 1)

      weak var weakScreen: Screen?
      do {
        let temporary = Screen()
        weakScreen = temporary
        button.addTarget(temporary, action: { $0.didTap() }, for: .touchUpInside)
      }
      #expect(weakScreen == nil)
      button.sendActions(for: .touchUpInside)
    }

    @Test func userTapOnButtonSendsTouchEventsUnlessDisabledOrHidden() {
      var events: [String] = []
      let button = UIButton(
        primaryAction: UIAction(title: "Save") { _ in events.append("primary") })
      button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
      button.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
      #expect(button.currentTitle == "Save")
      #expect(button.headless.tap())
      #expect(events == ["down", "up", "primary"])
      events = []
      button.isEnabled = false
      #expect(!button.headless.tap())
      button.isEnabled = true
      let container = UIView()
      container.addSubview(button)
      container.isHidden = true
      #expect(!button.headless.tap())
      #expect(events.isEmpty)
    }

    @Test func buttonTitlesPerState() {
      let button = UIButton(type: .system)
      #expect(button.buttonType == .system)
      button.setTitle("Log in", for: .normal)
      button.setTitle("Wait", for: .disabled)
      #expect(button.title(for: .normal) == "Log in")
      #expect(button.title(for: .highlighted) == "Log in")
      #expect(button.titleLabel?.text == "Log in")
      button.isEnabled = false
      #expect(button.currentTitle == "Wait")
      #expect(button.titleLabel?.text == "Wait")
      button.setTitleColor(.systemRed, for: .normal)
      #expect(button.titleColor(for: .normal) == .systemRed)
      button.setImage(UIImage(systemName: "star"), for: .normal)
      #expect(button.currentImage?.headless.name == "star")
    }

    @Test func switchSetOnSendsNothingUserToggleSendsValueChanged() {
      let toggle = UISwitch()
      var values: [Bool] = []
      toggle.addAction(
        UIAction { action in
          values.append((action.sender as? UISwitch)?.isOn ?? false)
        }, for: .valueChanged)
      toggle.setOn(true, animated: true)
      toggle.isOn = false
      #expect(values.isEmpty)
      #expect(toggle.headless.toggle())
      #expect(toggle.headless.toggle())
      #expect(values == [true, false])
      toggle.isEnabled = false
      #expect(!toggle.headless.toggle())
      #expect(values == [true, false])
    }

    @Test func sliderClampsAndUserSlideSendsValueChanged() {
      let slider = UISlider()
      var count = 0
      slider.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
      slider.maximumValue = 10
      slider.setValue(20, animated: false)
      #expect(slider.value == 10)
      #expect(count == 0)
      slider.headless.slide(to: 4)
      #expect(slider.value == 4)
      #expect(count == 1)
      slider.headless.slide(to: -3)
      #expect(slider.value == 0)
      #expect(count == 2)
    }

    @Test func stepperStepsClampsAndWraps() {
      let stepper = UIStepper()
      var count = 0
      stepper.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
      stepper.maximumValue = 2
      stepper.stepValue = 1
      #expect(stepper.headless.increment())
      #expect(stepper.headless.increment())
      #expect(!stepper.headless.increment())
      #expect(stepper.value == 2)
      #expect(count == 2)
      stepper.wraps = true
      #expect(stepper.headless.increment())
      #expect(stepper.value == 0)
      #expect(stepper.headless.decrement())
      #expect(stepper.value == 2)
      stepper.value = 50
      #expect(stepper.value == 2)
    }

    @Test func segmentedControlSegmentsAndUserSelection() {
      let control = UISegmentedControl(items: ["Day", "Week"])
      #expect(control.numberOfSegments == 2)
      #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
      control.insertSegment(withTitle: "Month", at: 5, animated: false)
      #expect(control.titleForSegment(at: 2) == "Month")
      var selections: [Int] = []
      control.addAction(
        UIAction { _ in selections.append(control.selectedSegmentIndex) }, for: .valueChanged)
      control.selectedSegmentIndex = 0
      #expect(selections.isEmpty)
      #expect(control.headless.selectSegment(at: 1))
      #expect(control.headless.selectSegment(at: 1))
      #expect(selections == [1])
      control.setEnabled(false, forSegmentAt: 2)
      #expect(!control.headless.selectSegment(at: 2))
      let reports = misuseReports { control.selectedSegmentIndex = 7 }
      #expect(reports.count == 1)
      #expect(control.selectedSegmentIndex == 1)
    }

    @Test func pageControlDatePickerAndRefreshControl() {
      let pages = UIPageControl()
      pages.numberOfPages = 3
      pages.currentPage = 9
      #expect(pages.currentPage == 2)
      var changes = 0
      pages.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
      #expect(pages.headless.selectPage(0))
      #expect(pages.currentPage == 0 && changes == 1)

      let picker = UIDatePicker()
      #expect(picker.preferredDatePickerStyle == UIDatePickerStyle.automatic)
      picker.preferredDatePickerStyle = .inline
      #expect(picker.preferredDatePickerStyle == .inline)
      picker.datePickerMode = .date
      let minimum = Date(timeIntervalSince1970: 1000)
      picker.minimumDate = minimum
      picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
      picker.setDate(Date(timeIntervalSince1970: 0), animated: false)
      #expect(picker.date == minimum)
      #expect(changes == 1)
      picker.headless.pick(Date(timeIntervalSince1970: 5000))
      #expect(picker.date == Date(timeIntervalSince1970: 5000))
      #expect(changes == 2)

      let refresh = UIRefreshControl()
      refresh.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
      refresh.beginRefreshing()
      #expect(changes == 2)
      refresh.endRefreshing()
      #expect(refresh.headless.pullToRefresh())
      #expect(refresh.isRefreshing && changes == 3)
    }

    @Test func activityIndicatorHidesWhenStopped() {
      let spinner = UIActivityIndicatorView(style: .large)
      #expect(spinner.isHidden)
      #expect(!spinner.isAnimating)
      spinner.startAnimating()
      #expect(!spinner.isHidden && spinner.isAnimating)
      spinner.stopAnimating()
      #expect(spinner.isHidden)
      spinner.hidesWhenStopped = false
      #expect(!spinner.isHidden)
    }
  }

  @MainActor @Suite struct MenuTests {
    @Test func menuChoicesRunActionsWithTheSender() {
      var chosen: [String] = []
      var senders: [AnyObject?] = []
      let button = UIButton(type: .system)
      button.menu = UIMenu(
        title: "Sort",
        children: [
          UIAction(title: "Name") {
            chosen.append($0.title); senders.append($0.sender as AnyObject?)
          },
          UIMenu(
            options: .displayInline,
            children: [
              UIAction(title: "Date") { chosen.append($0.title) },
              UIAction(title: "Size", attributes: .disabled) { chosen.append($0.title) },
            ]),
        ])
      button.showsMenuAsPrimaryAction = true
      var events: [String] = []
      button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
      button.addAction(UIAction { _ in events.append("menu") }, for: .menuActionTriggered)
      #expect(button.headless.tap())
      #expect(events == ["menu"])
      #expect(button.menu?.headless.allActions.map(\.title) == ["Name", "Date", "Size"])
      #expect(button.menu?.headless.choose("Date", sender: button) == true)
      #expect(button.menu?.headless.choose("Size") == false)
      #expect(button.menu?.headless.choose("Name", sender: button) == true)
      #expect(chosen == ["Date", "Name"])
      #expect(senders.first! === button)

      let item = UIBarButtonItem(title: "Sort", menu: button.menu)
      #expect(item.menu === button.menu)
    }
  }
#endif

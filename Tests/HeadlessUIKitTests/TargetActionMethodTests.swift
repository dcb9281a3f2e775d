#if LASSO_HEADLESS_UIKIT || (!os(iOS) && !os(tvOS) && !os(visionOS))
  import TestSupport
  import Testing

  @testable import HeadlessUIKit

  /// A target whose action methods take what UIKit's may take: nothing, the sender, or (for
  /// controls) the sender and the event.
  @MainActor
  private final class Recorder {
    var calls: [String] = []
    var senders: [AnyObject] = []
    var events: [UIEvent?] = []

    func didTap() { calls.append("didTap") }
    func didTapButton(_ sender: UIButton) {
      calls.append("didTapButton")
      senders.append(sender)
    }
    func didTapAnything(_ sender: Any) {
      calls.append("didTapAnything")
      senders.append(sender as AnyObject)
    }
    func didTapWithEvent(_ sender: UIControl, forEvent event: UIEvent?) {
      calls.append("didTapWithEvent")
      senders.append(sender)
      events.append(event)
    }
    func didTapWithRequiredEvent(_ sender: UIButton, forEvent event: UIEvent) {
      calls.append("didTapWithRequiredEvent")
      events.append(event)
    }
    func didFlip(_ sender: UISwitch) { calls.append("didFlip") }
    func done(_ sender: UIBarButtonItem) {
      calls.append("done")
      senders.append(sender)
    }
    func didPan(_ pan: UIPanGestureRecognizer) {
      calls.append("didPan")
      senders.append(pan)
    }
  }

  /// UIKit's target-action with the action method named as a method reference (`Self.didTap`)
  /// instead of a selector. Apple's "UIControl" page ("The target-action mechanism"): an action
  /// method takes no parameter, the sender, or the sender and the `UIEvent`; the control holds
  /// its targets weakly ("the control does not retain the object in the target parameter"), and
  /// calls them for the events they were registered for.
  @MainActor @Suite struct TargetActionMethodTests {
    @Test func controlCallsTheMethodInEachOfUIKitsThreeForms() {
      let recorder = Recorder()
      let button = UIButton()
      button.addTarget(recorder, action: Recorder.didTap, for: .touchUpInside)
      button.addTarget(recorder, action: Recorder.didTapButton, for: .touchUpInside)
      button.addTarget(recorder, action: Recorder.didTapAnything, for: .touchUpInside)
      button.addTarget(recorder, action: Recorder.didTapWithEvent, for: .touchUpInside)
      button.addTarget(recorder, action: Recorder.didTapWithRequiredEvent, for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect(
        recorder.calls == [
          "didTap", "didTapButton", "didTapAnything", "didTapWithEvent",
          "didTapWithRequiredEvent",
        ])
      #expect(recorder.senders.count == 3)
      #expect(recorder.senders.allSatisfy { $0 === button })
      // `sendActions(for:)` sends no event (headless: nor does a simulated tap); a method that
      // requires one gets an empty event.
      #expect(recorder.events.count == 2)
      #expect(recorder.events.first! == nil)
      #expect(recorder.events.last! != nil)
    }

    @Test func controlCallsOnlyForTheRegisteredEvents() {
      let recorder = Recorder()
      let button = UIButton()
      button.addTarget(recorder, action: Recorder.didTap, for: [.touchUpInside, .touchDown])
      button.sendActions(for: .valueChanged)
      #expect(recorder.calls.isEmpty)
      button.headless.tap()
      #expect(recorder.calls == ["didTap", "didTap"])
      button.removeTarget(recorder, for: .touchDown)
      button.sendActions(for: [.touchDown, .touchUpInside])
      #expect(recorder.calls.count == 3)
      button.removeTarget(recorder, for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect(recorder.calls.count == 3)
      #expect(button.allControlEvents.isEmpty)
    }

    @Test func targetsAreHeldWeaklyAndNotCalledOnceReleased() {
      let button = UIButton()
      let item = UIBarButtonItem(title: "Done")
      let pan = UIPanGestureRecognizer()
      let view = UIView()
      view.addGestureRecognizer(pan)
      weak var released: Recorder?
      do {
        let recorder = Recorder()
        released = recorder
        button.addTarget(recorder, action: Recorder.didTapButton, for: .touchUpInside)
        item.setTarget(recorder, action: Recorder.done)
        pan.addTarget(recorder, action: Recorder.didPan)
      }
      #expect(released == nil)
      // Nothing left to call: the registrations are skipped.
      button.sendActions(for: .touchUpInside)
      #expect(item.headless.tap())
      #expect(pan.headless.recognize())
    }

    @Test func barButtonItemsCallTheMethodWithTheItem() {
      let recorder = Recorder()
      let done = UIBarButtonItem(
        title: "Done", style: .done, target: recorder, action: Recorder.done)
      let add = UIBarButtonItem(
        barButtonSystemItem: .add, target: recorder, action: Recorder.didTap)
      let image = UIBarButtonItem(
        image: UIImage(systemName: "gear"), style: .plain, target: recorder,
        action: Recorder.didTap)
      #expect(done.style == .done)
      #expect(add.headless.systemItem == .add)
      done.headless.tap()
      add.headless.tap()
      image.headless.tap()
      #expect(recorder.calls == ["done", "didTap", "didTap"])
      #expect(recorder.senders.first === done)
      done.setTarget(recorder, action: Recorder.didTap)
      done.headless.tap()
      #expect(recorder.calls.last == "didTap")
    }

    @Test func gestureRecognizersCallTheMethodWithTheRecognizer() {
      let recorder = Recorder()
      let view = UIView()
      let pan = UIPanGestureRecognizer(target: recorder, action: Recorder.didPan)
      let tap = UITapGestureRecognizer(target: recorder, action: Recorder.didTap)
      view.addGestureRecognizer(pan)
      view.addGestureRecognizer(tap)
      pan.addTarget(recorder, action: Recorder.didTapAnything)
      #expect(pan.headless.recognize())
      #expect(tap.headless.recognize())
      #expect(recorder.calls == ["didPan", "didTapAnything", "didTap"])
      #expect(recorder.senders.count == 2)
      #expect(recorder.senders.allSatisfy { $0 === pan })
    }

    /// UIKit passes the control itself as the sender; a method whose sender parameter cannot take
    /// it would receive an object of the wrong type. Apple documents no check: the stricter
    /// reading reports it when the action is added, and does not add it.
    @Test func aSenderOfTheWrongTypeIsReportedWithTheFix() {
      let recorder = Recorder()
      let button = UIButton()
      let reports = misuseReports {
        button.addTarget(recorder, action: Recorder.didFlip, for: .touchUpInside)
      }
      #expect(reports.count == 1)
      #expect(reports.first?.message.contains("UISwitch") == true)
      #expect(reports.first?.message.contains("UIButton") == true)
      #expect(reports.first?.fix.contains("Declare the sender parameter as UIButton") == true)
      button.sendActions(for: .touchUpInside)
      #expect(recorder.calls.isEmpty)

      let item = UIBarButtonItem(title: "Pan")
      let pan = UIPanGestureRecognizer()
      let itemReports = misuseReports {
        item.setTarget(recorder, action: Recorder.didPan)
        pan.addTarget(recorder, action: Recorder.done)
      }
      #expect(itemReports.count == 2)
      #expect(itemReports.last?.message.contains("UIPanGestureRecognizer") == true)
    }

    /// A target of another class than the method's would be sent a message it does not answer
    /// (UIKit raises "unrecognized selector" when the action is sent); reported when added.
    @Test func aTargetOfAnotherTypeIsReported() {
      final class Other {}
      let button = UIButton()
      let other = Other()
      let reports = misuseReports {
        button.addTarget(other, action: Recorder.didTap, for: .touchUpInside)
      }
      #expect(reports.count == 1)
      #expect(reports.first?.message.contains("Recorder") == true)
      #expect(reports.first?.message.contains("Other") == true)
      #expect(button.allControlEvents.isEmpty)
    }

    /// The closure forms and the method references side by side in one file: neither makes the
    /// other ambiguous.
    @Test func closureFormsStillCompileBesideMethodReferences() {
      let recorder = Recorder()
      let button = UIButton()
      button.addTarget(recorder, action: { $0.didTap() }, for: .touchUpInside)
      button.addTarget(recorder, action: Recorder.didTap, for: .touchUpInside)
      button.addTarget(
        recorder, action: { target, sender in target.senders.append(sender) }, for: .touchUpInside)
      button.addTarget(
        recorder,
        action: { target in
          target.calls.append("block")
          target.didTap()
        }, for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect(recorder.calls == ["didTap", "didTap", "block", "didTap"])
      #expect(recorder.senders.first === button)

      let item = UIBarButtonItem(title: "Save", style: .done, target: recorder) { $0.didTap() }
      item.setTarget(recorder, action: { $0.didTap() })
      let tap = UITapGestureRecognizer(target: recorder) { $0.didTap() }
      tap.addTarget(recorder) { target, _ in target.didTap() }
      #expect(item.style == .done)
    }
  }
#endif

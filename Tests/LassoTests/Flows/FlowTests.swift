import Foundation
import TestSupport
import Testing

@testable import Lasso

/// A navigation flow of plain screens, for the flow helpers.
final class StepsFlow: Flow<NoOutputNavigationFlow> {
  private(set) var steps: [UIViewController] = []

  override func createInitialController() -> UIViewController {
    let first = UIViewController()
    first.title = "step 0"
    return first
  }

  /// Pushes one more step with `nextPushedInFlow`.
  func pushStep() {
    let step = UIViewController()
    step.title = "step \(steps.count + 1)"
    steps.append(step)
    step.place(with: nextPushedInFlow)
  }
}

@MainActor
@Suite struct FlowTests {
  @Test func startingTwiceIsReportedAndChangesNothing() {
    let navigationController = UINavigationController()
    let flow = StepsFlow()
    flow.start(with: root(of: navigationController))
    let other = UINavigationController()
    let reports = misuseReports { flow.start(with: root(of: other)) }
    #expect(reports.count == 1)
    #expect(reports.first?.message.contains("StepsFlow was started a second time") == true)
    #expect(flow.context === navigationController)
    #expect(other.viewControllers.isEmpty)
  }

  @Test func aNilPlacerIsReported() {
    let flow = StepsFlow()
    let gone = WeakReference<UINavigationController>(nil)
    let reports = misuseReports { flow.start(with: gone.object.map { pushed(in: $0) }) }
    #expect(reports.count == 1)
    #expect(reports.first?.message.contains("nil ScreenPlacer") == true)
    #expect(flow.initialController == nil)
  }

  @Test func aFlowWithoutCreateInitialControllerIsReported() {
    final class EmptyFlow: Flow<NoOutputFlow> {}
    let navigationController = UINavigationController()
    let reports = misuseReports { EmptyFlow().start(with: root(of: navigationController)) }
    #expect(reports.count == 1)
    #expect(reports.first?.fix.contains("createInitialController") == true)
    #expect(navigationController.viewControllers.count == 1)
  }

  @Test func aFlowNeedingAnyControllerStartsWithAnyPlacer() {
    final class AnywhereFlow: Flow<NoOutputFlow> {
      override func createInitialController() -> UIViewController { UIViewController() }
    }
    let navigationController = UINavigationController()
    let flow = AnywhereFlow()
    flow.start(with: root(of: navigationController))
    #expect(flow.context === navigationController)
  }

  @Test func outputsAreMappedAndChained() {
    enum Module: FlowModule {
      enum Output: Equatable { case done(Int) }
    }
    final class CountingFlow: Flow<Module> {}
    var raw: [Module.Output] = []
    var mapped: [Int] = []
    let flow = CountingFlow()
      .observeOutput { raw.append($0) }
      .observeOutput(
        { mapped.append($0) },
        mapping: { output in
          switch output {
          case .done(let value): value
          }
        })
    flow.dispatchOutput(.done(3))
    #expect(raw == [.done(3)])
    #expect(mapped == [3])
  }

  @Test func navigationHelpersPushUnwindAndLeave() {
    let home = UIViewController()
    let navigationController = UINavigationController(rootViewController: home)
    let flow = StepsFlow()
    flow.start(with: pushed(in: navigationController))
    flow.pushStep()
    flow.pushStep()
    #expect(
      navigationController.viewControllers.map(\.title) == [nil, "step 0", "step 1", "step 2"])

    flow.unwind(animated: false)
    #expect(navigationController.viewControllers.map(\.title) == [nil, "step 0"])

    // As the original's: the flow's navigation controller's whole stack is replaced.
    let replacement = UIViewController()
    replacement.place(with: flow.rootOfFlow)
    #expect(navigationController.viewControllers == [replacement])

    let second = StepsFlow()
    second.start(with: pushed(in: navigationController))
    second.pushStep()
    second.dismiss(animated: false)
    #expect(navigationController.viewControllers == [replacement])
  }

  @Test func dismissingAPresentedNavigationFlow() async {
    let (window, presenter) = await makeWindow()
    weak var weakFlow: StepsFlow?
    do {
      let flow = StepsFlow()
      weakFlow = flow
      flow.start(with: presented(on: presenter).withNavigationEmbedding())
      flow.pushStep()
    }
    #expect(presenter.presentedViewController is UINavigationController)
    await transitionsEnded(in: window)
    weakFlow?.dismiss(animated: false)
    await transitionsEnded(in: window)
    #expect(presenter.presentedViewController == nil)
    // Released once the dismissal ended; a wait for transitions in another test (one that
    // watches every window) may hold it a moment longer.
    #expect(await waitUntil { weakFlow == nil })
  }

  @Test func plainFlowHelpersPresentAndDismiss() async {
    final class ModalFlow: Flow<NoOutputFlow> {
      override func createInitialController() -> UIViewController { UIViewController() }
    }
    let (window, presenter) = await makeWindow()
    let flow = ModalFlow()
    flow.start(with: presented(on: presenter))
    let initial = flow.initialController
    // UIKit refuses a present while another is in progress (uikit-timing.md 3.3).
    await transitionsEnded(in: window)
    let next = UIViewController()
    next.place(with: flow.nextPresentedInFlow)
    #expect(initial?.presentedViewController === next)
    await transitionsEnded(in: window)
    flow.unwind(animated: false)
    await transitionsEnded(in: window)
    #expect(initial?.presentedViewController == nil)
    #expect(presenter.presentedViewController === initial)
    flow.dismiss(animated: false)
    await transitionsEnded(in: window)
    #expect(presenter.presentedViewController == nil)
  }
}

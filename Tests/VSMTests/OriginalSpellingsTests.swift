import Foundation
import Testing

@testable import VSM

/// A view state written as the original VSM's users write one: changed copies via
/// `MutatingCopyable`.
private struct EditingState: MutatingCopyable, Equatable {
  var text: String
  var isSaving = false

  func saving() -> Self { copy(mutating: { $0.isSaving = true }) }
  func editing(_ newText: String) -> Self { copy(mutatingPath: \.text, value: newText) }
}

/// A view controller stand-in whose render counts its calls.
@MainActor
private final class CountingView {
  var renders = 0
  func render() { renders += 1 }
}

/// The original VSM's (wayfair/vsm-ios, the UIKit guide's `StateContainer`/`RenderedViewState`)
/// public spellings, used as its README and declarations spell them.
@MainActor
@Suite struct OriginalSpellingsTests {
  // Source: the original's `MutatingCopyable` (`copy(mutating:)`, `copy(mutatingPath:value:)`):
  // a value type returns a changed copy and keeps itself.
  @Test func mutatingCopyableReturnsAChangedCopyAndKeepsTheOriginal() {
    let state = EditingState(text: "a")
    let saving = state.saving()
    let edited = state.editing("b")
    #expect(saving == EditingState(text: "a", isSaving: true))
    #expect(edited == EditingState(text: "b"))
    #expect(state == EditingState(text: "a"))
  }

  // Source: the original's debounced `observe` takes a `DispatchQueue.SchedulerTimeType.Stride`.
  @Test func debounceTakesADispatchStride() async throws {
    let container = StateContainer<Counter>(state: .idle)
    let dueTime: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(50)
    var evaluated: [Int] = []
    func next(_ index: Int) -> Counter {
      evaluated.append(index)
      return .count(index)
    }
    for index in 1...3 { container.observe(next(index), debounced: dueTime) }
    #expect(container.state == .idle)
    try await waitUntil { container.state == .count(3) }
    #expect(evaluated == [3])

    for index in 4...5 {
      container.observe(
        Just(Counter.count(index)), debounced: dueTime, identifier: "search")
    }
    try await waitUntil { container.state == .count(5) }
  }

  @Test func aDispatchStrideBecomesTheSameDuration() {
    typealias Stride = DispatchQueue.SchedulerTimeType.Stride
    #expect(Duration(Stride.milliseconds(100)) == .milliseconds(100))
    #expect(Duration(Stride.seconds(0.5)) == .milliseconds(500))
  }

  // Source: the original's `StatePublishing` requires `willSetPublisher` and `didSetPublisher`.
  @Test func statePublishingHasWillSetAndDidSetPublishers() {
    func record(_ publishing: some StatePublishing<Counter>, _ recorder: Recorder<String>) {
      publishing.willSetPublisher.sink { recorder.record("will \($0)") }
        .store(in: &recorder.cancellables)
      publishing.didSetPublisher.sink { recorder.record("did \($0)") }
        .store(in: &recorder.cancellables)
    }
    let container = StateContainer<Counter>(state: .idle)
    let recorder = Recorder<String>()
    record(container, recorder)
    container.observe(.count(1))
    #expect(
      recorder.values == ["will idle", "did idle", "will count(1)", "did count(1)"])
  }

  // Source: the original's `RenderedViewState` is a struct with a readable `wrappedValue` and a
  // `projectedValue`; made as a value it observes actions without rendering anything.
  @Test func renderedViewStateMadeAsAValueObservesWithoutRendering() {
    let view = CountingView()
    let viewState = RenderedViewState(wrappedValue: Counter.idle, render: CountingView.render)
    #expect(viewState.wrappedValue == .idle)
    viewState.projectedValue.observe(.count(1))
    #expect(viewState.wrappedValue == .count(1))

    @RenderedViewState(render: CountingView.render) var state: Counter = .idle
    $state.observe(.count(2))
    #expect(state == .count(2))
    #expect(view.renders == 0)
    $state.startRendering(on: view)
    $state.observe(.count(3))
    #expect(view.renders == 2)
  }
}

/// The original's `StateContainer.state` is `@Published`: `$state` publishes the current state,
/// then each new state before it is set.
@MainActor
@Suite struct OriginalPublishedStateTests {
  // Source: the original's `@Published public private(set) var state` (Combine's `Published`
  // publisher emits the current value on subscription, then each new value in `willSet`).
  @Test func containerStateIsPublishedBeforeEachChange() {
    let container = StateContainer<Counter>(state: .idle)
    let recorder = Recorder<String>()
    container.$state.sink { [unowned container] newState in
      recorder.record("\(newState) over \(container.state)")
    }
    .store(in: &recorder.cancellables)
    container.observe(.count(1))
    container.observe(Just(.count(2)))
    #expect(recorder.values == ["idle over idle", "count(1) over idle", "count(2) over count(1)"])
  }
}

import VSM

enum Loading: Equatable {
  case loading
  case loaded(Int)
}

/// A view with a rendered view state, as in document 001.
final class LoadingView: UIView {
  @RenderedViewState var state: Loading
  private(set) var renders = 0

  init() {
    _state = .init(wrappedValue: .loading, render: Self.render)
    super.init(frame: .zero)
    $state.startRendering(on: self)
  }

  required init?(coder: NSCoder) { fatalError() }

  func render() { renders &+= 1 }
}

/// The baseline of a rendered view state: a property whose `didSet` renders. The render is a call
/// (not inlined), as a view's `render()` is a method that configures its views: inlined, the
/// optimizer would fold a thousand renders into one addition.
final class PlainLoadingView {
  var state: Loading = .loading { didSet { render() } }
  private(set) var renders = 0
  @inline(never) func render() { renders &+= 1 }
}

/// The VSM cases: a state observed synchronously, from a publisher, from an async sequence.
let vsmCases: [BenchmarkCase] = [
  BenchmarkCase(
    "VSM: observe a synchronous state, rendered", gateKey: "vsm-observe",
    lasso: {
      let view = LoadingView()
      let value = Counter()
      return Work(
        run: { iterations in
          for _ in iterations {
            value.value &+= 1
            view.$state.observe(.loaded(value.value))
          }
        }, check: { view.renders })
    },
    baseline: {
      let view = PlainLoadingView()
      let value = Counter()
      return Work(
        run: { iterations in
          for _ in iterations {
            value.value &+= 1
            view.state = .loaded(value.value)
          }
        }, check: { view.renders })
    }),

  BenchmarkCase(
    "VSM: observe a publisher of 1,000 states, rendered",
    operationsPerSample: 1,
    lasso: {
      let view = LoadingView()
      let states = (0..<1_000).map { Loading.loaded($0) }
      return Work(
        run: { iterations in
          for _ in iterations { view.$state.observe(states.publisher) }
        }, check: { view.renders })
    },
    baseline: {
      let view = PlainLoadingView()
      let states = (0..<1_000).map { Loading.loaded($0) }
      return Work(
        run: { iterations in
          for _ in iterations {
            var subscription: AnyCancellable? = states.publisher.sink { view.state = $0 }
            subscription = nil
            keep(subscription)
          }
        }, check: { view.renders })
    }),
]

/// Observes an async sequence of 1,000 states per iteration and waits until the last one.
@MainActor
public func observeAsyncSequence(iterations: Range<Int>, useVSM: Bool) async {
  let view = LoadingView()
  let plain = PlainLoadingView()
  let states = (0..<1_000).map { Loading.loaded($0) }
  for _ in iterations {
    let sequence = AsyncStream<Loading> { continuation in
      for state in states { continuation.yield(state) }
      continuation.finish()
    }
    if useVSM {
      view.$state.observe(sequence)
      while view.state != .loaded(999) { await Task.yield() }
      view.$state.observe(.loading)
    } else {
      for await state in sequence { plain.state = state }
      plain.state = .loading
    }
  }
}

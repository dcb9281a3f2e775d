import Foundation
import Lasso
import LassoTestUtilities
import XCTest

// A Lasso flow tested in the original's shape: the flow made in the synchronous `setUp()`,
// started with `root(of:)`, each step checked by a synchronous assertion whose hooks read the
// new screen's state; a modal presented and dismissed by the flow; `flow.assert(when:outputs:)`.

enum QuizPageModule: ScreenModule {
  enum Action: Equatable { case didTapNext, didTapHelp, didTapClose }
  enum Output: Equatable { case didTapNext, didTapHelp, didTapClose }
  struct State: Equatable { var question = "" }

  static var defaultInitialState: State { State() }

  static func createScreen(with store: QuizPageStore) -> Screen {
    Screen(store, QuizPageController(store: store.asViewStore()))
  }
}

final class QuizPageStore: LassoStore<QuizPageModule> {
  override func handleAction(_ action: Action) {
    switch action {
    case .didTapNext: dispatchOutput(.didTapNext)
    case .didTapHelp: dispatchOutput(.didTapHelp)
    case .didTapClose: dispatchOutput(.didTapClose)
    }
  }
}

final class QuizPageController: UIViewController, LassoView {
  let store: QuizPageModule.ViewStore

  init(store: QuizPageModule.ViewStore) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}

enum QuizFlowModule: NavigationFlowModule {
  enum Output: Equatable { case didFinish }
}

/// Two questions, a help sheet on the first, then done.
final class QuizFlow: Flow<QuizFlowModule> {
  override func createInitialController() -> UIViewController {
    page("First?")
      .observeOutput { [weak self] output in
        switch output {
        case .didTapNext: self?.showSecond()
        case .didTapHelp: self?.showHelp()
        case .didTapClose: break
        }
      }
      .controller
  }

  private func showSecond() {
    page("Second?")
      .observeOutput { [weak self] output in
        if output == .didTapNext { self?.dispatchOutput(.didFinish) }
      }
      .place(with: nextPushedInFlow)
  }

  private func showHelp() {
    guard let first = context?.topViewController else { return }
    page("Help")
      .observeOutput { output in
        if output == .didTapClose { first.dismiss(animated: true) }
      }
      .place(with: presented(on: first))
  }

  private func page(_ question: String) -> QuizPageModule.Screen {
    QuizPageModule.createScreen(with: QuizPageModule.State(question: question))
  }
}

final class SynchronousLassoFlowTests: FlowTestCase {
  var flow: QuizFlow!

  override func setUp() {
    super.setUp()
    flow = QuizFlow()
  }

  override func tearDown() {
    flow = nil
    super.tearDown()
  }

  func test_theWholeQuiz() throws {
    var appeared: [String] = []
    let first: QuizPageController = try assertRoot(
      of: navigationController,
      when: { flow.start(with: root(of: navigationController)) },
      onViewDidAppear: { appeared.append($0.store.state.question) })
    let help: QuizPageController = try assertPresentation(
      on: first, when: { first.store.dispatchAction(.didTapHelp) },
      onViewDidAppear: { appeared.append($0.store.state.question) })
    try assertDismissal(from: help, to: first) { help.store.dispatchAction(.didTapClose) }
    let second: QuizPageController = try assertPushed(
      after: first, when: { first.store.dispatchAction(.didTapNext) },
      onViewDidAppear: { _, pushed in appeared.append(pushed.store.state.question) })
    flow.assert(when: { second.store.dispatchAction(.didTapNext) }, outputs: .didFinish)
    XCTAssertEqual(appeared, ["First?", "Help", "Second?"])
  }
}

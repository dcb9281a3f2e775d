import Lasso

/// The concepts flow's types: it pushes details onto a navigation stack.
enum ConceptsFlowModule: FlowModule {
  typealias Output = NoOutput
  typealias RequiredContext = UINavigationController
}

/// The searchable list of concepts; selecting one pushes its details, whose "Next" button
/// pushes the next concept of the same topic.
final class ConceptsFlow: Flow<ConceptsFlowModule> {

  override func createInitialController() -> UIViewController {
    let list = ConceptListScreenModule.createScreen()
    list.observeOutput { [weak self] output in
      switch output {

      case .didSelectConcept(let concept):
        self?.pushDetails(of: concept)
      }
    }
    return list.controller
  }

  private func pushDetails(of concept: Concept) {
    let details = ConceptDetailScreenModule.createScreen(with: .init(concept: concept))
    details.observeOutput { [weak self] output in
      switch output {

      case .didTapNext(let next):
        self?.pushDetails(of: next)
      }
    }
    context?.pushViewController(details.controller, animated: true)
  }
}

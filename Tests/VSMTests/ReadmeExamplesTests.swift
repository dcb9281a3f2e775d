import Testing
import VSM

// The README's VSM view, copied verbatim (see Tests/LassoTests/ReadmeExamplesTests.swift, which
// checks the copy), with the view state and models the README leaves to the reader.

// MARK: - "A VSM view"

// swift-format-ignore
@MainActor enum ReadmeVSMExample {
  final class UserProfileViewController: UIViewController {
    @RenderedViewState var state: LoadUserProfileViewState
    let spinner = UIActivityIndicatorView()
    let nameLabel = UILabel()
    let errorLabel = UILabel()

    init(state: LoadUserProfileViewState) {
      _state = .init(wrappedValue: state, render: Self.render)
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    func render() {
      switch state {
      case .initialized(let loader): $state.observe(loader.load())
      case .loading: spinner.startAnimating()
      case .loaded(let user): nameLabel.text = user.name
      case .loadingError(let error): errorLabel.text = error.message
      }
    }
  }
}

// MARK: - What the README leaves to the reader

extension ReadmeVSMExample {
  indirect enum LoadUserProfileViewState {
    case initialized(Loader)
    case loading
    case loaded(User)
    case loadingError(LoadingError)
  }

  struct User { var name: String }

  struct LoadingError { var message: String }

  /// Loads `result` at once, after publishing `.loading`.
  struct Loader {
    var result: LoadUserProfileViewState

    func load() -> AnyPublisher<LoadUserProfileViewState, Never> {
      [.loading, result].publisher.eraseToAnyPublisher()
    }
  }
}

// MARK: - The example at work

@MainActor
@Suite struct ReadmeVSMExampleTests {
  @Test func theViewLoadsAndShowsTheUser() {
    let controller = ReadmeVSMExample.UserProfileViewController(
      state: .initialized(.init(result: .loaded(.init(name: "Ada")))))
    controller.$state.startRendering(on: controller)

    #expect(controller.spinner.isAnimating)
    #expect(controller.nameLabel.text == "Ada")
  }

  @Test func theViewShowsALoadingError() {
    let controller = ReadmeVSMExample.UserProfileViewController(
      state: .initialized(.init(result: .loadingError(.init(message: "offline")))))
    controller.$state.startRendering(on: controller)

    #expect(controller.errorLabel.text == "offline")
  }
}

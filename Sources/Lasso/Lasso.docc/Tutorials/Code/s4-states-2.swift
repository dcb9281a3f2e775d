import VSM

/// What the tip screen shows: each state carries what the user can do in it.
enum TipViewState {
  case initialized(TipLoaderModel)
  case loading
  case loaded(String)
  case loadingError(TipErrorModel)
}

/// Loads the tip: the screen shows "loading", then the tip or an error.
struct TipLoaderModel {
  let service: any TipService

  func load() -> StateSequence<TipViewState> {
    StateSequence(
      { .loading },
      { await fetch() }
    )
  }

  private func fetch() async -> TipViewState {
    do {
      return .loaded(try await service.tipOfTheDay())
    } catch {
      return .loadingError(TipErrorModel(message: "Could not load a tip.", loader: self))
    }
  }
}

/// After a failed load: the message, and a retry.
struct TipErrorModel {
  let message: String
  let loader: TipLoaderModel

  func retry() -> StateSequence<TipViewState> {
    loader.load()
  }
}

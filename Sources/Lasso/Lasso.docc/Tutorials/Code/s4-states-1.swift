import VSM

/// What the tip screen shows: each state carries what the user can do in it.
enum TipViewState {
  case initialized(TipLoaderModel)
  case loading
  case loaded(String)
  case loadingError(TipErrorModel)
}

/// Loads the tip.
struct TipLoaderModel {
  let service: any TipService
}

/// After a failed load: the message.
struct TipErrorModel {
  let message: String
  let loader: TipLoaderModel
}

// A model written against the original VSM: `import Combine` for its publishers. VSM re-exports
// the platform's Combine (OpenCombine on Linux, which has no module named Combine), so the
// import goes; the publishers keep their names.
import VSM

struct SearchModel {
  func search(_ query: String) -> AnyPublisher<[String], Never> {
    Just([query]).eraseToAnyPublisher()
  }
}

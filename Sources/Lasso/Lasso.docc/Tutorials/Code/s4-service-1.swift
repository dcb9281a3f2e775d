/// Where tips come from: a server in a real app.
protocol TipService: Sendable {
  func tipOfTheDay() async throws -> String
}

/// A service that answers at once, for the app in the terminal and for tests.
struct FixedTipService: TipService {
  var tip = "Keep a glass on your desk."
  var fails = false

  struct Unavailable: Error {}

  func tipOfTheDay() async throws -> String {
    if fails { throw Unavailable() }
    return tip
  }
}

/// The observers of a store's outputs.
///
/// An output emitted while another is being delivered (an observer that makes the store emit
/// again) is delivered once every observer has had the first, so all observers see outputs in the
/// same order.
@MainActor
final class OutputObservers<Output> {
  private var handlers: [(Output) -> Void] = []
  private var queued: [Output] = []
  private var isDelivering = false

  func add(_ handler: @escaping (Output) -> Void) {
    handlers.append(handler)
  }

  func send(_ output: Output) {
    if isDelivering {
      queued.append(output)
      return
    }
    isDelivering = true
    deliver(output)
    var index = 0
    while index < queued.count {
      deliver(queued[index])
      index += 1
    }
    queued.removeAll()
    isDelivering = false
  }

  private func deliver(_ output: Output) {
    let count = handlers.count
    var index = 0
    while index < count {
      handlers[index](output)
      index += 1
    }
  }
}

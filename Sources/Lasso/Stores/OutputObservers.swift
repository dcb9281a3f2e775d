/// The observers of a store's outputs, kept in its ``StoreExtras``.
///
/// An output emitted while another is being delivered (an observer that makes the store emit
/// again) is delivered once every observer has had the first, so all observers see outputs in the
/// same order.
extension StoreExtras {
  func addOutputObserver(_ handler: @escaping (Output) -> Void) {
    outputHandlers.append(handler)
  }

  func send(_ output: Output) {
    if isDeliveringOutput {
      queuedOutputs.append(output)
      return
    }
    isDeliveringOutput = true
    deliver(output)
    var index = 0
    while index < queuedOutputs.count {
      deliver(queuedOutputs[index])
      index += 1
    }
    queuedOutputs.removeAll()
    isDeliveringOutput = false
  }

  private func deliver(_ output: Output) {
    let count = outputHandlers.count
    var index = 0
    while index < count {
      outputHandlers[index](output)
      index += 1
    }
  }
}

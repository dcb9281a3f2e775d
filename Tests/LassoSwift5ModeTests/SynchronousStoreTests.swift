import Lasso
import LassoTestUtilities
import XCTest

// A store test as the original Lasso's are written: an `XCTestCase` adopting
// `LassoStoreTestCase`, the store set in the synchronous `setUp()`, synchronous test methods.

final class SynchronousCounterStoreTests: XCTestCase, LassoStoreTestCase {
  let testableStore = TestableStore<CounterStore>()

  override func setUp() {
    super.setUp()
    store = CounterStore(with: CounterScreenModule.State(count: 8))
    syncState()
  }

  func test_statesAndOutputsAreRecorded() {
    store.dispatchAction(.didTapIncrement)
    XCTAssertStateEquals(updatedMarker { $0.count = 9 })
    XCTAssertOutputs([])
    store.dispatchAction(.didTapIncrement)
    XCTAssertStates([8, 9, 10].map { CounterScreenModule.State(count: $0) })
    XCTAssertLastOutput(.didReachTen)
  }
}

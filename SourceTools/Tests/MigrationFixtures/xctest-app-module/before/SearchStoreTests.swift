// A store test that reaches Lasso only through the app's module: under Swift 6 it needs the
// main actor as much as one that imports Lasso.
import XCTest
@testable import MyApp

@MainActor class SearchStoreTests: XCTestCase {

    var store: SearchStore!

    override func setUp() {
        super.setUp()
        store = SearchStore()
    }

    func test_Selection() {
        var outputs = [SearchModule.Output]()
        store.observeOutput { outputs.append($0) }
        store.dispatchAction(.didSelectItem(idx: 0))
        XCTAssertEqual(outputs, [.didSelectItem(0)])
    }
}

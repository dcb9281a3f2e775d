import Lasso
import LassoTestUtilities
import Testing

private protocol Greeter {
  func greet() -> String
}

private struct RealGreeter: Greeter {
  func greet() -> String { "Hello" }
}

private struct MockGreeter: Greeter {
  func greet() -> String { "Mock" }
}

private final class Greeting {
  @Mockable var greeter: any Greeter = RealGreeter()
}

@Suite struct MockableTests {
  @Test func aMockReplacesTheValueUntilReset() async {
    let greeting = Greeting()
    #expect(greeting.greeter.greet() == "Hello")
    #expect(!greeting.$greeter.isMocked)
    greeting.$greeter.mock(with: MockGreeter())
    #expect(greeting.greeter.greet() == "Mock")
    #expect(greeting.$greeter.isMocked)
    greeting.$greeter.reset()
    #expect(greeting.greeter.greet() == "Hello")
  }

  @Test func theProjectionIsAReference() async {
    // As in the original: a copy of the wrapper, or a `let`, mocks the same storage.
    let greeting = Greeting()
    let projection = greeting.$greeter
    projection.mock(with: MockGreeter())
    #expect(greeting.greeter.greet() == "Mock")
    projection.mock(with: nil)
    #expect(greeting.greeter.greet() == "Hello")
  }

  @Test func settingSetsTheRealValueAndAMockStillWins() async {
    @Mockable var count = 1
    count = 2
    #expect(count == 2)
    $count.mock(with: 10)
    count = 3
    #expect(count == 10)
    $count.reset()
    #expect(count == 3)
  }
}

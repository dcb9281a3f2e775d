import Lasso
import LassoTestUtilities
import Testing

@MainActor
@Suite struct LoginStoreTestingTests: LassoStoreTesting {
  let test = TestFactory<LoginStore>(
    initialState: .init(),
    setUpStore: { store in store.logIn = { $0 == "ada" } },
    tearDown: {})

  @Test func givenWhenThen() {
    test.given { $0.username = "a" }
      .when(actions(.didUpdateUsername("ada")))
      .then(
        state(.init(username: "ada")), update { $0.username = "ada" },
        singleState(.init(username: "ada")), singleUpdate { $0.username = "ada" }, outputs()
      )
      .execute()
  }

  @Test func givenAState() {
    test.given(.init(username: "ada", error: "Invalid login"))
      .when(actions(.didTapHelp))
      .then(outputs(.showHelp), state(.init(username: "ada", error: "Invalid login")))
      .execute()
  }

  @Test func asyncExecutionAwaitsTheStoresTasks() async {
    await test.given { $0.username = "ada" }
      .when(actions(.didTapLogin))
      .then(
        outputs(.userDidLogin), update { $0.isLoading = false },
        assert { emitted in
          #expect(emitted.states.map(\.isLoading) == [true, false])
          #expect(emitted.previousState.username == "ada")
        }
      )
      .execute()
  }

  @Test func chainedSteps() {
    var log: [String] = []
    test.when(actions(.didUpdateUsername("ada")))
      .then(singleUpdate { $0.username = "ada" })
      .when(sideEffects { log.append("side effect") }, actions(.didTapHelp))
      .then(outputs(.showHelp), sideEffects { #expect(log == ["side effect"]) })
      .execute()
  }

  @Test func setUpAndTearDownRunForEachTest() {
    var calls: [String] = []
    let test = TestFactory<CounterStore>(
      initialState: .init(), setUpStore: { _ in calls.append("setUp") },
      tearDown: { calls.append("tearDown") })
    test.when().then().execute()
    test.when().then().execute()
    #expect(calls == ["setUp", "tearDown", "setUp", "tearDown"])
  }

  // MARK: Failing, with their messages

  @Test func aWrongUpdateFailsWithADiffAtItsLine() {
    var line: UInt = 0
    let issues = capturingIssues {
      line = #line + 1
      test.when(actions(.didUpdateUsername("ada"))).then(update { $0.username = "bob" })
        .execute()
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        "The state is not the expected update of the previous state:") == true)
    #expect(issues.first?.message.contains("\u{2212}   username: \"bob\",") == true)
    #expect(issues.first?.message.contains("+   username: \"ada\",") == true)
    #expect(issues.first?.line == line)
  }

  @Test func aWrongStateFails() {
    let issues = capturingIssues {
      test.when(actions(.didTapHelp)).then(state(.init(username: "x"))).execute()
    }
    #expect(issues.first?.message.hasPrefix("The state is not the expected state:") == true)
  }

  @Test func aSingleStateFailsWhenThereAreTwo() async {
    let issues = await capturingIssues {
      await test.given { $0.username = "ada" }
        .when(actions(.didTapLogin))
        .then(singleUpdate { $0.isLoading = true })
        .execute()
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix("Expected exactly one new state, but the store made 2:")
        == true)
  }

  @Test func aSingleStateFailsWhenThereIsNone() {
    let issues = capturingIssues {
      test.when(actions(.didTapHelp)).then(singleState(.init())).execute()
    }
    #expect(issues.map(\.message) == ["Expected exactly one new state, but the store made 0:"])
  }

  @Test func wrongOutputsFailWithADiff() {
    let issues = capturingIssues {
      test.when(actions(.didTapHelp)).then(outputs(.userDidLogin)).execute()
    }
    #expect(issues.count == 1)
    let message = issues.first?.message ?? ""
    #expect(message.hasPrefix("The outputs are not the expected outputs:"))
    #expect(message.contains("\u{2212}   [0]: .userDidLogin"))
    #expect(message.contains("+   [0]: .showHelp"))
  }

  @Test func aThenThatNeverExecutesIsReportedAtItsLine() {
    var line: UInt = 0
    let issues = capturingIssues {
      line = #line + 1
      test.when(actions(.didTapHelp)).then(outputs(.showHelp))
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("This test's `then` never executed.") == true)
    #expect(issues.first?.line == line)
  }

  @Test func aContinuedThenIsNotReported() {
    let issues = capturingIssues {
      test.when(actions(.didTapHelp)).then(outputs(.showHelp))
        .when(actions(.didTapHelp)).then(outputs(.showHelp)).execute()
    }
    #expect(issues.isEmpty)
  }
}

import Lasso
import LassoTestUtilities
import Testing

// The original Lasso's given-when-then spellings (closure statements and assertions, named
// chain steps): they run as the module's own, and fail where the original's failed.
@MainActor
@Suite struct StoreTestingNamesTests: LassoStoreTesting {
  let test = TestFactory<LoginStore>(
    initialState: .init(), setUpStore: { store in store.logIn = { $0 == "ada" } })

  private func typing(_ username: String) -> WhenStatement<Action> {
    actions(.didUpdateUsername(username))
  }

  private func username(_ username: String) -> ThenAssertion<LoginStore> {
    update { $0.username = username }
  }

  @Test func aClosureStatementDispatchesAndItsTasksAreAwaited() async {
    await test
      .when({ dispatchAction in
        dispatchAction(.didUpdateUsername("ada"))
        dispatchAction(.didTapLogin)
      })
      .then(outputs(.userDidLogin), update { $0.username = "ada" })
      .execute()
  }

  @Test func aHelpersFailureIsReportedAtTheThenThatRunsIt() {
    var line: UInt = 0
    let issues = capturingIssues {
      line = #line + 1
      test.when(typing("ada")).then(username("bob"), outputs())
        .execute()
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        "The state is not the expected update of the previous state:") == true)
    #expect(issues.first?.line == line)
    #expect(issues.first?.fileID.hasSuffix("StoreTestingNamesTests.swift") == true)
  }

  @Test func eachBuiltInAsAThenAssertionFails() {
    let assertions: [ThenAssertion<LoginStore>] = [
      state(.init(username: "bob")), update { $0.username = "bob" },
      singleState(.init(username: "bob")), singleUpdate { $0.username = "bob" },
      outputs(.showHelp),
    ]
    for assertion in assertions {
      let issues = capturingIssues {
        test.when(typing("ada")).then(assertion).execute()
      }
      #expect(issues.count == 1)
    }
  }

  @Test func closureAssertionsRunInOrderWithWhatWasEmitted() {
    var log: [String] = []
    let issues = capturingIssues {
      test.given { $0.username = "a" }
        .when({ dispatchAction in dispatchAction(.didTapHelp) })
        .then(
          { emitted, _, _ in log.append("first: \(emitted.outputs)") },
          assert { emitted in log.append("then: \(emitted.previousState.username)") },
          sideEffects { log.append("last") }
        )
        .execute()
    }
    #expect(issues.isEmpty)
    #expect(
      log == ["first: [LassoTestUtilitiesTests.LoginModule.Output.showHelp]", "then: a", "last"])
  }

  @Test func aNodeNeverExecutedIsReportedButAGivenAloneIsNot() {
    var line: UInt = 0
    let issues = capturingIssues {
      _ = test.given { $0.username = "a" } as TestNode<LoginStore>.When
      line = #line + 1
      let node: TestNode<LoginStore>.When = test.when(typing("a")).then({ _, _, _ in })
      _ = node
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("This test's `then` never executed.") == true)
    #expect(issues.first?.line == line)
  }
}

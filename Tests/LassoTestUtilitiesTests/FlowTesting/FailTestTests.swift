import Lasso
import LassoTestUtilities
import Testing

/// The original Lasso's failure hooks (ww-tech/lasso, Sources/LassoTestUtilities/Fail.swift and
/// TypeCast.swift): `log` reports a failure's message at the assertion's line and returns the
/// `TestFailureAction` that is thrown; `firstChildOfType()` looks at direct children only.
@MainActor
@Suite struct FailTestTests {
  @Test func firstChildOfTypeFailsThroughLog() {
    let parent = UIViewController()
    parent.addChild(UINavigationController())
    var thrown: (any Error)?
    let issues = capturingIssues {
      do {
        let _: UITabBarController = try parent.firstChildOfType()
      } catch {
        thrown = error
      }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("UITabBarController") == true)
    #expect(issues.first?.line == 16)
    #expect(thrown is TestFailureAction)
  }

  @Test func firstChildOfTypeLooksAtDirectChildrenOnly() throws {
    let parent = UIViewController()
    let navigation = UINavigationController(rootViewController: UIViewController())
    parent.addChild(navigation)
    let found: UINavigationController = try parent.firstChildOfType()
    #expect(found === navigation)
    let issues = capturingIssues {
      #expect(throws: TestFailureAction.self) {
        let _: UITableViewController = try parent.firstChildOfType()
      }
    }
    #expect(issues.count == 1, "a grandchild does not count, as in the original")
  }

  // The original's MyDayTests assigns into implicitly unwrapped properties of its test case:
  // that spelling is the throwing form, which looks at direct children only. Into an optional
  // the type it checks is `UINavigationController?`, which a missing child also casts to: the
  // result is `nil` and nothing is reported, as with the original on iOS.
  @Test func theOriginalsSpellingIntoAnImplicitlyUnwrappedOptionalIsTheThrowingForm() throws {
    var navigation: UINavigationController!
    let parent = UIViewController()
    parent.addChild(UIViewController())
    parent.children[0].addChild(UINavigationController())
    let issues = capturingIssues {
      do { navigation = try parent.firstChildOfType() } catch { Issue.record(error) }
    }
    #expect(navigation == nil, "a grandchild does not count, as in the original")
    #expect(issues.isEmpty)
    let direct = UINavigationController()
    parent.addChild(direct)
    navigation = try parent.firstChildOfType()
    #expect(navigation === direct)
  }

  @Test func logReportsAtTheFailedTestsLine() {
    var action: TestFailureAction?
    let issues = capturingIssues {
      do {
        let _: UIViewController = try UIViewController().firstChildOfType(line: 99)
      } catch let failure as TestFailureAction {
        action = failure
      } catch {}
    }
    #expect(issues.map(\.line) == [99])
    #expect(action?.failedTest.line == 99)
    #expect(action?.failedTest.error.message(verbose: false) == issues.first?.message)
  }
}

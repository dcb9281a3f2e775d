import Foundation
import Testing

/// "A compilation error will occur if we attempt to start a Flow with an inappropriate
/// ScreenPlacer": checked by type-checking a small program against the built `Lasso` module.
@Suite struct RequiredContextTests {
  /// The program: a flow that needs a navigation controller, started with `placement`.
  private func program(placement: String) -> String {
    """
    import Lasso

    enum TutorialFlowModule: FlowModule {
      typealias RequiredContext = UINavigationController
    }

    final class TutorialFlow: Flow<TutorialFlowModule> {
      override func createInitialController() -> UIViewController { UIViewController() }
    }

    @MainActor func start(viewController: UIViewController, navigationController: UINavigationController) {
      let tutorialFlow = TutorialFlow()
      tutorialFlow.start(with: \(placement))
    }
    """
  }

  /// Type-checks `source` against the modules the tests were built with; returns the exit status
  /// and the compiler's output.
  private func typeCheck(_ source: String) throws -> (status: Int32, output: String) {
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let modules = [products.appendingPathComponent("Modules"), products]
      .first {
        FileManager.default.fileExists(atPath: $0.appendingPathComponent("Lasso.swiftmodule").path)
      }
    let modulesPath = try #require(modules, "no Lasso.swiftmodule next to \(products.path)").path
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("RequiredContext-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-swift-version", "6", "-I", modulesPath, file.path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }

  @Test func aPlacerOfTheRequiredContextCompiles() throws {
    let result = try typeCheck(program(placement: "pushed(in: navigationController)"))
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func aPlacerOfAnotherContextDoesNotCompile() throws {
    let result = try typeCheck(program(placement: "presented(on: viewController)"))
    #expect(result.status != 0)
    #expect(result.output.contains("error:"))
    #expect(result.output.contains("UINavigationController"), "\(result.output)")
  }
}

import Foundation
import Lasso
import Testing

@testable import LassoExampleApp

// The README's Swift examples, copied verbatim so that they keep compiling against the current API
// and run. `ReadmeExamplesTests.theReadmeExamplesAreCopiedVerbatim` checks the copies: every
// paragraph of every Swift block of README.md (its lines without their indentation, up to a blank
// line) appears, in order, in this file, in Tests/VSMTests/ReadmeExamplesTests.swift or in
// Tests/LassoExampleTests/RecordedSessionTests.swift (the replay). Change the
// README and the copy together. Each example lives in a namespace of its own, since the test
// support declares a login screen and a tutorial flow too; `swift-format-ignore` keeps the copies
// as the README writes them.

// MARK: - "A screen"

// swift-format-ignore
@MainActor struct ReadmeScreenExample {
  enum LoginScreenModule: ScreenModule {
    enum Action: Equatable { case didUpdateUsername(String), didTapLogin }
    enum Output: Equatable { case userDidLogin }
    struct State: Equatable { var username = ""; var error: String? = nil }

    static var defaultInitialState: State { State() }

    static func createScreen(with store: LoginScreenStore) -> Screen {
      Screen(store, LoginScreenViewController(store.asViewStore()))
    }
  }

  final class LoginScreenStore: LassoStore<LoginScreenModule> {
    override func handleAction(_ action: Action) {
      switch action {

      case .didUpdateUsername(let username):
        update { $0.username = username }

      case .didTapLogin:
        dispatchOutput(.userDidLogin)
      }
    }
  }

  final class LoginScreenViewController: UIViewController, LassoView {
    let store: LoginScreenModule.ViewStore
    let usernameField = UITextField()
    let loginButton = UIButton(type: .system)

    init(_ store: ViewStore) {
      self.store = store
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
      super.viewDidLoad()
      store.observeState(\.username) { [weak self] in self?.usernameField.text = $0 }
      usernameField.bindTextDidChange(to: store) { .didUpdateUsername($0) }
      loginButton.bind(to: store, action: .didTapLogin)
    }
  }

  let screen = LoginScreenModule.createScreen()
}

// MARK: - "A flow"

// swift-format-ignore
@MainActor enum ReadmeFlowExample {
  enum TutorialFlowModule: FlowModule {
    enum Output: Equatable { case didFinish }
    typealias RequiredContext = UINavigationController
  }

  final class TutorialFlow: Flow<TutorialFlowModule> {
    override func createInitialController() -> UIViewController {
      TutorialScreenModule.createScreen(with: .welcome)
        .observeOutput { [weak self] _ in
          self?.dispatchOutput(.didFinish)
        }
        .controller
    }
  }

  /// The README's three placements of the flow.
  static func startFlows(navigationController: UINavigationController, controller: UIViewController) {
    TutorialFlow().start(with: pushed(in: navigationController))
    TutorialFlow().start(with: presented(on: controller).withNavigationEmbedding())
    TutorialFlow().start(with: tabBarEmbedding(UITabBarController(), tabsCount: 2)[1].withNavigationEmbedding())
  }
}

// MARK: - "A store test"

// swift-format-ignore
@Suite struct ReadmeStoreTestExample {
  typealias LoginScreenModule = ReadmeScreenExample.LoginScreenModule

  @MainActor @Test func changeUsername() {
    let screen = LoginScreenModule.createScreen()
    screen.store.dispatchAction(.didUpdateUsername("mom"))
    #expect(screen.store.state.username == "mom")
  }
}

// MARK: - The examples at work

@MainActor
@Suite struct ReadmeExamplesTests {
  @Test func theScreenBindsItsFieldAndButtonToItsStore() {
    let screen = ReadmeScreenExample().screen
    var outputs: [ReadmeScreenExample.LoginScreenModule.Output] = []
    screen.observeOutput { outputs.append($0) }
    let controller = screen.controller as! ReadmeScreenExample.LoginScreenViewController
    controller.loadViewIfNeeded()

    #expect(controller.usernameField.headless.type("mom"))
    #expect(screen.store.state.username == "mom")
    #expect(controller.loginButton.headless.tap())
    #expect(outputs == [.userDidLogin])
  }

  @Test func theFlowStartsInEachPlacement() {
    let window = UIWindow()
    let navigationController = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = navigationController
    window.makeKeyAndVisible()

    ReadmeFlowExample.startFlows(
      navigationController: navigationController, controller: navigationController)

    #expect(navigationController.viewControllers.count == 2)
    let presented = navigationController.presentedViewController as? UINavigationController
    #expect(presented?.viewControllers.count == 1)
  }

  /// README.md's Swift blocks, but for the package manifest lines: each a list of paragraphs,
  /// each paragraph its lines without indentation.
  private func readmeBlocks(_ readme: String) -> [[[String]]] {
    var blocks: [[[String]]] = []
    var current: [String]?
    for line in readme.components(separatedBy: "\n") {
      if current == nil {
        if line.hasPrefix("```swift") { current = [] }
      } else if line.hasPrefix("```") {
        blocks.append(paragraphs(current!))
        current = nil
      } else {
        current!.append(line)
      }
    }
    return blocks.filter { $0.first?.first?.hasPrefix(".package(") != true }
  }

  /// `lines`, trimmed, split at blank lines.
  private func paragraphs(_ lines: [String]) -> [[String]] {
    var result: [[String]] = [[]]
    for line in lines.map({ $0.trimmingCharacters(in: .whitespaces) }) {
      if line.isEmpty {
        if !result[result.count - 1].isEmpty { result.append([]) }
      } else {
        result[result.count - 1].append(line)
      }
    }
    return result.filter { !$0.isEmpty }
  }

  /// Whether `paragraphs` appear in `lines`, each as consecutive lines, in order.
  private func contains(_ lines: [String], inOrder paragraphs: [[String]]) -> Bool {
    var start = 0
    for paragraph in paragraphs {
      guard
        let found = (start..<max(start, lines.count - paragraph.count + 1)).first(where: {
          Array(lines[$0..<$0 + paragraph.count]) == paragraph
        })
      else { return false }
      start = found + paragraph.count
    }
    return true
  }

  @Test func theReadmeExamplesAreCopiedVerbatim() throws {
    let thisFile = URL(fileURLWithPath: #filePath)
    let root = thisFile.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let copies = try [
      thisFile, root.appendingPathComponent("Tests/VSMTests/ReadmeExamplesTests.swift"),
      root.appendingPathComponent("Tests/LassoExampleTests/RecordedSessionTests.swift"),
      root.appendingPathComponent("Tests/LassoExampleTests/ConceptsTests.swift"),
    ].map { file in
      try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    let blocks = readmeBlocks(readme)
    #expect(
      blocks.count == 6,
      "the README's Swift examples: a screen, a flow, a replay, a test, a flow test, a VSM view")
    for block in blocks {
      #expect(
        copies.contains { contains($0, inOrder: block) },
        "README block not copied verbatim:\n\(block.map { $0.joined(separator: "\n") })")
    }
  }
}

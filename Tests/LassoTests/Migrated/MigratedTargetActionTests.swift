import Foundation
import Lasso
import Testing

/// The view controller that `scripts/lasso-migrate` made of
/// Tests/MigrationFixtures/view-controller/before (its copy `ProfileViewController.swift` here is
/// compiled with the tests): its target-action, now method references, behaves as UIKit's
/// selectors did. Apple's "UIControl", "UIBarButtonItem" and "UIGestureRecognizer" pages: the
/// action method is called with the sender (the control, the item, the recognizer) when one of
/// the registered events happens, and the target is not retained.
@MainActor @Suite struct MigratedTargetActionTests {
  @Test func theMigratedControllerIsCalledAsUIKitCallsItsSelectors() throws {
    let controller = ProfileViewController()
    controller.loadViewIfNeeded()
    controller.saveButton.sendActions(for: .touchUpInside)
    controller.saveButton.sendActions(for: .valueChanged)
    controller.publicSwitch.setOn(true, animated: false)
    controller.publicSwitch.sendActions(for: .valueChanged)
    controller.stopObservingTheSwitch()
    controller.publicSwitch.sendActions(for: .valueChanged)  // removed: not logged
    #if !os(iOS) && !os(tvOS) && !os(visionOS)
      let done = try #require(controller.navigationItem.rightBarButtonItem)
      let cancel = try #require(controller.navigationItem.leftBarButtonItem)
      #expect(done.style == .done)
      done.simulateUserTap()
      cancel.simulateUserTap()
      let window = UIWindow()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      let tap = try #require(controller.view.gestureRecognizers?.first)
      #expect(tap is UITapGestureRecognizer)
      #expect(tap.simulateUserGesture())
      #expect(
        controller.log == ["didTap", "didFlip true", "done", "cancel ", "didTapBackground"])
    #endif
  }

  @Test func theControlsDoNotKeepTheMigratedControllerAlive() {
    let button: UIButton
    weak var released: ProfileViewController?
    do {
      let controller = ProfileViewController()
      controller.loadViewIfNeeded()
      button = controller.saveButton
      released = controller
    }
    #expect(released == nil)
    button.sendActions(for: .touchUpInside)  // its target is gone: nothing is called
  }
}

/// `scripts/lasso-migrate` on each fixture of Tests/MigrationFixtures: a copy of `before` becomes
/// `after`, it prints `output.txt` (every change, every refusal with its reason), a file it cannot
/// rewrite is left as it was (exit status 1), and a second run changes nothing.
@Suite struct MigrationScriptTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let fixtures = root.appendingPathComponent("Tests/MigrationFixtures")

  static var cases: [String] {
    let names = try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)
    return (names ?? []).filter { !$0.hasPrefix(".") }.sorted()
  }

  @Test func thereAreFixtures() {
    #expect(Self.cases.contains("view-controller"))
    #expect(Self.cases.count >= 4)
  }

  @Test(arguments: cases)
  func scriptTurnsBeforeIntoAfter(_ name: String) throws {
    let fixture = Self.fixtures.appendingPathComponent(name)
    let work = FileManager.default.temporaryDirectory
      .appendingPathComponent("lasso-migrate-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let app = work.appendingPathComponent("App")
    try FileManager.default.copyItem(at: fixture.appendingPathComponent("before"), to: app)

    let first = try Self.runScript(in: work)
    let expected = try Self.files(in: fixture.appendingPathComponent("after"))
    let migrated = try Self.files(in: app)
    #expect(migrated.keys.sorted() == expected.keys.sorted())
    for (file, text) in expected {
      #expect(migrated[file] == text, "\(name)/\(file) differs from the after fixture")
    }
    // Every changed file is named in the output, and a file left as it was says so.
    let before = try Self.files(in: fixture.appendingPathComponent("before"))
    for (file, text) in before where expected[file] != text {
      #expect(first.output.contains("App/\(file):"), "\(file) changed without being printed")
    }
    // What it prints: each change as `file:line: old → new`, each refusal with its reason.
    let printed = fixture.appendingPathComponent("output.txt")
    if FileManager.default.fileExists(atPath: printed.path) {
      #expect(first.output == (try String(contentsOf: printed, encoding: .utf8)))
    }
    let refused = first.output.contains("cannot rewrite")
    #expect(first.status == (refused ? 1 : 0))
    if refused { #expect(first.output.contains("left as it was")) }

    let second = try Self.runScript(in: work)
    #expect(try Self.files(in: app) == expected, "a second run changed \(name)")
    #expect(!second.output.contains(" → "), "a second run printed changes: \(second.output)")
    #expect(second.status == first.status)
  }

  /// The migrated view controller that the tests compile is the fixture's `after`, verbatim.
  @Test func theCompiledControllerIsTheMigratedFixture() throws {
    let fixture = try String(
      contentsOf: Self.fixtures.appendingPathComponent(
        "view-controller/after/ProfileViewController.swift"), encoding: .utf8)
    let compiled = try String(
      contentsOf: Self.root.appendingPathComponent(
        "Tests/LassoTests/Migrated/ProfileViewController.swift"), encoding: .utf8)
    #expect(compiled == fixture)
  }

  static func runScript(in directory: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", root.appendingPathComponent("scripts/lasso-migrate").path, "App",
    ]
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  static func files(in directory: URL) throws -> [String: String] {
    var result: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: directory.path)
    while let file = enumerator?.nextObject() as? String {
      guard file.hasSuffix(".swift") else { continue }
      result[file] = try String(
        contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
    }
    return result
  }
}

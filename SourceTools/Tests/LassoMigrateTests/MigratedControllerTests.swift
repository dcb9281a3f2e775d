import Foundation
import Testing

/// The migrated view controller that the main package's tests compile and run
/// (Tests/LassoTests/Migrated/ProfileViewController.swift) is the `view-controller` fixture's
/// `after`, verbatim: what they check is what lasso-migrate writes.
@Test func theCompiledControllerIsTheMigratedFixture() throws {
  let repository = FixtureTests.sourceTools.deletingLastPathComponent()
  let fixture = try String(
    contentsOf: FixtureTests.fixtures.appendingPathComponent(
      "view-controller/after/ProfileViewController.swift"), encoding: .utf8)
  let compiled = try String(
    contentsOf: repository.appendingPathComponent(
      "Tests/LassoTests/Migrated/ProfileViewController.swift"), encoding: .utf8)
  #expect(compiled == fixture)
}

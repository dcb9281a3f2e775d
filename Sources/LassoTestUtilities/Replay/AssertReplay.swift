import Foundation
import Lasso

/// Replays a recorded session (see `LassoRecorder`) against the given store types and fails the
/// test at the first divergence: which store, which of its actions, and a `−` (recorded) / `+`
/// (replayed) diff of the state or output. Works under XCTest and Swift Testing.
///
/// ```swift
/// @MainActor @Test func loginSession() async throws {
///   try await assertReplay(of: "Sessions/login.json", LoginScreenStore.self, ProfileStore.self)
/// }
/// ```
///
/// Each recorded store is created from its recorded initial state and given the recorded actions
/// in order; its `task { }` work does not run (the actions it produced are in the recording).
/// - Parameters:
///   - path: the recording; a relative path is relative to the directory of the calling file.
///   - stores: the types of every store in the recording.
///   - fileID: the file a failure is reported in, by default the caller's.
///   - filePath: the caller's file path; a relative `path` is resolved against its folder.
///   - line: the line a failure is reported at, by default the caller's.
///   - column: the column a failure is reported at, by default the caller's.
/// - Throws: a `LassoReplayError` naming the entry at fault and the fix when the file cannot be
///   replayed (truncated, another format version, a store type not given, a state that no longer
///   decodes).
@preconcurrency @MainActor public func assertReplay(
  of path: String, _ stores: any ReplayableStore.Type..., fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async throws {
  try await assertReplay(
    of: path, stores: stores, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Replays a recorded session against `stores` (an app's list of its store types, say) and fails
/// the test at the first divergence; see ``assertReplay(of:_:fileID:filePath:line:column:)``.
///
/// ```swift
/// try await assertReplay(of: "Sessions/login.json", stores: MyApp.storeTypes)
/// ```
@preconcurrency @MainActor public func assertReplay(
  of path: String, stores: [any ReplayableStore.Type], fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async throws {
  let url =
    path.hasPrefix("/")
    ? URL(fileURLWithPath: path)
    : URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent(path)
  let verdict = try LassoReplay.replay(contentsOf: url, stores: stores)
  guard let divergence = verdict.divergence else { return }
  SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column).report(
    "The replay of \(path) diverged. \(divergence)\n\n\(diffLegend)")
}

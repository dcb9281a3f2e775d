import VSM
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/LegacyVSM/MutatingCopyable.swift: a view state or model that returns
// changed copies of itself, as the original's guide writes its models.

// covers: - :: protocol MutatingCopyable
private struct EditProfileViewState: MutatingCopyable, Equatable {
  var username: String
  var isSaving = false

  func saving() -> EditProfileViewState {
    // covers: MutatingCopyable :: func copy(mutating mutator: (inout Self) -> Void) -> Self
    copy(mutating: { $0.isSaving = true })
  }

  func editing(_ username: String) -> EditProfileViewState {
    // covers: MutatingCopyable :: func copy<T>(mutatingPath keyPath: WritableKeyPath<Self, T>, value: T) -> Self
    copy(mutatingPath: \.username, value: username)
  }
}

@MainActor
final class MutatingCopyableCallSites: XCTestCase {
  func testCopyMutatingChangesOnlyTheCopy() async throws {
    let state = EditProfileViewState(username: "ada")
    // covers: MutatingCopyable :: func copy(mutating mutator: (inout Self) -> Void) -> Self
    let saving: EditProfileViewState = state.copy(mutating: { $0.isSaving = true })
    XCTAssertEqual(saving, EditProfileViewState(username: "ada", isSaving: true))
    XCTAssertFalse(state.isSaving)
    XCTAssertEqual(state.saving(), saving)
  }

  func testCopyMutatingPathSetsOneProperty() async throws {
    let state = EditProfileViewState(username: "ada", isSaving: true)
    // covers: MutatingCopyable :: func copy<T>(mutatingPath keyPath: WritableKeyPath<Self, T>, value: T) -> Self
    let renamed: EditProfileViewState = state.copy(mutatingPath: \.username, value: "grace")
    XCTAssertEqual(renamed, EditProfileViewState(username: "grace", isSaving: true))
    XCTAssertEqual(state.username, "ada")
    XCTAssertEqual(state.editing("lin").username, "lin")
  }
}

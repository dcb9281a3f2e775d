import VSM
import XCTest

#if canImport(UIKit)
  import UIKit
#endif

// The original's Sources/LegacyVSM/StateContainer/StateContainer+Debug.swift: the debug logging
// of a container (`$state._debug()`) and of every new container (`StateContainer._debug()`), as
// the original's demos turn it on. The original deprecates `_debug` (a reminder to remove it
// before shipping), so the calls are made through a protocol, on purpose.

private enum UploadViewState: Equatable {
  case idle
  case uploading(progress: Int)
}

@MainActor
private protocol DebugCalling {
  func debugged(_ container: StateContainer<UploadViewState>) -> StateContainer<UploadViewState>
  func debuggedWithOptions(
    _ container: StateContainer<UploadViewState>
  )
    -> StateContainer<UploadViewState>
  func debugNewContainers()
  func stopDebuggingNewContainers()
}

@MainActor
private struct DebugCalls: DebugCalling {
  @available(*, deprecated, message: "calls the original's deprecated API on purpose")
  func debugged(_ container: StateContainer<UploadViewState>) -> StateContainer<UploadViewState> {
    // covers: StateContaining :: func _debug(options: _StateContainerDebugOptions = .defaults) -> Self
    container._debug()
  }

  @available(*, deprecated, message: "calls the original's deprecated API on purpose")
  func debuggedWithOptions(
    _ container: StateContainer<UploadViewState>
  )
    -> StateContainer<UploadViewState>
  {
    // covers: StateContaining :: func _debug(options: _StateContainerDebugOptions = .defaults) -> Self
    container._debug(options: [.willSet, .event])
  }

  @available(*, deprecated, message: "calls the original's deprecated API on purpose")
  func debugNewContainers() {
    // covers: _StateContainerStaticDebugging :: static func _debug(options: _StateContainerDebugOptions = .defaults)
    // covers: StateContainer :: extension StateContainer: _StateContainerStaticDebugging where State == Any
    StateContainer._debug()
  }

  @available(*, deprecated, message: "calls the original's deprecated API on purpose")
  func stopDebuggingNewContainers() {
    // covers: _StateContainerStaticDebugging :: static func _debug(options: _StateContainerDebugOptions = .defaults)
    StateContainer._debug(options: [])
  }
}

// covers: - :: protocol _StateContainerStaticDebugging
private func isStaticallyDebuggable(_ type: Any.Type) -> Bool {
  type is _StateContainerStaticDebugging.Type
}

@MainActor
final class StateContainerDebugCallSites: XCTestCase {
  func testDebugReturnsTheContainerAndKeepsItWorking() async throws {
    let calls: any DebugCalling = DebugCalls()
    let container = StateContainer<UploadViewState>(state: .idle)
    XCTAssertIdentical(calls.debugged(container), container)
    XCTAssertIdentical(calls.debuggedWithOptions(container), container)
    container.observe(.uploading(progress: 10))
    XCTAssertEqual(container.state, .uploading(progress: 10))
  }

  func testStaticDebugTurnsLoggingOnForNewContainers() async throws {
    let calls: any DebugCalling = DebugCalls()
    calls.debugNewContainers()
    defer { calls.stopDebuggingNewContainers() }
    let container = StateContainer<UploadViewState>(state: .idle)
    container.observe(.uploading(progress: 50))
    XCTAssertEqual(container.state, .uploading(progress: 50))
    XCTAssertTrue(isStaticallyDebuggable(StateContainer<Any>.self))
    XCTAssertFalse(isStaticallyDebuggable(StateContainer<UploadViewState>.self))
  }

  func testDebugOptions() async throws {
    // covers: - :: struct _StateContainerDebugOptions: OptionSet, Hashable
    var options: _StateContainerDebugOptions = []
    // covers: _StateContainerDebugOptions :: static let willSet
    options.insert(.willSet)
    // covers: _StateContainerDebugOptions :: static let didSet
    options.insert(.didSet)
    // covers: _StateContainerDebugOptions :: static let print
    options.insert(.print)
    // covers: _StateContainerDebugOptions :: static let nsLog
    options.insert(.nsLog)
    // covers: _StateContainerDebugOptions :: static let memory
    options.insert(.memory)
    // covers: _StateContainerDebugOptions :: static let container
    options.insert(.container)
    // covers: _StateContainerDebugOptions :: static let event
    options.insert(.event)
    // covers: _StateContainerDebugOptions :: static let enumLabel
    options.insert(.enumLabel)
    // covers: _StateContainerDebugOptions :: var rawValue: Int
    XCTAssertEqual(options.rawValue, 0b1111_1111)
    // covers: _StateContainerDebugOptions :: init(rawValue: Int)
    let rebuilt = _StateContainerDebugOptions(rawValue: 1 << 1 | 1 << 2 | 1 << 7)
    // covers: _StateContainerDebugOptions :: static let conciseEnum: Self
    XCTAssertEqual(rebuilt, .conciseEnum)
    // covers: _StateContainerDebugOptions :: static let defaults: Self
    XCTAssertEqual(
      _StateContainerDebugOptions.defaults, [.didSet, .print, .memory, .container, .event])
    // covers: _StateContainerDebugOptions :: static let enumDefaults: Self
    XCTAssertEqual(
      _StateContainerDebugOptions.enumDefaults,
      _StateContainerDebugOptions.defaults.union(.enumLabel))
    let keyed: Set<_StateContainerDebugOptions> = [.defaults, .enumDefaults, .defaults]
    XCTAssertEqual(keyed.count, 2)
  }

  func testEnumNames() async throws {
    // covers: - :: enum _StateContainerUtils
    // covers: _StateContainerUtils :: static func getEnumName(_ subject: Any) -> String
    let name: String = _StateContainerUtils.getEnumName(UploadViewState.uploading(progress: 3))
    XCTAssertEqual(name, "uploading")
    XCTAssertEqual(_StateContainerUtils.getEnumName(UploadViewState.idle), "idle")
  }
}

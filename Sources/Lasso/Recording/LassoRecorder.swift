import Foundation

/// Records what an app's stores do, so that a session can be replayed as a test: for each store,
/// its type and initial state, then, in the order they happened across stores, each action it
/// handled, its state after each update and each output it emitted.
///
/// Off unless started; start it once, at launch, before the stores to record are created:
///
/// ```swift
/// LassoRecorder.start(to: URL(fileURLWithPath: "session.json"))
/// // … the app runs …
/// try LassoRecorder.stop()   // writes the file
/// ```
///
/// Only stores whose `State`, `Action` and `Output` are all `Codable` are recorded; the file
/// lists the others as skipped, with what they lack. The file is JSON in a documented, versioned
/// format (see ``LassoRecording``); `LassoTestUtilities`' `assertReplay(of:_:)` replays it.
@MainActor public final class LassoRecorder {
  /// The app's recorder, from ``start(to:)`` to ``stop()``.
  static var active: LassoRecorder?
  /// A recorder for one scope (``record(to:during:)``, a replay): it wins over the app's, and
  /// stores created elsewhere (other tests running at the same time) do not see it.
  @TaskLocal static var scoped: LassoRecorder?

  /// The recorder that stores being created register with; `nil` when nothing records.
  static var current: LassoRecorder? { scoped ?? active }

  /// Whether a recording is under way.
  public static var isRecording: Bool { current != nil }

  /// Records the stores created while `body` runs (and what they do, until they are released)
  /// to `url`, which is written when `body` returns: for tests, which run side by side.
  ///
  /// ```swift
  /// try await LassoRecorder.record(to: sessionURL) {
  ///   let screen = LoginScreenModule.createScreen()
  ///   screen.store.dispatchAction(.didTapLogin)
  /// }
  /// ```
  public static func record<Result>(
    to url: URL, during body: () async throws -> Result
  ) async throws -> Result {
    let recorder = LassoRecorder(url: url)
    let result = try await $scoped.withValue(recorder) { try await body() }
    try recorder.write()
    return result
  }

  /// Starts recording the stores created from now on; the file is written to `url` by
  /// ``save()`` and ``stop()``. A recording already under way is stopped first (and written).
  public static func start(to url: URL) {
    try? stop()
    active = LassoRecorder(url: url)
  }

  /// Writes what was recorded so far; recording goes on.
  public static func save() throws {
    try active?.write()
  }

  /// Writes the recording and stops recording.
  public static func stop() throws {
    defer { active = nil }
    try active?.write()
  }

  let url: URL?
  private var stores: [[String: Any]] = []
  private var skipped: [[String: Any]] = []
  private(set) var events: [[String: Any]] = []
  private var nextID = 1
  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }()

  /// A recorder that writes to `url`, or keeps its events in memory (`nil`, for replays).
  init(url: URL?) {
    self.url = url
  }

  /// Registers a store being created: the recording of its events, or `nil` (listed as skipped)
  /// when its types are not all `Codable`.
  func register<Module: StoreModule>(
    _ store: LassoStore<Module>, initialState: Module.State
  ) -> StoreRecording<Module>? {
    let type = String(reflecting: Swift.type(of: store))
    var lacking: [String] = []
    if !(Module.State.self is any Codable.Type) { lacking.append("State") }
    if !(Module.Action.self is any Codable.Type) { lacking.append("Action") }
    if !(Module.Output.self is any Codable.Type) { lacking.append("Output") }
    guard lacking.isEmpty else {
      skipped.append([
        "type": type,
        "reason":
          "its \(lacking.joined(separator: ", ")) \(lacking.count == 1 ? "is" : "are") not Codable",
      ])
      return nil
    }
    let id = nextID
    nextID += 1
    stores.append(["id": id, "type": type, "initialState": encoded(initialState)])
    return StoreRecording(recorder: self, id: id)
  }

  /// Appends an event of store `id`: `kind` is "action", "state" or "output"; `external` marks
  /// a state or output that no action caused (work in a task, say).
  func record<Value>(_ kind: String, _ value: Value, store id: Int, external: Bool = false) {
    var event: [String: Any] = ["store": id, kind: encoded(value)]
    if external { event["external"] = true }
    events.append(event)
  }

  /// `value` as a JSON object (the registration checked that its type is `Codable`).
  private func encoded<Value>(_ value: Value) -> Any {
    guard let encodable = value as? any Encodable else { return NSNull() }
    do {
      let data = try encoder.encode(encodable)
      return try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
    } catch {
      return ["unencodable": "\(error)"]
    }
  }

  /// The whole recording, as written to the file.
  var document: [String: Any] {
    [
      "format": LassoRecording.formatName, "version": LassoRecording.version, "stores": stores,
      "skipped": skipped, "events": events,
    ]
  }

  func write() throws {
    guard let url else { return }
    let data = try JSONSerialization.data(
      withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
    try data.write(to: url, options: .atomic)
  }
}

/// What one store records: its actions (and what they caused), its states and its outputs.
@MainActor final class StoreRecording<Module: StoreModule> {
  let recorder: LassoRecorder
  let id: Int
  /// How many actions of the store are being handled (an action's handler may dispatch another).
  private var handling = 0

  init(recorder: LassoRecorder, id: Int) {
    self.recorder = recorder
    self.id = id
  }

  /// Records `action`, then has `store` handle it.
  func handle(_ action: Module.Action, by store: LassoStore<Module>) {
    recorder.record("action", action, store: id)
    handling += 1
    store.handleAction(action)
    handling -= 1
  }

  /// Records the state after an update.
  func recordState(_ state: Module.State) {
    recorder.record("state", state, store: id, external: handling == 0)
  }

  /// Records an output.
  func recordOutput(_ output: Module.Output) {
    recorder.record("output", output, store: id, external: handling == 0)
  }
}

/// The file a ``LassoRecorder`` writes: its format name and version.
///
/// ```json
/// {
///   "format": "lasso-recording", "version": 1,
///   "stores": [{ "id": 1, "type": "MyApp.LoginScreenStore", "initialState": { … } }],
///   "skipped": [{ "type": "MyApp.MapStore", "reason": "its State is not Codable" }],
///   "events": [
///     { "store": 1, "action": { "didUpdateUsername": { "_0": "ada" } } },
///     { "store": 1, "state": { "username": "ada", … } },
///     { "store": 1, "output": { "userDidLogin": {} } },
///     { "store": 1, "state": { … }, "external": true }
///   ]
/// }
/// ```
///
/// Each store is listed once, with the state it was created in; `events` are in the order they
/// happened across stores. A `state` follows every update; `external` marks a state or an output
/// that no action caused (work in a task that updated the store itself). Values are the
/// `Codable` encodings of the module's types.
public enum LassoRecording {
  /// The `format` field of every recording.
  public static let formatName = "lasso-recording"
  /// The version of the format this Lasso writes and reads.
  public static let version = 1
}

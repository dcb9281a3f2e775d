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
@preconcurrency @MainActor public final class LassoRecorder {
  /// The app's recorder, from ``start(to:)`` to ``stop()``.
  static var active: LassoRecorder? {
    didSet { recordings += (active != nil ? 1 : 0) - (oldValue != nil ? 1 : 0) }
  }
  /// The recordings under way: the app's, and the scopes (``record(to:during:)``, replays) not
  /// yet over, wherever they run. While it is 0, a store being created does not look for a
  /// recorder: reading the task-local ``scoped`` costs more than the rest of a store's creation.
  /// Unchecked exclusivity: every access is an instantaneous read or assignment.
  @usableFromInline @exclusivity(unchecked) static var recordings = 0
  /// Whether a store created now may have to register with a recorder.
  @inlinable static var mayRecord: Bool { recordings != 0 }
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
    recordings += 1
    defer { recordings -= 1 }
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
  private var stores: [RecordedStore] = []
  private var skipped: [SkippedStore] = []
  private var events: [Event] = []
  private var nextID = 1

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
    guard lacking.isEmpty, let initialState = initialState as? any Encodable else {
      let verb = lacking.count == 1 ? "is" : "are"
      skipped.append(
        SkippedStore(
          type: type, reason: "its \(lacking.joined(separator: ", ")) \(verb) not Codable"))
      return nil
    }
    let id = nextID
    nextID += 1
    stores.append(RecordedStore(id: id, type: type, initialState: initialState))
    return StoreRecording(recorder: self, id: id)
  }

  /// Appends an event of store `id`: an action, a state or an output; `external` marks a state
  /// or output that no action caused (work in a task, say).
  ///
  /// The value is kept as it is and encoded when the file is written: a recorded action costs
  /// an append, not an encoding (measured in `Benchmarks/`). States are values, so what is
  /// kept is what the store had then.
  func record<Value>(_ kind: Event.Kind, _ value: Value, store id: Int, external: Bool = false) {
    // The registration checked that the module's types are `Codable`.
    guard let value = value as? any Encodable else { return }
    events.append(Event(store: id, kind: kind, value: value, isExternal: external))
  }

  /// The whole recording, as written to the file: sorted keys, so equal values read the same.
  func encoded(prettyPrinted: Bool) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = prettyPrinted ? [.prettyPrinted, .sortedKeys] : [.sortedKeys]
    return try encoder.encode(
      Document(
        format: LassoRecording.formatName, version: LassoRecording.version, stores: stores,
        skipped: skipped, events: events))
  }

  func write() throws {
    guard let url else { return }
    try encoded(prettyPrinted: true).write(to: url, options: .atomic)
  }

  // MARK: The file's entries

  /// The file's top level.
  private struct Document: Encodable {
    let format: String
    let version: Int
    let stores: [RecordedStore]
    let skipped: [SkippedStore]
    let events: [Event]
  }

  /// A recorded store: its id in `events`, its type and its initial state.
  private struct RecordedStore: Encodable {
    let id: Int
    let type: String
    let initialState: any Encodable

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(type, forKey: .type)
      try container.encode(initialState, forKey: .initialState)
    }

    enum CodingKeys: CodingKey { case id, type, initialState }
  }

  /// A store that was not recorded, and why.
  private struct SkippedStore: Encodable {
    let type: String
    let reason: String
  }

  /// An action a store handled, a state it reached or an output it emitted.
  struct Event: Encodable {
    /// The event's key in the file.
    enum Kind: String, CodingKey { case action, state, output }

    let store: Int
    let kind: Kind
    let value: any Encodable
    let isExternal: Bool

    func encode(to encoder: any Encoder) throws {
      var fields = encoder.container(keyedBy: Fields.self)
      try fields.encode(store, forKey: .store)
      if isExternal { try fields.encode(true, forKey: .external) }
      var value = encoder.container(keyedBy: Kind.self)
      try value.encode(self.value, forKey: kind)
    }

    private enum Fields: CodingKey { case store, external }
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
    recorder.record(.action, action, store: id)
    handling += 1
    store.handleAction(action)
    handling -= 1
  }

  /// Records the state after an update.
  func recordState(_ state: Module.State) {
    recorder.record(.state, state, store: id, external: handling == 0)
  }

  /// Records an output.
  func recordOutput(_ output: Module.Output) {
    recorder.record(.output, output, store: id, external: handling == 0)
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

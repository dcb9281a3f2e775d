import Foundation

/// A store that a recording can be replayed against: every ``LassoStore`` whose `State`,
/// `Action` and `Output` are `Codable`.
@preconcurrency @MainActor public protocol ReplayableStore: AnyObject {
  /// A store of this type in the recorded initial state (JSON).
  static func replayStore(initialState: Data, decoder: JSONDecoder) throws -> Self
  /// Dispatches a recorded action (JSON).
  func replayAction(_ action: Data, decoder: JSONDecoder) throws
  /// Sets the state to a recorded one (JSON): a change no action caused, such as a task's.
  func replayState(_ state: Data, decoder: JSONDecoder) throws
}

extension LassoStore: ReplayableStore
where Module.State: Codable, Module.Action: Codable, Module.Output: Codable {
  /// A store of this type in the recorded initial state.
  public static func replayStore(initialState: Data, decoder: JSONDecoder) throws -> Self {
    Self(with: try decoder.decode(State.self, from: initialState))
  }

  /// Dispatches a recorded action.
  public func replayAction(_ action: Data, decoder: JSONDecoder) throws {
    dispatchAction(try decoder.decode(Action.self, from: action))
  }

  /// Sets the state to a recorded one.
  public func replayState(_ state: Data, decoder: JSONDecoder) throws {
    let decoded = try decoder.decode(State.self, from: state)
    replace(with: decoded)
  }
}

extension LassoStore {
  /// Sets the whole state (a recorded one, in a replay).
  func replace(with state: State) {
    update { $0 = state }
  }
}

/// Replays a recording made by ``LassoRecorder`` against the app's stores and compares what they
/// do with what was recorded.
///
/// Each recorded store is created from its recorded initial state and given the recorded actions
/// in order; every state and output it produces must equal the recorded one. Work the stores
/// start with `task { }` does not run: its results come back as the recorded actions (and states
/// a task set itself are set again). `LassoTestUtilities`' `assertReplay(of:_:)` turns the
/// verdict into a test failure.
///
/// ```swift
/// let verdict = try LassoReplay.replay(contentsOf: url, stores: [LoginScreenStore.self])
/// print(verdict)
/// ```
@preconcurrency @MainActor public enum LassoReplay {
  /// Replays the recording at `url` against `stores`, the types of every recorded store.
  /// - Throws: a ``LassoReplayError`` when the file cannot be replayed (not a recording, a newer
  ///   or older format, a store type not given, a value that no longer decodes).
  public static func replay(
    contentsOf url: URL, stores: [any ReplayableStore.Type]
  ) throws -> LassoReplayVerdict {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw LassoReplayError(
        "Cannot read the recording at \(url.path): \(error.localizedDescription).",
        fix: "Check the path (a relative path is relative to the current directory).")
    }
    return try replay(data, named: url.lastPathComponent, stores: stores)
  }

  /// Replays a recording held in `data` (`name` is used in messages).
  public static func replay(
    _ data: Data, named name: String, stores types: [any ReplayableStore.Type]
  ) throws -> LassoReplayVerdict {
    let document = try RecordedDocument(data, named: name)
    let byName = Dictionary(
      types.map { (String(reflecting: $0), $0) }, uniquingKeysWith: { first, _ in first })

    // The replayed stores record what they do, in memory, exactly as the app's did; only they
    // do (the recorder is scoped to this replay), so their ids are 1, 2, … in creation order.
    let recorder = LassoRecorder(url: nil)
    LassoRecorder.recordings += 1
    defer { LassoRecorder.recordings -= 1 }
    let replayedIDs = try LassoRecorder.$scoped.withValue(recorder) {
      try replay(document, named: name, types: byName)
    }
    let actual = try RecordedDocument(recorder.encoded(prettyPrinted: false), named: "replay")
    return LassoReplayVerdict(
      recording: name, stores: document.stores.count, events: document.events.count,
      divergence: firstDivergence(recorded: document, replayed: actual, ids: replayedIDs))
  }

  /// Creates the recorded stores and gives them the recorded actions; returns the replay
  /// recorder's id of each recorded store.
  private static func replay(
    _ document: RecordedDocument, named name: String,
    types byName: [String: any ReplayableStore.Type]
  ) throws -> [Int: Int] {
    var replayed: [Int: any ReplayableStore] = [:]
    var replayedIDs: [Int: Int] = [:]  // recorded store id -> replay recorder's id
    let decoder = JSONDecoder()
    for (index, store) in document.stores.enumerated() {
      guard let type = byName[store.type] else {
        throw LassoReplayError(
          "\(name): store entry \(index) is a \(store.type), which this replay was not given.",
          fix: "Pass \(store.type).self to the replay, or record the session again if that store"
            + " no longer exists.")
      }
      let made: any ReplayableStore
      do {
        made = try type.replayStore(initialState: store.initialState, decoder: decoder)
      } catch {
        throw LassoReplayError(
          "\(name): the initial state of store entry \(index) (\(store.type)) no longer decodes:"
            + " \(error).",
          fix: "The state type changed since the recording: record the session again.")
      }
      // Its work in tasks does not run: what it produced comes back as recorded actions.
      StoreTaskInstrumentation.storeWrappers[ObjectIdentifier(made)] = { _ in {} }
      replayed[store.id] = made
      replayedIDs[store.id] = replayedIDs.count + 1
    }
    defer {
      for store in replayed.values {
        StoreTaskInstrumentation.storeWrappers[ObjectIdentifier(store)] = nil
      }
    }

    for (index, event) in document.events.enumerated() {
      guard let store = replayed[event.store] else {
        throw LassoReplayError(
          "\(name): event \(index) belongs to store \(event.store), which the recording does not"
            + " list.",
          fix: "The file was edited or truncated: record the session again.")
      }
      do {
        switch event.kind {
        case .action: try store.replayAction(event.value, decoder: decoder)
        case .state where event.isExternal: try store.replayState(event.value, decoder: decoder)
        case .state, .output: break
        }
      } catch {
        let type = document.stores.first { $0.id == event.store }?.type ?? "?"
        throw LassoReplayError(
          "\(name): the \(event.kind.rawValue) of event \(index) (\(type)) no longer decodes:"
            + " \(error).",
          fix: "The \(event.kind.rawValue) type changed since the recording: record the session"
            + " again.")
      }
    }
    return replayedIDs
  }

  /// The first event where a store did something else than recorded, in the recording's order.
  private static func firstDivergence(
    recorded: RecordedDocument, replayed: RecordedDocument, ids: [Int: Int]
  ) -> LassoReplayDivergence? {
    // What each store did in the replay, in order (outputs of tasks are not replayed).
    var produced: [Int: [RecordedEvent]] = [:]
    for event in replayed.events { produced[event.store, default: []].append(event) }
    var positions: [Int: Int] = [:]
    var actionCounts: [Int: Int] = [:]
    var lastAction: [Int: (index: Int, number: Int, json: String)] = [:]
    for (index, event) in recorded.events.enumerated() {
      if event.kind == .output && event.isExternal { continue }
      let store = event.store
      let type = recorded.stores.first { $0.id == store }?.type ?? "?"
      if event.kind == .action {
        actionCounts[store, default: 0] += 1
        lastAction[store] = (index, actionCounts[store]!, event.json)
      }
      let stream = produced[ids[store] ?? 0] ?? []
      let position = positions[store, default: 0]
      positions[store] = position + 1
      let actual = position < stream.count ? stream[position] : nil
      guard let actual, actual.kind == event.kind, actual.json == event.json else {
        return LassoReplayDivergence(
          event: index, store: type, action: lastAction[store]?.number,
          actionEvent: lastAction[store]?.index, actionJSON: lastAction[store]?.json,
          expected: event, actual: actual)
      }
    }
    for (store, recordedID) in ids {
      let stream = produced[recordedID] ?? []
      let position = positions[store, default: 0]
      if position < stream.count {
        let type = recorded.stores.first { $0.id == store }?.type ?? "?"
        return LassoReplayDivergence(
          event: recorded.events.count, store: type, action: actionCounts[store],
          actionEvent: lastAction[store]?.index, actionJSON: lastAction[store]?.json,
          expected: nil, actual: stream[position])
      }
    }
    return nil
  }
}

/// What a replay found: `divergence` is `nil` when every store did what was recorded.
public struct LassoReplayVerdict: CustomStringConvertible, Sendable {
  /// The recording's file name.
  public let recording: String
  /// How many stores were replayed.
  public let stores: Int
  /// How many recorded events were checked.
  public let events: Int
  /// The first place a store did something else than recorded.
  public let divergence: LassoReplayDivergence?

  /// Whether every state and output matched the recording.
  public var matches: Bool { divergence == nil }

  /// "Replayed session.json: 3 stores, 42 events, all matched." or the divergence.
  public var description: String {
    let summary = "Replayed \(recording): \(stores) stores, \(events) events"
    guard let divergence else { return summary + ", all matched." }
    return summary + ". \(divergence)"
  }
}

/// The first place a replayed store did something else than the recording says.
public struct LassoReplayDivergence: CustomStringConvertible, Sendable {
  /// The index of the recorded event that did not match, in the recording's `events`.
  public let event: Int
  /// The store's type.
  public let store: String
  /// Which of the store's actions (counted from 1) caused it; `nil` before its first action.
  public let action: Int?
  /// The recorded event that did not match, as JSON; `nil` when the store did more than recorded.
  public let expected: String?
  /// What the store did instead, as JSON; `nil` when it did less than recorded.
  public let actual: String?
  private let actionEvent: Int?
  private let actionJSON: String?
  private let kind: String

  init(
    event: Int, store: String, action: Int?, actionEvent: Int?, actionJSON: String?,
    expected: RecordedEvent?, actual: RecordedEvent?
  ) {
    self.event = event
    self.store = store
    self.action = action
    self.actionEvent = actionEvent
    self.actionJSON = actionJSON
    self.expected = expected?.pretty
    self.actual = actual?.pretty
    self.kind = (expected ?? actual)?.kind.rawValue ?? "event"
  }

  /// Which action diverged, and a `−` (recorded) / `+` (replayed) diff.
  public var description: String {
    let cause =
      action.map { "after action #\($0), \(actionJSON ?? "?") (event \(actionEvent ?? 0))" }
      ?? "before its first action"
    let what: String
    switch (expected, actual) {
    case (_?, nil): what = "did not produce the recorded \(kind)"
    case (nil, _?): what = "produced a \(kind) the recording does not have"
    default: what = "produced another \(kind) than recorded"
    }
    return "\(store) diverged \(cause): it \(what) (event \(event)):\n"
      + lineDiff(expected ?? "", actual ?? "")
  }
}

/// A recording that cannot be replayed, with the entry at fault and the fix.
public struct LassoReplayError: Error, CustomStringConvertible, Sendable {
  /// What is wrong, naming the file and the entry.
  public let message: String
  /// How to fix it.
  public let fix: String

  init(_ message: String, fix: String) {
    self.message = message
    self.fix = fix
  }

  /// The message and the fix.
  public var description: String { "\(message) Fix: \(fix)" }
}

// MARK: - Reading recordings

/// A recording, read from its JSON.
struct RecordedDocument {
  struct Store {
    let id: Int
    let type: String
    let initialState: Data
  }

  let stores: [Store]
  let events: [RecordedEvent]

  init(_ data: Data, named name: String) throws {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw LassoReplayError(
        "\(name) is not a complete JSON document (truncated, or not a recording).",
        fix: "Record the session again; a recording is written when the recorder stops.")
    }
    guard let root = object as? [String: Any],
      root["format"] as? String == LassoRecording.formatName
    else {
      throw LassoReplayError(
        "\(name) is not a Lasso recording (its \"format\" is not"
          + " \"\(LassoRecording.formatName)\").",
        fix: "Replay a file written by LassoRecorder.")
    }
    guard let version = root["version"] as? Int, version == LassoRecording.version else {
      throw LassoReplayError(
        "\(name) is in version \(root["version"].map { "\($0)" } ?? "?") of the recording format;"
          + " this Lasso reads version \(LassoRecording.version).",
        fix: "Record the session again with this version of Lasso.")
    }
    guard let stores = root["stores"] as? [[String: Any]],
      let events = root["events"] as? [[String: Any]]
    else {
      throw LassoReplayError(
        "\(name) has no \"stores\" or no \"events\" list.",
        fix: "Record the session again; the file was edited or cut.")
    }
    self.stores = try stores.enumerated().map { index, entry in
      guard let id = entry["id"] as? Int, let type = entry["type"] as? String,
        let state = entry["initialState"]
      else {
        throw LassoReplayError(
          "\(name): store entry \(index) lacks its id, type or initial state.",
          fix: "Record the session again; the file was edited or cut.")
      }
      return Store(id: id, type: type, initialState: try RecordedEvent.data(state))
    }
    self.events = try events.enumerated().map { index, entry in
      guard let event = try RecordedEvent(entry) else {
        throw LassoReplayError(
          "\(name): event \(index) is not an action, a state or an output of a store.",
          fix: "Record the session again; the file was edited or cut.")
      }
      return event
    }
  }
}

/// One recorded event: a store's action, state or output.
struct RecordedEvent {
  enum Kind: String { case action, state, output }

  let store: Int
  let kind: Kind
  /// The value's JSON, with sorted keys: equal values have equal JSON.
  let value: Data
  let isExternal: Bool

  init?(_ entry: [String: Any]) throws {
    guard let store = entry["store"] as? Int else { return nil }
    guard let kind = [Kind.action, .state, .output].first(where: { entry[$0.rawValue] != nil })
    else { return nil }
    self.store = store
    self.kind = kind
    self.value = try Self.data(entry[kind.rawValue]!)
    self.isExternal = entry["external"] as? Bool ?? false
  }

  var json: String { String(decoding: value, as: UTF8.self) }

  /// The value as indented JSON, for messages.
  var pretty: String {
    guard let object = try? JSONSerialization.jsonObject(with: value, options: .fragmentsAllowed),
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .fragmentsAllowed])
    else { return json }
    return String(decoding: data, as: UTF8.self)
  }

  static func data(_ object: Any) throws -> Data {
    try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed])
  }
}

/// A line diff of two texts: unchanged lines indented, `−` for `old`'s, `+` for `new`'s.
func lineDiff(_ old: String, _ new: String) -> String {
  let oldLines = old.isEmpty ? [] : old.split(separator: "\n", omittingEmptySubsequences: false)
  let newLines = new.isEmpty ? [] : new.split(separator: "\n", omittingEmptySubsequences: false)
  let changes = newLines.difference(from: oldLines)
  var removed = Set<Int>()
  var inserted = Set<Int>()
  for change in changes {
    switch change {
    case .remove(let offset, _, _): removed.insert(offset)
    case .insert(let offset, _, _): inserted.insert(offset)
    }
  }
  var lines: [String] = []
  var oldIndex = 0
  var newIndex = 0
  while oldIndex < oldLines.count || newIndex < newLines.count {
    if oldIndex < oldLines.count, removed.contains(oldIndex) {
      lines.append("\u{2212} \(oldLines[oldIndex])")
      oldIndex += 1
    } else if newIndex < newLines.count, inserted.contains(newIndex) {
      lines.append("+ \(newLines[newIndex])")
      newIndex += 1
    } else {
      if newIndex < newLines.count { lines.append("  \(newLines[newIndex])") }
      oldIndex += 1
      newIndex += 1
    }
  }
  return lines.joined(separator: "\n")
}

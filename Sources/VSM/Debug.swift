import Foundation

extension StateContainer {
  /// Logs each state change of this container with the state's type, for debugging:
  ///
  /// ```
  /// [VSM] LoadUserProfileViewState ← loading
  /// ```
  ///
  /// Like `_debug(options:)`, this is a development aid: remove the call before shipping.
  /// - Parameter log: where each line goes.
  public func _debug(_ log: @escaping @MainActor (String) -> Void) {
    debugLogger = log
  }

  /// The line logged for a change to `newState`.
  func debugDescription(of newState: State) -> String {
    "[VSM] \(Misuse.name(of: State.self)) ← \(newState)"
  }

  /// Logs a change to `newState`; called only while debugging is on.
  @usableFromInline func log(_ newState: State) {
    debugLogger?(debugDescription(of: newState))
  }
}

extension StateObserving {
  /// Logs each state change of the underlying container with the state's type, for debugging.
  /// See ``StateContainer/_debug(_:)``.
  /// - Parameter log: where each line goes.
  public func _debug(_ log: @escaping @MainActor (String) -> Void) {
    _stateContainer._debug(log)
  }
}

// MARK: - The original VSM's debug logging

/// What `_debug(options:)` logs and where: the original VSM's options, with the same meaning.
///
/// An event option (``willSet``, ``didSet``) chooses when a line is logged; an output option
/// (``print``, ``nsLog``) where it goes; the others what the line holds, in this order: the
/// container's address (``memory``), its type (``container``), the event's name (``event``), then
/// the state, or only its enum case's name (``enumLabel``).
public struct _StateContainerDebugOptions: OptionSet, Hashable, Sendable {
  /// The options' bits.
  public var rawValue: Int

  /// Creates options from their bits.
  /// - Parameter rawValue: the bits, as the static options define them.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Logs the current state when logging starts, then each new state just before it is set.
  public static let willSet = _StateContainerDebugOptions(rawValue: 1 << 0)
  /// Logs the current state when logging starts, then each new state just after it is set.
  public static let didSet = _StateContainerDebugOptions(rawValue: 1 << 1)
  /// Writes each line to standard output.
  public static let print = _StateContainerDebugOptions(rawValue: 1 << 2)
  /// Writes each line with `NSLog` (standard error, with a timestamp).
  public static let nsLog = _StateContainerDebugOptions(rawValue: 1 << 3)
  /// Starts each line with the container's address, to tell containers of one type apart.
  public static let memory = _StateContainerDebugOptions(rawValue: 1 << 4)
  /// Adds the container's type (`StateContainer<LoadUserProfileViewState>`).
  public static let container = _StateContainerDebugOptions(rawValue: 1 << 5)
  /// Adds the event's name: `willSet` or `didSet`.
  public static let event = _StateContainerDebugOptions(rawValue: 1 << 6)
  /// Logs only the name of the state's enum case (`loaded`), not the whole state.
  public static let enumLabel = _StateContainerDebugOptions(rawValue: 1 << 7)

  /// Each new state once set, printed with the container's address and type and the event.
  public static let defaults: Self = [.didSet, .print, .memory, .container, .event]
  /// As ``defaults``, with the enum case's name instead of the whole state.
  public static let enumDefaults: Self = [.didSet, .print, .memory, .container, .event, .enumLabel]
  /// Each new state's enum case name only, printed.
  public static let conciseEnum: Self = [.didSet, .print, .enumLabel]
}

/// Helpers of the debug logging.
public enum _StateContainerUtils {
  /// The name of the enum case `subject` holds when it has associated values (`loaded` for
  /// `.loaded(profile)`); otherwise its description (`loading` for `.loading`).
  /// - Parameter subject: a state, usually an enum value.
  /// - Returns: the case's name, or the description.
  public static func getEnumName(_ subject: Any) -> String {
    Mirror(reflecting: subject).children.first?.label ?? "\(subject)"
  }
}

/// A view-state type whose `_debug(options:)` turns on logging for every container made from
/// then on: `StateContainer._debug()`, `RenderedViewState._debug()` (and `ViewState._debug()`
/// where SwiftUI exists), typically at the app's start.
@preconcurrency @MainActor public protocol _StateContainerStaticDebugging {}

extension _StateContainerStaticDebugging {
  /// Logs the state changes of every container created from now on, as `_debug(options:)` does
  /// for one. A development aid, deprecated (as in the original VSM) so that the compiler
  /// reminds you to remove it before shipping.
  /// - Parameter options: what to log and where; ``_StateContainerDebugOptions/defaults`` when
  ///   left out. An empty set turns the logging of new containers off.
  @available(*, deprecated, message: "A debugging aid: remove this call before shipping.")
  public static func _debug(options: _StateContainerDebugOptions = .defaults) {
    StateContainerDebugDefaults.options = options
  }
}

extension StateContainer: _StateContainerStaticDebugging where State == Any {}
extension RenderedViewState: _StateContainerStaticDebugging where State == Any {}

/// The options every new container logs with; empty until `_debug(options:)` is called on a
/// type.
@MainActor enum StateContainerDebugDefaults {
  static var options: _StateContainerDebugOptions = []
}

extension StateContaining {
  /// Logs this container's state changes, as `options` say, and returns it (so that the call can
  /// end a chain: `$state._debug()`). A development aid, deprecated (as in the original VSM) so
  /// that the compiler reminds you to remove it before shipping. Calling it again with the same
  /// options does nothing more.
  /// - Parameter options: what to log and where; ``_StateContainerDebugOptions/defaults`` when
  ///   left out.
  /// - Returns: this value.
  @available(*, deprecated, message: "A debugging aid: remove this call before shipping.")
  @discardableResult
  public func _debug(options: _StateContainerDebugOptions = .defaults) -> Self {
    _stateContainer.startDebugLogging(options: options) { line in
      if options.contains(.print) { Swift.print(line) }
      if options.contains(.nsLog) { NSLog("%@", line) }
    }
    return self
  }
}

extension StateContainer {
  /// Starts logging with the options set by the static `_debug(options:)`, if any.
  func registerForDefaultDebugLogging() {
    let options = StateContainerDebugDefaults.options
    guard !options.isEmpty else { return }
    startDebugLogging(options: options) { line in
      if options.contains(.print) { Swift.print(line) }
      if options.contains(.nsLog) { NSLog("%@", line) }
    }
  }

  /// Writes a line to `output` for each event `options` choose (the current state first, then
  /// each change), unless logging with the same options already runs.
  func startDebugLogging(
    options: _StateContainerDebugOptions, output: @escaping @MainActor (String) -> Void
  ) {
    guard debugSubscriptions[options] == nil else { return }
    var prefix: [String] = []
    if options.contains(.memory) {
      prefix.append("[\(Unmanaged.passUnretained(self).toOpaque())]")
    }
    if options.contains(.container) { prefix.append("\(type(of: self))") }
    let line: @MainActor (String, State) -> String = { event, state in
      var parts = prefix
      if options.contains(.event) { parts.append(event) }
      parts.append(
        options.contains(.enumLabel) ? _StateContainerUtils.getEnumName(state) : "\(state)")
      return parts.joined(separator: " ")
    }
    var subscriptions: [AnyCancellable] = []
    if options.contains(.willSet) {
      subscriptions.append(willSetPublisher.sink { output(line("willSet", $0)) })
    }
    if options.contains(.didSet) {
      subscriptions.append(didSetPublisher.sink { output(line("didSet", $0)) })
    }
    debugSubscriptions[options] = subscriptions
  }
}

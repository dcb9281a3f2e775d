import Dispatch

#if canImport(Combine)
  import Combine
#else
  import OpenCombineDispatch

  extension DispatchQueue {
    /// The time type of the main-queue scheduler, under the name Apple's Combine gives it
    /// (`DispatchQueue.SchedulerTimeType`), so that the original VSM's debounce spelling
    /// (`debounced: .seconds(0.5)` with a `DispatchQueue.SchedulerTimeType.Stride`) compiles
    /// where OpenCombine stands in for Combine.
    public typealias SchedulerTimeType = OCombine.SchedulerTimeType
  }
#endif

extension Duration {
  /// The length of a Dispatch scheduler stride (nanoseconds in both Combine and OpenCombine).
  @usableFromInline init(_ stride: DispatchQueue.SchedulerTimeType.Stride) {
    self = .nanoseconds(stride.magnitude)
  }
}

/// The original VSM's debounce spellings: the due time is a
/// `DispatchQueue.SchedulerTimeType.Stride`, as Combine's schedulers take it. Each forwards to the
/// `Duration` form (one implementation) and is disfavored, so that a due time both types can
/// spell (`.milliseconds(300)`) is a `Duration`; a stride value passed as such selects these.
extension StateObserving {
  /// The original VSM's spelling of `observe(_:debounced:)` with a `Duration`, keyed by call site: the
  /// due time is a Dispatch stride (`.seconds(0.5)`, `.milliseconds(100)`).
  /// - Parameters:
  ///   - nextState: the next state, evaluated only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - file: the call site's file, part of the identity.
  ///   - line: the call site's line, part of the identity.
  @_disfavoredOverload
  public func observe(
    _ nextState: @autoclosure @escaping @MainActor () -> State,
    debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, file: String = #fileID,
    line: UInt = #line
  ) {
    observe(
      nextState(), debounced: Duration(dueTime),
      identifier: DebounceCallSite(file: file, line: line))
  }

  /// The original VSM's spelling of `observe(_:debounced:)` with a `Duration`, keyed by `identifier`: the
  /// due time is a Dispatch stride (`.seconds(0.5)`, `.milliseconds(100)`).
  /// - Parameters:
  ///   - nextState: the next state, evaluated only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - identifier: the identity shared by the calls that debounce each other.
  @_disfavoredOverload
  public func observe(
    _ nextState: @autoclosure @escaping @MainActor () -> State,
    debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable
  ) {
    observe(nextState(), debounced: Duration(dueTime), identifier: identifier)
  }

  /// The original VSM's spelling of `observe(_:debounced:)` with a `Duration`, keyed by call site: the
  /// due time is a Dispatch stride (`.seconds(0.5)`, `.milliseconds(100)`).
  /// - Parameters:
  ///   - statePublisher: the action, called only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - file: the call site's file, part of the identity.
  ///   - line: the call site's line, part of the identity.
  @_disfavoredOverload
  public func observe(
    _ statePublisher: @autoclosure @escaping @MainActor () -> some Publisher<State, Never>,
    debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, file: String = #fileID,
    line: UInt = #line
  ) {
    observe(
      statePublisher(), debounced: Duration(dueTime),
      identifier: DebounceCallSite(file: file, line: line))
  }

  /// The original VSM's spelling of `observe(_:debounced:)` with a `Duration`, keyed by `identifier`: the
  /// due time is a Dispatch stride (`.seconds(0.5)`, `.milliseconds(100)`).
  /// - Parameters:
  ///   - statePublisher: the action, called only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - identifier: the identity shared by the calls that debounce each other.
  @_disfavoredOverload
  public func observe(
    _ statePublisher: @autoclosure @escaping @MainActor () -> some Publisher<State, Never>,
    debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable
  ) {
    observe(statePublisher(), debounced: Duration(dueTime), identifier: identifier)
  }

  /// The original VSM's spelling of `observeAsync(_:debounced:)` with a `Duration`, keyed by call site: the
  /// due time is a Dispatch stride (`.seconds(0.5)`, `.milliseconds(100)`).
  /// - Parameters:
  ///   - nextState: the async action, started only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - file: the call site's file, part of the identity.
  ///   - line: the call site's line, part of the identity.
  @_disfavoredOverload
  public func observeAsync(
    _ nextState: @escaping @MainActor () async -> State,
    debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, file: String = #fileID,
    line: UInt = #line
  ) {
    observeAsync(
      nextState, debounced: Duration(dueTime),
      identifier: DebounceCallSite(file: file, line: line))
  }

  /// The original VSM's spelling of `observeAsync(_:debounced:)` with a `Duration`, keyed by `identifier`: the
  /// due time is a Dispatch stride (`.seconds(0.5)`, `.milliseconds(100)`).
  /// - Parameters:
  ///   - nextState: the async action, started only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - identifier: the identity shared by the calls that debounce each other.
  @_disfavoredOverload
  public func observeAsync(
    _ nextState: @escaping @MainActor () async -> State,
    debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable
  ) {
    observeAsync(nextState, debounced: Duration(dueTime), identifier: identifier)
  }

  /// The original VSM's spelling of `observe(_:debounced:)` with a `Duration`, keyed by call site: the
  /// due time is a Dispatch stride (`.seconds(0.5)`, `.milliseconds(100)`).
  /// - Parameters:
  ///   - stateSequence: the action, called only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - file: the call site's file, part of the identity.
  ///   - line: the call site's line, part of the identity.
  @_disfavoredOverload
  public func observe<StateSequence: AsyncSequence>(
    _ stateSequence: @autoclosure @escaping @MainActor () -> StateSequence,
    debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, file: String = #fileID,
    line: UInt = #line
  ) where StateSequence.Element == State {
    observe(
      stateSequence(), debounced: Duration(dueTime),
      identifier: DebounceCallSite(file: file, line: line))
  }

  /// The original VSM's spelling of `observe(_:debounced:)` with a `Duration`, keyed by `identifier`: the
  /// due time is a Dispatch stride (`.seconds(0.5)`, `.milliseconds(100)`).
  /// - Parameters:
  ///   - stateSequence: the action, called only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - identifier: the identity shared by the calls that debounce each other.
  @_disfavoredOverload
  public func observe<StateSequence: AsyncSequence>(
    _ stateSequence: @autoclosure @escaping @MainActor () -> StateSequence,
    debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable
  ) where StateSequence.Element == State {
    observe(stateSequence(), debounced: Duration(dueTime), identifier: identifier)
  }

  /// The original VSM's spelling of `observeAsync(_:debounced:)` with a `Duration`, keyed by call site: the
  /// due time is a Dispatch stride (`.seconds(0.5)`, `.milliseconds(100)`).
  /// - Parameters:
  ///   - stateSequence: the async action, started only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - file: the call site's file, part of the identity.
  ///   - line: the call site's line, part of the identity.
  @_disfavoredOverload
  public func observeAsync<StateSequence: AsyncSequence>(
    _ stateSequence: @escaping @MainActor () async -> StateSequence,
    debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, file: String = #fileID,
    line: UInt = #line
  ) where StateSequence.Element == State {
    observeAsync(
      stateSequence, debounced: Duration(dueTime),
      identifier: DebounceCallSite(file: file, line: line))
  }

  /// The original VSM's spelling of `observeAsync(_:debounced:)` with a `Duration`, keyed by `identifier`: the
  /// due time is a Dispatch stride (`.seconds(0.5)`, `.milliseconds(100)`).
  /// - Parameters:
  ///   - stateSequence: the async action, started only for the last call of a burst.
  ///   - dueTime: the quiet period after the last call before it runs.
  ///   - identifier: the identity shared by the calls that debounce each other.
  @_disfavoredOverload
  public func observeAsync<StateSequence: AsyncSequence>(
    _ stateSequence: @escaping @MainActor () async -> StateSequence,
    debounced dueTime: DispatchQueue.SchedulerTimeType.Stride, identifier: AnyHashable
  ) where StateSequence.Element == State {
    observeAsync(stateSequence, debounced: Duration(dueTime), identifier: identifier)
  }
}

#if canImport(XCTest)
  import Foundation
  import Lasso
  import XCTest

  // The original Lasso's general lifecycle assertion, `assertControllerEvent(from:to:when:)` and
  // `assertControllerEvent(to:when:)`: the description below, run by the flow assertions' engine
  // (FlowAssertion.swift) like the specific ones.

  extension XCTestCase {
    /// Runs `event`, resolves the controller it leads to with `resolveTarget` (which must
    /// return a `To`), loads its view (`onViewDidLoad`), lets the main queue turn
    /// (`onViewWillAppear`) and waits for the transitions in `fromController`'s and the
    /// target's windows to end (`onViewDidAppear`): the original Lasso's general lifecycle
    /// assertion, for what the specific ones do not cover. A `nil` or another type fails the
    /// test and throws a ``FlowAssertionError``.
    ///
    /// ```swift
    /// let tabs: UITabBarController = try await assertControllerEvent(
    ///   from: root, to: { window.rootViewController }, when: { flow.start(with: root(of: window)) })
    /// ```
    @preconcurrency @MainActor
    public func assertControllerEvent<From: UIViewController, To: UIViewController>(
      from fromController: From, to resolveTarget: () throws -> UIViewController?,
      when event: () -> Void, timeout: TimeInterval? = nil,
      onViewDidLoad: (From, To) -> Void = { _, _ in },
      onViewWillAppear: (From, To) -> Void = { _, _ in },
      onViewDidAppear: (From, To) -> Void = { _, _ in }, file: StaticString = #filePath,
      line: UInt = #line
    ) async throws -> To {
      try await withoutActuallyEscaping(resolveTarget) { resolveTarget in
        try await controllerEventTargetAssertion(from: fromController, to: resolveTarget).run(
          flowCall(timeout, file: file, line: line), when: event, onViewDidLoad: onViewDidLoad,
          onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
      }
    }

    /// ``assertControllerEvent(from:to:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:)-1qa7o``
    /// without a controller before the event: waits on the target's window only.
    ///
    /// ```swift
    /// let home: HomeViewController = try await assertControllerEvent(
    ///   to: { window.rootViewController }, when: { flow.start(with: root(of: window)) })
    /// ```
    @preconcurrency @MainActor
    public func assertControllerEvent<To: UIViewController>(
      to resolveTarget: () throws -> UIViewController?, when event: () -> Void,
      timeout: TimeInterval? = nil, onViewDidLoad: (To) -> Void = { _ in },
      onViewWillAppear: (To) -> Void = { _ in }, onViewDidAppear: (To) -> Void = { _ in },
      file: StaticString = #filePath, line: UInt = #line
    ) async throws -> To {
      try await withoutActuallyEscaping(resolveTarget) { resolveTarget in
        try await controllerEventTargetAssertion(from: (), to: resolveTarget).run(
          flowCall(timeout, file: file, line: line), when: event, onViewDidLoad: onViewDidLoad,
          onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
      }
    }
  }

  // The synchronous forms, for synchronous XCTest methods (XCTestCase+SynchronousAssertions.swift).

  extension XCTestCase {
    /// The synchronous form of ``assertControllerEvent(from:to:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:)-1qa7o``.
    ///
    /// ```swift
    /// let tabs: UITabBarController = try assertControllerEvent(
    ///   from: root, to: { window.rootViewController }, when: { flow.start(with: root(of: window)) })
    /// ```
    @preconcurrency @MainActor
    public func assertControllerEvent<From: UIViewController, To: UIViewController>(
      from fromController: From, to resolveTarget: () throws -> UIViewController?,
      when event: () -> Void, timeout: TimeInterval? = nil,
      onViewDidLoad: (From, To) -> Void = { _, _ in },
      onViewWillAppear: (From, To) -> Void = { _, _ in },
      onViewDidAppear: (From, To) -> Void = { _, _ in }, file: StaticString = #filePath,
      line: UInt = #line
    ) throws -> To {
      try withoutActuallyEscaping(resolveTarget) { resolveTarget in
        try controllerEventTargetAssertion(from: fromController, to: resolveTarget)
          .runSynchronously(
            flowCall(timeout, file: file, line: line), when: event, onViewDidLoad: onViewDidLoad,
            onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
      }
    }

    /// The synchronous form of ``assertControllerEvent(to:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:)``.
    ///
    /// ```swift
    /// let home: HomeViewController = try assertControllerEvent(
    ///   to: { window.rootViewController }, when: { flow.start(with: root(of: window)) })
    /// ```
    @preconcurrency @MainActor
    public func assertControllerEvent<To: UIViewController>(
      to resolveTarget: () throws -> UIViewController?, when event: () -> Void,
      timeout: TimeInterval? = nil, onViewDidLoad: (To) -> Void = { _ in },
      onViewWillAppear: (To) -> Void = { _ in }, onViewDidAppear: (To) -> Void = { _ in },
      file: StaticString = #filePath, line: UInt = #line
    ) throws -> To {
      try withoutActuallyEscaping(resolveTarget) { resolveTarget in
        try controllerEventTargetAssertion(from: (), to: resolveTarget).runSynchronously(
          flowCall(timeout, file: file, line: line), when: event, onViewDidLoad: onViewDidLoad,
          onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
      }
    }
  }

  /// What the original's `assertControllerEvent(from:to:when:)` (`from` a controller) and
  /// `assertControllerEvent(to:when:)` (`from` nothing) check: right after the event, the
  /// controller `resolveTarget` returns, of type `To`. They do not wait for the transitions in
  /// progress before the event, as the original did not.
  @MainActor func controllerEventTargetAssertion<From, To: UIViewController>(
    from fromController: From, to resolveTarget: @escaping () throws -> UIViewController?
  ) -> FlowAssertion<From, To> {
    let anchor = fromController as? UIViewController
    return FlowAssertion(
      name: anchor == nil
        ? "assertControllerEvent(to:when:)" : "assertControllerEvent(from:to:when:)",
      subject: fromController, anchors: anchor.map { [$0] } ?? [], waitsBeforeAction: false
    ) { location in
      .atOnce { try controllerEventTarget(resolveTarget(), at: location) }
    }
  }

  /// The target of `assertControllerEvent`, of type `To`, or a failure at `location`.
  @MainActor func controllerEventTarget<To: UIViewController>(
    _ resolved: UIViewController?, at location: SourceLocation
  ) throws -> To {
    guard let resolved else {
      try location.fail(
        "assertControllerEvent expected a \(To.self) after the event; the target was nil."
          + " Fix: resolve the controller the event shows (`to: { window.rootViewController }`).")
    }
    guard let target = resolved as? To else {
      try location.fail(
        "assertControllerEvent expected a \(To.self) after the event; it was a"
          + " \(Misuse.name(of: type(of: resolved))). Fix: name the controller type the event"
          + " shows.")
    }
    return target
  }

#endif

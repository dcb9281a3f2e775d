import Foundation
import Lasso
import TestSupport
import Testing
import VSM

/// Holds main-actor objects so that another isolation domain can drop the last reference.
private final class Parcel: Sendable {
  let objects: [UIResponder]
  init(_ objects: [UIResponder]) { self.objects = objects }
}

/// UIKit objects, screens and flows whose last reference is dropped off the main actor (a detached
/// task, a Swift Testing suite value destroyed elsewhere) while the main actor keeps building
/// hierarchies: deinitializers run concurrently with main-actor work. Nothing may race (run it
/// under the thread and address sanitizers) and a fresh controller must never look placed.
/// Hands `parcels` to a detached task that drops them once `go` yields: the main actor has let go
/// of them by then, so their deinitializers run on the task's thread.
private func releaseElsewhere(
  _ parcels: [Parcel]
) -> (Task<Void, Never>, AsyncStream<Void>.Continuation) {
  let (go, continuation) = AsyncStream.makeStream(of: Void.self)
  let task = Task.detached {
    for await _ in go { break }
    _ = parcels.count
  }
  return (task, continuation)
}

@MainActor
@Suite struct OffMainReleaseTests {
  private func makeHierarchy(_ leaks: Leaks, _ index: Int) -> Parcel {
    let window = UIWindow()
    window.makeKeyAndVisible()
    let placers = root(of: window).withTabBarEmbedding(tabsCount: 2)
    makeProbe("tab0.\(index)", in: leaks).place(with: placers[0].withNavigationEmbedding())
    ProbeNavigationFlow("flow.\(index)", leaks: leaks).start(
      with: placers[1].withNavigationEmbedding())
    let tabBar = window.rootViewController!
    makeProbe("modal.\(index)", in: leaks).place(
      with: presented(on: tabBar).withNavigationEmbedding())
    return Parcel([window, tabBar])
  }

  private func makeScreenParcel(_ leaks: Leaks, _ index: Int) -> Parcel {
    let screen = makeProbe("screen\(index)", in: leaks)
    screen.store.dispatchAction(.tap(index))
    let controller = screen.controller as! ProbeController
    controller.loadViewIfNeeded()
    controller.$viewState.observe(.count(index))
    return Parcel([controller])
  }

  @Test func hierarchiesReleasedOnOtherThreadsWhileTheMainActorBuildsNewOnes() async {
    let leaks = Leaks()
    var reports: [Misuse] = []
    await Misuse.$handler.withValue({ reports.append($0) }) {
      for round in 0..<20 {
        let (release, go) = releaseElsewhere(
          (0..<10).map { makeHierarchy(leaks, round * 10 + $0) })
        go.yield()
        // Meanwhile, fresh controllers become window roots: a fresh controller has no parent.
        for _ in 0..<50 {
          let window = UIWindow()
          let controller = UIViewController()
          #expect(controller.parent == nil)
          window.rootViewController = controller
          window.makeKeyAndVisible()
          makeProbe("fresh", in: leaks).place(with: presented(on: controller))
          await Task.yield()
        }
        await release.value
      }
    }
    #expect(reports.isEmpty, "\(reports)")
    #expect(await waitUntil { leaks.alive.isEmpty }, "still alive: \(leaks.alive.prefix(10))")
  }

  @Test func screensReleasedOffTheMainActorReleaseEverything() async {
    let leaks = Leaks()
    for round in 0..<20 {
      let (release, go) = releaseElsewhere(
        (0..<10).map { makeScreenParcel(leaks, round * 10 + $0) })
      go.yield()
      for index in 0..<20 {
        _ = makeScreenParcel(leaks, 10_000 + index)
        await Task.yield()
      }
      await release.value
    }
    #expect(await waitUntil { leaks.alive.isEmpty }, "still alive: \(leaks.alive.prefix(10))")
  }
}

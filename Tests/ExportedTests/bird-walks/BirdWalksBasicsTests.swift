import ComposableArchitecture
import Tagged
import Testing

// Lessons is the playground's module: replace it with your module that defines BirdWalksApp.
@testable import Lessons

private struct RecognizerBreakdown: Error {}

@MainActor
struct BirdWalksBasicsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: BirdWalksApp.State()) {
      BirdWalksApp()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = DateGenerator { Date(timeIntervalSince1970: 1_767_225_600 + TestClock<Duration>.Instant().duration(to: clock.now) / .seconds(1)) }
      $0.uuid = .incrementing
      $0.openSettings = {}
    }

    await store.send(.trailList(.addTrailButtonTapped)) {
      $0.trailList.newTrail = TrailForm.State(focus: .name, trail: BirdTrail(id: Tagged(rawValue: UUID(0)), name: "", habitat: .woodland, length: .seconds(480), stops: [Stop(id: Tagged(rawValue: UUID(1)), name: "")], walks: []))
    }
    await store.send(.trailList(.newTrail(.presented(.binding(.set(\.trail.name, "Reed beds")))))) {
      $0.trailList.newTrail?.trail.name = "Reed beds"
    }
    await store.send(.trailList(.newTrail(.presented(.binding(.set(\.trail.habitat, .wetland)))))) {
      $0.trailList.newTrail?.trail.habitat = .wetland
    }
    await store.send(.trailList(.saveNewTrailButtonTapped)) {
      $0.trailList.newTrail = nil
      $0.trailList.$trails.withLock { $0 = [BirdTrail(id: Tagged(rawValue: UUID(0)), name: "Reed beds", habitat: .wetland, length: .seconds(480), stops: [Stop(id: Tagged(rawValue: UUID(1)), name: "Trailhead")], walks: [])] }
    }
    await store.send(.path(.push(id: 0, state: .detail(TrailDetail.State(destination: nil, trail: Shared(store.state.trailList.$trails[id: Tagged(rawValue: UUID(0))])!))))) {
      $0.path[id: 0] = .detail(TrailDetail.State(destination: nil, trail: Shared($0.trailList.$trails[id: Tagged(rawValue: UUID(0))])!))
    }
    store.dependencies.songRecognizer.permission = { .granted }
    store.dependencies.songRecognizer.listen = { _ in
      return AsyncThrowingStream { continuation in
        let task = Task {
          try await clock.sleep(for: .milliseconds(900))
          continuation.yield(BirdCall(species: "Coot", confidence: 88))
          try await clock.sleep(for: .milliseconds(1800))
          continuation.yield(BirdCall(species: "Sedge warbler", confidence: 52))
          continuation.finish(throwing: RecognizerBreakdown())
        }
        continuation.onTermination = { _ in task.cancel() }
      }
    }
    await store.send(.path(.element(id: 0, action: .detail(.beginWalkButtonTapped))))
    await store.receive(\.path[id: 0].detail.delegate.beginWalk) {
      $0.path[id: 1] = .walk(GuidedWalk.State(alert: nil, secondsWalked: 0, species: [], stopIndex: 0, trail: Shared($0.trailList.$trails[id: Tagged(rawValue: UUID(0))])!))
    }
    await store.send(.path(.element(id: 1, action: .walk(.task))))
    await clock.advance(by: .seconds(3))
    await store.receive(\.path[id: 1].walk.callHeard, BirdCall(species: "Coot", confidence: 88)) {
      $0.path[id: 1, case: \.walk]?.species = ["Coot"]
    }
    await store.receive(\.path[id: 1].walk.clockTicked) {
      $0.path[id: 1, case: \.walk]?.secondsWalked = 1
    }
    await store.receive(\.path[id: 1].walk.clockTicked) {
      $0.path[id: 1, case: \.walk]?.secondsWalked = 2
    }
    await store.receive(\.path[id: 1].walk.callHeard, BirdCall(species: "Sedge warbler", confidence: 52))
    await store.receive(\.path[id: 1].walk.recognizerBrokeDown) {
      $0.path[id: 1, case: \.walk]?.alert = AlertState { TextState("The recogniser stopped") } actions: { ButtonState(action: .saveWalk) { TextState("Log it and end") }; ButtonState(role: .cancel) { TextState("Keep walking") } } message: { TextState("Birds heard from now on will not be named. End here with the log so far, or walk on?") }
    }
    await store.receive(\.path[id: 1].walk.clockTicked)
    await store.send(.path(.element(id: 1, action: .walk(.alert(.presented(.saveWalk)))))) {
      $0.path[id: 1, case: \.walk]?.alert = nil
      $0.trailList.$trails.withLock { $0 = [BirdTrail(id: Tagged(rawValue: UUID(0)), name: "Reed beds", habitat: .wetland, length: .seconds(480), stops: [Stop(id: Tagged(rawValue: UUID(1)), name: "Trailhead")], walks: [WalkLog(id: Tagged(rawValue: UUID(2)), date: Date(timeIntervalSince1970: 1767225603.0), species: ["Coot"])])] }
    }
    await store.receive(\.path.popFrom) {
      $0.path[id: 1] = nil
    }
    await store.send(.trailList(.deleteTrails(atOffsets: IndexSet(integer: 0)))) {
      $0.trailList.$trails.withLock { $0 = [] }
    }
    await store.finish()
  }
}

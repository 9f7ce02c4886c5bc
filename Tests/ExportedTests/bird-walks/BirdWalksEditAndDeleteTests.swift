import ComposableArchitecture
import Tagged
import Testing

// Lessons is the playground's module: replace it with your module that defines BirdWalksApp.
@testable import Lessons

@MainActor
struct BirdWalksEditAndDeleteTests {
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
    await store.send(.trailList(.discardNewTrailButtonTapped)) {
      $0.trailList.newTrail = nil
    }
    await store.send(.trailList(.addTrailButtonTapped)) {
      $0.trailList.newTrail = TrailForm.State(focus: .name, trail: BirdTrail(id: Tagged(rawValue: UUID(2)), name: "", habitat: .woodland, length: .seconds(480), stops: [Stop(id: Tagged(rawValue: UUID(3)), name: "")], walks: []))
    }
    await store.send(.trailList(.newTrail(.presented(.addStopButtonTapped)))) {
      $0.trailList.newTrail?.focus = .stop(Tagged(rawValue: UUID(4)))
      $0.trailList.newTrail?.trail.stops[id: Tagged(rawValue: UUID(4))] = Stop(id: Tagged(rawValue: UUID(4)), name: "")
    }
    await store.send(.trailList(.newTrail(.presented(.binding(.set(\.trail.name, "Canal path")))))) {
      $0.trailList.newTrail?.trail.name = "Canal path"
    }
    await store.send(.trailList(.newTrail(.presented(.removeStops(atOffsets: IndexSet(integer: 0)))))) {
      $0.trailList.newTrail?.trail.stops[id: Tagged(rawValue: UUID(3))] = nil
    }
    await store.send(.trailList(.saveNewTrailButtonTapped)) {
      $0.trailList.newTrail = nil
      $0.trailList.$trails.withLock { $0 = [BirdTrail(id: Tagged(rawValue: UUID(2)), name: "Canal path", habitat: .woodland, length: .seconds(480), stops: [Stop(id: Tagged(rawValue: UUID(4)), name: "Trailhead")], walks: [])] }
    }
    await store.send(.path(.push(id: 0, state: .detail(TrailDetail.State(destination: nil, trail: Shared(store.state.trailList.$trails[id: Tagged(rawValue: UUID(2))])!))))) {
      $0.path[id: 0] = .detail(TrailDetail.State(destination: nil, trail: Shared($0.trailList.$trails[id: Tagged(rawValue: UUID(2))])!))
    }
    await store.send(.path(.element(id: 0, action: .detail(.editButtonTapped)))) {
      $0.path[id: 0, case: \.detail]?.destination = .edit(TrailForm.State(focus: .name, trail: BirdTrail(id: Tagged(rawValue: UUID(2)), name: "Canal path", habitat: .woodland, length: .seconds(480), stops: [Stop(id: Tagged(rawValue: UUID(4)), name: "Trailhead")], walks: [])))
    }
    await store.send(.path(.element(id: 0, action: .detail(.cancelEditButtonTapped)))) {
      $0.path[id: 0, case: \.detail]?.destination = nil
    }
    await store.send(.path(.element(id: 0, action: .detail(.editButtonTapped)))) {
      $0.path[id: 0, case: \.detail]?.destination = .edit(TrailForm.State(focus: .name, trail: BirdTrail(id: Tagged(rawValue: UUID(2)), name: "Canal path", habitat: .woodland, length: .seconds(480), stops: [Stop(id: Tagged(rawValue: UUID(4)), name: "Trailhead")], walks: [])))
    }
    await store.send(.path(.element(id: 0, action: .detail(.destination(.presented(.edit(.binding(.set(\.trail.habitat, .meadow))))))))) {
      $0.path[id: 0, case: \.detail]?.destination = .edit(TrailForm.State(focus: .name, trail: BirdTrail(id: Tagged(rawValue: UUID(2)), name: "Canal path", habitat: .meadow, length: .seconds(480), stops: [Stop(id: Tagged(rawValue: UUID(4)), name: "Trailhead")], walks: [])))
    }
    await store.send(.path(.element(id: 0, action: .detail(.saveEditButtonTapped)))) {
      $0.path[id: 0, case: \.detail]?.destination = nil
      $0.trailList.$trails.withLock { $0 = [BirdTrail(id: Tagged(rawValue: UUID(2)), name: "Canal path", habitat: .meadow, length: .seconds(480), stops: [Stop(id: Tagged(rawValue: UUID(4)), name: "Trailhead")], walks: [])] }
    }
    store.dependencies.songRecognizer.permission = { .denied }
    await store.send(.path(.element(id: 0, action: .detail(.beginWalkButtonTapped)))) {
      $0.path[id: 0, case: \.detail]?.destination = .alert(AlertState { TextState("The microphone is off") } actions: { ButtonState(action: .walkWithoutListening) { TextState("Walk without listening") }; ButtonState(action: .openSettings) { TextState("Open Settings") }; ButtonState(role: .cancel) { TextState("Cancel") } } message: { TextState("Birds are named by ear, and this app may not listen. Allow the microphone in Settings, or walk with the timer alone.") })
    }
    await store.send(.path(.element(id: 0, action: .detail(.destination(.presented(.alert(.openSettings))))))) {
      $0.path[id: 0, case: \.detail]?.destination = nil
    }
    await store.send(.path(.element(id: 0, action: .detail(.beginWalkButtonTapped)))) {
      $0.path[id: 0, case: \.detail]?.destination = .alert(AlertState { TextState("The microphone is off") } actions: { ButtonState(action: .walkWithoutListening) { TextState("Walk without listening") }; ButtonState(action: .openSettings) { TextState("Open Settings") }; ButtonState(role: .cancel) { TextState("Cancel") } } message: { TextState("Birds are named by ear, and this app may not listen. Allow the microphone in Settings, or walk with the timer alone.") })
    }
    await store.send(.path(.element(id: 0, action: .detail(.destination(.presented(.alert(.walkWithoutListening))))))) {
      $0.path[id: 0, case: \.detail]?.destination = nil
    }
    await store.receive(\.path[id: 0].detail.delegate.beginWalk) {
      $0.path[id: 1] = .walk(GuidedWalk.State(alert: nil, secondsWalked: 0, species: [], stopIndex: 0, trail: Shared($0.trailList.$trails[id: Tagged(rawValue: UUID(2))])!))
    }
    await store.send(.path(.element(id: 1, action: .walk(.task))))
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].walk.clockTicked) {
      $0.path[id: 1, case: \.walk]?.secondsWalked = 1
    }
    await store.send(.path(.element(id: 1, action: .walk(.nextStopButtonTapped)))) {
      $0.trailList.$trails.withLock { $0 = [BirdTrail(id: Tagged(rawValue: UUID(2)), name: "Canal path", habitat: .meadow, length: .seconds(480), stops: [Stop(id: Tagged(rawValue: UUID(4)), name: "Trailhead")], walks: [WalkLog(id: Tagged(rawValue: UUID(5)), date: Date(timeIntervalSince1970: 1767225601.0), species: [])])] }
    }
    await store.receive(\.path.popFrom) {
      $0.path[id: 1] = nil
    }
    await store.send(.path(.element(id: 0, action: .detail(.deleteWalks(atOffsets: IndexSet(integer: 0)))))) {
      $0.trailList.$trails.withLock { $0 = [BirdTrail(id: Tagged(rawValue: UUID(2)), name: "Canal path", habitat: .meadow, length: .seconds(480), stops: [Stop(id: Tagged(rawValue: UUID(4)), name: "Trailhead")], walks: [])] }
    }
    store.dependencies.songRecognizer.permission = { .restricted }
    await store.send(.path(.element(id: 0, action: .detail(.beginWalkButtonTapped)))) {
      $0.path[id: 0, case: \.detail]?.destination = .alert(AlertState { TextState("This device cannot listen") } actions: { ButtonState(action: .walkWithoutListening) { TextState("Walk without listening") }; ButtonState(role: .cancel) { TextState("Cancel") } } message: { TextState("The walk will be timed, but no bird will be named.") })
    }
    await store.send(.path(.element(id: 0, action: .detail(.destination(.presented(.alert(.walkWithoutListening))))))) {
      $0.path[id: 0, case: \.detail]?.destination = nil
    }
    await store.receive(\.path[id: 0].detail.delegate.beginWalk) {
      $0.path[id: 2] = .walk(GuidedWalk.State(alert: nil, secondsWalked: 0, species: [], stopIndex: 0, trail: Shared($0.trailList.$trails[id: Tagged(rawValue: UUID(2))])!))
    }
    await store.send(.path(.element(id: 2, action: .walk(.endWalkButtonTapped)))) {
      $0.path[id: 2, case: \.walk]?.alert = AlertState { TextState("End the walk here?") } actions: { ButtonState(action: .saveWalk) { TextState("Log it") }; ButtonState(role: .destructive, action: .discardWalk) { TextState("Discard") }; ButtonState(role: .cancel) { TextState("Keep walking") } } message: { TextState("You are at stop 1 of 1. Log the birds heard so far, or forget this walk?") }
    }
    await store.send(.path(.element(id: 2, action: .walk(.alert(.presented(.discardWalk)))))) {
      $0.path[id: 2, case: \.walk]?.alert = nil
    }
    await store.receive(\.path.popFrom) {
      $0.path[id: 2] = nil
    }
    await store.send(.path(.element(id: 0, action: .detail(.deleteTrailButtonTapped)))) {
      $0.path[id: 0, case: \.detail]?.destination = .alert(AlertState { TextState("Delete this trail?") } actions: { ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }; ButtonState(role: .cancel) { TextState("Keep it") } } message: { TextState("It has no logged walks.") })
    }
    await store.send(.path(.element(id: 0, action: .detail(.destination(.presented(.alert(.confirmDeletion))))))) {
      $0.path[id: 0, case: \.detail]?.destination = nil
      $0.trailList.$trails.withLock { $0 = [] }
    }
    await store.receive(\.path.popFrom) {
      $0.path[id: 0] = nil
    }
    await store.finish()
  }
}

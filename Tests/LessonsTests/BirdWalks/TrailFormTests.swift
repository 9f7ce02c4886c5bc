import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The trail form: a row always there to type a stop into, and the focus following the rows.
@MainActor
struct TrailFormTests {
  @Test func aNewFormHasAnEmptyStopAndAddingOneFocusesIt() async {
    let store = TestStore(initialState: TrailForm.State(trail: BirdTrail(id: BirdTrail.ID(UUID(100))))) {
      TrailForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    #expect(store.state.trail.stops.map(\.id) == [Stop.ID(UUID(0))])
    #expect(store.state.focus == .name)

    await store.send(.addStopButtonTapped) {
      $0.trail.stops.append(Stop(id: Stop.ID(UUID(1))))
      $0.focus = .stop(Stop.ID(UUID(1)))
    }
    await store.send(.binding(.set(\.trail.name, "Canal path"))) {
      $0.trail.name = "Canal path"
    }
  }

  @Test func removingTheFocusedRowFocusesTheLast() async {
    var trail = BirdTrail.reedBeds
    trail.walks = []
    let store = TestStore(
      initialState: TrailForm.State(focus: .stop(trail.stops[1].id), trail: trail)
    ) {
      TrailForm()
    }
    await store.send(.removeStops(atOffsets: [1])) {
      $0.trail.stops.remove(id: trail.stops[1].id)
      $0.focus = .stop(trail.stops[3].id)
    }
    // An unfocused row goes without moving the focus.
    await store.send(.removeStops(atOffsets: [0])) {
      $0.trail.stops.remove(id: trail.stops[0].id)
    }
    // An offset past the rows changes nothing.
    await store.send(.removeStops(atOffsets: [5]))
  }

  @Test func removingEveryRowLeavesAFreshOneFocused() async {
    let store = TestStore(initialState: TrailForm.State(trail: BirdTrail.headland)) {
      TrailForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.removeStops(atOffsets: [0, 1])) {
      $0.trail.stops = [Stop(id: Stop.ID(UUID(0)))]
      $0.focus = .stop(Stop.ID(UUID(0)))
    }
  }
}

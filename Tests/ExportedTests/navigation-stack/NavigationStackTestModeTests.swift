import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines MuseumTour.
@testable import Lessons

@MainActor
struct NavigationStackTestModeTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: MuseumTour.State()) {
      MuseumTour()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.startTourButtonTapped) {
      $0.path[id: 0] = .room(RoomScreen.State(hall: .harbour))
    }
    await store.send(.path(.element(id: 0, action: .room(.nextRoomButtonTapped)))) {
      $0.path[id: 1] = .room(RoomScreen.State(hall: .clocks))
    }
    await store.send(.path(.element(id: 1, action: .room(.exhibitTapped(.pocketWatch))))) {
      $0.path[id: 2] = .exhibit(ExhibitScreen.State(exhibit: .pocketWatch, isPlaying: false, secondsPlayed: 0))
    }
    await store.send(.path(.element(id: 2, action: .exhibit(.closeButtonTapped))))
    await store.receive(\.path.popFrom) {
      $0.path[id: 2] = nil
    }
    await store.send(.path(.element(id: 1, action: .room(.exhibitTapped(.tideClock))))) {
      $0.path[id: 3] = .exhibit(ExhibitScreen.State(exhibit: .tideClock, isPlaying: false, secondsPlayed: 0))
    }
    await store.send(.path(.element(id: 3, action: .exhibit(.playButtonTapped)))) {
      $0.path[id: 3, case: \.exhibit]?.isPlaying = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 3].exhibit.commentaryTicked) {
      $0.path[id: 3, case: \.exhibit]?.secondsPlayed = 1
    }
    await store.send(.breadcrumbTapped(id: 0)) {
      $0.path[id: 1] = nil
      $0.path[id: 3] = nil
    }
    await clock.advance(by: .seconds(5))
    await withKnownIssue {
      await store.send(.path(.element(id: 0, action: .room(.nextRoomButtonTapped)))) {
        $0.path[id: 1] = .room(RoomScreen.State(hall: .clocks))
      }
    }
    await store.send(.endTourButtonTapped) {
      $0.path[id: 0] = nil
      $0.path[id: 4] = nil
    }
    await store.finish()
  }
}

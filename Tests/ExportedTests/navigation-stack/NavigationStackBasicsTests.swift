import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines MuseumTour.
@testable import Lessons

@MainActor
struct NavigationStackBasicsTests {
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
    await store.send(.path(.element(id: 1, action: .room(.exhibitTapped(.tideClock))))) {
      $0.path[id: 2] = .exhibit(ExhibitScreen.State(exhibit: .tideClock, isPlaying: false, secondsPlayed: 0))
    }
    await store.send(.path(.element(id: 2, action: .exhibit(.playButtonTapped)))) {
      $0.path[id: 2, case: \.exhibit]?.isPlaying = true
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.path[id: 2].exhibit.commentaryTicked) {
      $0.path[id: 2, case: \.exhibit]?.secondsPlayed = 1
    }
    await store.receive(\.path[id: 2].exhibit.commentaryTicked) {
      $0.path[id: 2, case: \.exhibit]?.secondsPlayed = 2
    }
    await store.send(.breadcrumbTapped(id: 0)) {
      $0.path[id: 2] = nil
      $0.path[id: 1] = nil
    }
    await store.send(.path(.element(id: 0, action: .room(.exhibitTapped(.pilotBoat))))) {
      $0.path[id: 3] = .exhibit(ExhibitScreen.State(exhibit: .pilotBoat, isPlaying: false, secondsPlayed: 0))
    }
    await store.send(.path(.element(id: 3, action: .exhibit(.playButtonTapped)))) {
      $0.path[id: 3, case: \.exhibit]?.isPlaying = true
    }
    await clock.advance(by: .seconds(4))
    await store.receive(\.path[id: 3].exhibit.commentaryTicked) {
      $0.path[id: 3, case: \.exhibit]?.secondsPlayed = 1
    }
    await store.receive(\.path[id: 3].exhibit.commentaryTicked) {
      $0.path[id: 3, case: \.exhibit]?.secondsPlayed = 2
    }
    await store.receive(\.path[id: 3].exhibit.commentaryTicked) {
      $0.path[id: 3, case: \.exhibit]?.secondsPlayed = 3
    }
    await store.receive(\.path[id: 3].exhibit.commentaryTicked) {
      $0.path[id: 3, case: \.exhibit]?.isPlaying = false
      $0.path[id: 3, case: \.exhibit]?.secondsPlayed = 0
    }
    await store.send(.path(.element(id: 3, action: .exhibit(.closeButtonTapped))))
    await store.receive(\.path.popFrom) {
      $0.path[id: 3] = nil
    }
    await store.send(.path(.element(id: 0, action: .room(.nextRoomButtonTapped)))) {
      $0.path[id: 4] = .room(RoomScreen.State(hall: .clocks))
    }
    await withKnownIssue {
      await store.send(.path(.element(id: 1, action: .room(.nextRoomButtonTapped))))
    }
    await store.send(.path(.push(id: 5, state: .exhibit(ExhibitScreen.State(exhibit: .starChart, isPlaying: false, secondsPlayed: 0))))) {
      $0.path[id: 5] = .exhibit(ExhibitScreen.State(exhibit: .starChart, isPlaying: false, secondsPlayed: 0))
    }
    await store.send(.path(.element(id: 5, action: .exhibit(.playButtonTapped)))) {
      $0.path[id: 5, case: \.exhibit]?.isPlaying = true
    }
    await store.send(.path(.element(id: 5, action: .exhibit(.pauseButtonTapped)))) {
      $0.path[id: 5, case: \.exhibit]?.isPlaying = false
    }
    await store.send(.path(.popFrom(id: 5))) {
      $0.path[id: 5] = nil
    }
    await store.send(.endTourButtonTapped) {
      $0.path[id: 4] = nil
      $0.path[id: 0] = nil
    }
    await store.finish()
  }
}

import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines StationSearch.
@testable import Lessons

@MainActor
struct SearchTestModeTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: StationSearch.State()) {
      StationSearch()
    } withDependencies: {
      $0.continuousClock = clock
    }

    store.dependencies.timetable = .previewValue
    await store.send(.queryChanged("K")) {
      $0.query = "K"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.typingPaused)
    await store.receive(\.stationsResponse.success) {
      $0.results = [Station(id: "KIN", name: "Kingsbridge", lines: 3), Station(id: "KGP", name: "Kingsbridge Parkway", lines: 1)]
    }
    await store.send(.stationTapped("KIN")) {
      $0.loadingStation = "KIN"
    }
    await store.receive(\.boardResponse) {
      $0.loadingStation = nil
      $0.board = StationSearch.State.Board(station: "KIN", departures: [Departure(inMinutes: 3, destination: "Harbourside", platform: 1)])
    }
    await store.send(.queryChanged("")) {
      $0.query = ""
      $0.results = []
    }
    await store.finish()
  }
}

import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines StationSearch.
@testable import Lessons

@MainActor
struct SearchTutorialTests {
  @Test func session1() async {
    let clock = TestClock()

    let store = TestStore(initialState: StationSearch.State()) {
      StationSearch()
    } withDependencies: {
      $0.continuousClock = clock
      $0.timetable.departures = { _ in
        try await clock.sleep(for: .milliseconds(400))
        return [Departure(inMinutes: 2, destination: "Kingsbridge Parkway", platform: 1), Departure(inMinutes: 7, destination: "Market Street", platform: 2), Departure(inMinutes: 12, destination: "West Ridge", platform: 3)]
      }
      $0.timetable.stations = { _ in
        try await clock.sleep(for: .milliseconds(400))
        return [Station(id: "KIN", name: "Kingsbridge", lines: 3), Station(id: "KGP", name: "Kingsbridge Parkway", lines: 1)]
      }
    }

    await store.send(.queryChanged("Ki")) {
      $0.query = "Ki"
    }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("King")) {
      $0.query = "King"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.typingPaused)
    await clock.advance(by: .milliseconds(400))
    await store.receive(\.stationsResponse.success, [Station(id: "KIN", name: "Kingsbridge", lines: 3), Station(id: "KGP", name: "Kingsbridge Parkway", lines: 1)]) {
      $0.results = [Station(id: "KIN", name: "Kingsbridge", lines: 3), Station(id: "KGP", name: "Kingsbridge Parkway", lines: 1)]
    }
    await store.send(.stationTapped("KIN")) {
      $0.loadingStation = "KIN"
    }
    await clock.advance(by: .milliseconds(400))
    await store.receive(\.boardResponse) {
      $0.board = StationSearch.State.Board(station: "KIN", departures: [Departure(inMinutes: 2, destination: "Kingsbridge Parkway", platform: 1), Departure(inMinutes: 7, destination: "Market Street", platform: 2), Departure(inMinutes: 12, destination: "West Ridge", platform: 3)])
      $0.loadingStation = nil
    }
    store.dependencies.timetable.stations = { _ in try await Task.never() }
    await store.send(.queryChanged("Oak")) {
      $0.query = "Oak"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.typingPaused)
    await store.send(.queryChanged("")) {
      $0.query = ""
      $0.results = []
    }
    store.dependencies.timetable.departures = { _ in
      try await clock.sleep(for: .milliseconds(400))
      throw TimetableError(message: "The timetable is down.")
    }
    await store.send(.stationTapped("MIL")) {
      $0.loadingStation = "MIL"
    }
    await clock.advance(by: .milliseconds(400))
    await store.receive(\.boardResponse) {
      $0.failure = "The timetable is down."
      $0.loadingStation = nil
    }
    await store.finish()
  }

  @Test func session2() async {
    let clock = TestClock()

    let store = TestStore(initialState: StationSearch.State()) {
      StationSearch()
    } withDependencies: {
      $0.continuousClock = clock
    }

    store.dependencies.timetable.stations = { _ in
      try await clock.sleep(for: .milliseconds(400))
      throw TimetableError(message: "The timetable is down.")
    }
    await store.send(.queryChanged("S")) {
      $0.query = "S"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.typingPaused)
    await clock.advance(by: .milliseconds(400))
    await store.receive(\.stationsResponse.failure) {
      $0.failure = "The timetable is down."
    }
    await store.finish()
  }
}

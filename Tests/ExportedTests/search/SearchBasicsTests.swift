import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines StationSearch.
@testable import Lessons

@MainActor
struct SearchBasicsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: StationSearch.State()) {
      StationSearch()
    } withDependencies: {
      $0.continuousClock = clock
      $0.timetable.departures = { station in
        switch station {
        case "MIL":
          try await clock.sleep(for: .milliseconds(400))
          return [Departure(inMinutes: 5, destination: "Market Street", platform: 1), Departure(inMinutes: 10, destination: "West Ridge", platform: 1), Departure(inMinutes: 15, destination: "Harbourside", platform: 1)]
        default:
          return try await Task.never()
        }
      }
      $0.timetable.stations = { matching in
        switch matching {
        case "Ma":
          try await clock.sleep(for: .milliseconds(400))
          return [Station(id: "MKT", name: "Market Street", lines: 4)]
        case "west":
          try await clock.sleep(for: .milliseconds(400))
          return [Station(id: "WRB", name: "West Ridge", lines: 1)]
        default:
          return try await Task.never()
        }
      }
    }

    await store.send(.queryChanged("M")) {
      $0.query = "M"
    }
    await clock.advance(by: .milliseconds(100))
    await store.send(.queryChanged("Ma")) {
      $0.query = "Ma"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.typingPaused)
    await clock.advance(by: .milliseconds(400))
    await store.receive(\.stationsResponse.success, [Station(id: "MKT", name: "Market Street", lines: 4)]) {
      $0.results = [Station(id: "MKT", name: "Market Street", lines: 4)]
    }
    await store.send(.stationTapped("MKT")) {
      $0.loadingStation = "MKT"
    }
    await clock.advance(by: .milliseconds(200))
    await store.send(.stationTapped("MIL")) {
      $0.loadingStation = "MIL"
    }
    await clock.advance(by: .milliseconds(400))
    await store.receive(\.boardResponse) {
      $0.board = StationSearch.State.Board(station: "MIL", departures: [Departure(inMinutes: 5, destination: "Market Street", platform: 1), Departure(inMinutes: 10, destination: "West Ridge", platform: 1), Departure(inMinutes: 15, destination: "Harbourside", platform: 1)])
      $0.loadingStation = nil
    }
    await store.send(.queryChanged("ridge")) {
      $0.query = "ridge"
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.typingPaused)
    await store.send(.queryChanged("west")) {
      $0.query = "west"
    }
    await clock.advance(by: .milliseconds(700))
    await store.receive(\.typingPaused)
    await store.receive(\.stationsResponse.success, [Station(id: "WRB", name: "West Ridge", lines: 1)]) {
      $0.results = [Station(id: "WRB", name: "West Ridge", lines: 1)]
    }
    store.dependencies.timetable.departures = { _ in
      try await clock.sleep(for: .milliseconds(400))
      throw TimetableError(message: "The timetable is down.")
    }
    store.dependencies.timetable.stations = { _ in
      try await clock.sleep(for: .milliseconds(400))
      throw TimetableError(message: "The timetable is down.")
    }
    await store.send(.stationTapped("HBR")) {
      $0.loadingStation = "HBR"
    }
    await clock.advance(by: .milliseconds(400))
    await store.receive(\.boardResponse) {
      $0.failure = "The timetable is down."
      $0.loadingStation = nil
    }
    await store.send(.queryChanged("harb")) {
      $0.failure = nil
      $0.query = "harb"
    }
    await clock.advance(by: .milliseconds(700))
    await store.receive(\.typingPaused)
    await store.receive(\.stationsResponse.failure) {
      $0.failure = "The timetable is down."
      $0.results = []
    }
    await store.send(.stationsResponse(.failure(TimetableError(message: "offline")))) {
      $0.failure = "offline"
    }
    store.dependencies.timetable = .previewValue
    await store.send(.queryChanged("anything")) {
      $0.failure = nil
      $0.query = "anything"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.typingPaused)
    await store.receive(\.stationsResponse.success, [Station(id: "KIN", name: "Kingsbridge", lines: 3), Station(id: "KGP", name: "Kingsbridge Parkway", lines: 1)]) {
      $0.results = [Station(id: "KIN", name: "Kingsbridge", lines: 3), Station(id: "KGP", name: "Kingsbridge Parkway", lines: 1)]
    }
    await store.send(.queryChanged(" ")) {
      $0.query = " "
      $0.results = []
    }
    await store.send(.stationsResponse(.success([Station(id: "OAK", name: "Oakfield", lines: 1)]))) {
      $0.results = [Station(id: "OAK", name: "Oakfield", lines: 1)]
    }
    await store.finish()
  }
}

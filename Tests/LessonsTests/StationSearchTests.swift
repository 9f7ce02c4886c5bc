import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The station search: the query searched 300 ms after the last keystroke, a newer keystroke
/// or a cleared field cancelling the search in flight, a tapped station's board loaded (a
/// second tap replacing the first), and each failure shown as a line of text.
@MainActor
struct StationSearchTests {
  let clock = TestClock()

  let harbour = Station(id: "HAR", name: "Harbour Halt", lines: 1)
  let hill = Station(id: "HIL", name: "Hill End", lines: 2)
  let train = Departure(inMinutes: 6, destination: "Hill End", platform: 2)

  /// The simulated timetable on the test clock, as the live value runs in the app.
  func liveStore() -> TestStoreOf<StationSearch> {
    TestStore(initialState: StationSearch.State()) {
      StationSearch()
    } withDependencies: {
      $0.continuousClock = clock
      $0.timetable = .simulated(answeringAfter: .milliseconds(400))
    }
  }

  /// The main path on the live simulation: type, pause, pick a station, read its board.
  @Test func typeThenPickAStationAndReadItsBoard() async {
    let store = liveStore()

    await store.send(.queryChanged("ridge")) {
      $0.query = "ridge"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.typingPaused)
    await clock.advance(by: .milliseconds(400))
    await store.receive(\.stationsResponse.success) {
      $0.results = [
        Station(id: "NRB", name: "North Ridge", lines: 2),
        Station(id: "WRB", name: "West Ridge", lines: 1),
      ]
    }
    await store.send(.stationTapped("WRB")) {
      $0.loadingStation = "WRB"
    }
    await clock.advance(by: .milliseconds(400))
    await store.receive(\.boardResponse) {
      $0.loadingStation = nil
      $0.board = StationSearch.State.Board(
        station: "WRB",
        departures: [
          Departure(inMinutes: 5, destination: "Kingsbridge", platform: 1),
          Departure(inMinutes: 10, destination: "Millbrook", platform: 1),
          Departure(inMinutes: 15, destination: "North Ridge", platform: 1),
        ]
      )
    }
  }

  /// A test about the stations and the board alone: non-exhaustive, it lets `.typingPaused`
  /// and `loadingStation` go by unasserted.
  @Test func onlyTheResultsAndTheBoardNonExhaustively() async {
    let store = liveStore()
    store.exhaustivity = .off

    await store.send(.queryChanged("oak"))
    await clock.advance(by: .milliseconds(700))
    await store.receive(\.stationsResponse.success) {
      $0.results = [Station(id: "OAK", name: "Oakfield", lines: 1)]
    }
    await store.send(.stationTapped("OAK"))
    await clock.advance(by: .milliseconds(400))
    await store.receive(\.boardResponse) {
      $0.board = StationSearch.State.Board(
        station: "OAK",
        departures: [
          Departure(inMinutes: 3, destination: "North Ridge", platform: 1),
          Departure(inMinutes: 8, destination: "Kingsbridge Parkway", platform: 1),
          Departure(inMinutes: 13, destination: "Market Street", platform: 1),
        ]
      )
    }
    #expect(store.state.loadingStation == nil)
  }

  /// Each keystroke within 300 ms restarts the wait: one search, for the last query.
  @Test func keystrokesInQuickSuccessionSearchOnce() async {
    let queries = LockIsolated<[String]>([])
    let store = TestStore(initialState: StationSearch.State()) {
      StationSearch()
    } withDependencies: {
      $0.continuousClock = clock
      $0.timetable.stations = { @Sendable query in
        queries.withValue { $0.append(query) }
        return [self.hill]
      }
    }

    await store.send(.queryChanged("H")) {
      $0.query = "H"
    }
    await clock.advance(by: .milliseconds(299))
    await store.send(.queryChanged("Hi")) {
      $0.query = "Hi"
    }
    await clock.advance(by: .milliseconds(299))
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.typingPaused)
    await store.receive(\.stationsResponse.success) {
      $0.results = [self.hill]
    }
    #expect(queries.value == ["Hi"])
  }

  /// A keystroke while a search is in flight cancels it: its answer never arrives.
  @Test func aNewKeystrokeCancelsTheSearchInFlight() async {
    let store = liveStore()

    await store.send(.queryChanged("King")) {
      $0.query = "King"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.typingPaused)
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("Oak")) {
      $0.query = "Oak"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.typingPaused)
    await clock.advance(by: .milliseconds(400))
    await store.receive(\.stationsResponse.success) {
      $0.results = [Station(id: "OAK", name: "Oakfield", lines: 1)]
    }
  }

  /// Clearing the field mid-search empties the results and cancels the search in flight.
  @Test func clearingTheFieldCancelsTheSearchInFlight() async {
    let store = TestStore(initialState: StationSearch.State(query: "Har", results: [harbour])) {
      StationSearch()
    } withDependencies: {
      $0.continuousClock = clock
      $0.timetable.stations = { @Sendable _ in try await Task.never() }
    }

    await store.send(.queryChanged("Harb")) {
      $0.query = "Harb"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.typingPaused)
    await store.send(.queryChanged(" ")) {
      $0.query = " "
      $0.results = []
    }
  }

  @Test func aFailedSearchShowsWhyAndTheNextKeystrokeClearsIt() async {
    let store = TestStore(initialState: StationSearch.State(query: "H", results: [harbour])) {
      StationSearch()
    } withDependencies: {
      $0.continuousClock = clock
      $0.timetable = .failing
    }

    await store.send(.typingPaused)
    await clock.advance(by: .milliseconds(400))
    await store.receive(\.stationsResponse.failure) {
      $0.results = []
      $0.failure = "The timetable is down."
    }
    await store.send(.queryChanged("")) {
      $0.query = ""
      $0.failure = nil
    }
  }

  @Test func aFailureThatIsNotTheTimetablesSaysSomethingWentWrong() async {
    struct Offline: Error {}
    let store = TestStore(initialState: StationSearch.State(results: [hill])) {
      StationSearch()
    } withDependencies: {
      $0.timetable.departures = { @Sendable _ in throw Offline() }
    }

    await store.send(.stationTapped("HIL")) {
      $0.loadingStation = "HIL"
    }
    await store.receive(\.boardResponse) {
      $0.loadingStation = nil
      $0.failure = "Something went wrong."
    }
  }

  /// Any `LocalizedError` is shown as it describes itself, not only the timetable's own.
  @Test func anotherDescribedErrorIsShownInItsOwnWords() async {
    struct LineClosed: LocalizedError {
      var errorDescription: String? { "The Hill line is closed today." }
    }
    let store = TestStore(initialState: StationSearch.State(results: [hill])) {
      StationSearch()
    } withDependencies: {
      $0.timetable.departures = { @Sendable _ in throw LineClosed() }
    }

    await store.send(.stationTapped("HIL")) {
      $0.loadingStation = "HIL"
    }
    await store.receive(\.boardResponse) {
      $0.loadingStation = nil
      $0.failure = "The Hill line is closed today."
    }
  }

  /// A second tap while a board is loading replaces the first request.
  @Test func aSecondTapCancelsTheFirstBoard() async {
    let store = TestStore(initialState: StationSearch.State(results: [harbour, hill])) {
      StationSearch()
    } withDependencies: {
      $0.continuousClock = clock
      $0.timetable.departures = { @Sendable station in
        try await clock.sleep(for: .milliseconds(station == "HAR" ? 900 : 100))
        return [self.train]
      }
    }

    await store.send(.stationTapped("HAR")) {
      $0.loadingStation = "HAR"
    }
    await store.send(.stationTapped("HIL")) {
      $0.loadingStation = "HIL"
    }
    await clock.advance(by: .milliseconds(900))
    await store.receive(\.boardResponse) {
      $0.loadingStation = nil
      $0.board = StationSearch.State.Board(station: "HIL", departures: [self.train])
    }
  }

  /// A station the timetable does not know is a failure of the live simulation.
  @Test func theSimulationRefusesAnUnknownCode() async throws {
    #expect(throws: TimetableError(message: "No station has the code ZZZ.")) {
      try Timetable.departures(from: "ZZZ")
    }
    #expect(Timetable.matching("  ") == [])
  }

  /// An endpoint a test did not override fails the test, naming it: the `testValue`.
  @Test func theTestValueFailsAnEndpointNobodyOverrode() async {
    let store = TestStore(initialState: StationSearch.State()) {
      StationSearch()
    }

    let messages = LockIsolated<[String]>([])
    await withKnownIssue {
      await store.send(.stationTapped("MIL")) {
        $0.loadingStation = "MIL"
      }
      await store.receive(\.boardResponse) {
        $0.loadingStation = nil
        $0.failure = "Something went wrong."
      }
    } matching: { issue in
      messages.withValue { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }
    #expect(messages.value.contains { $0.contains("TimetableClient.departures") })
  }
}

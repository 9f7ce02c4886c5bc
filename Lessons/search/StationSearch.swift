import ComposableArchitecture
import Foundation

/// Find a station as you type, then tap it for its next trains.
///
/// Typing is debounced: a search starts once the query has been left alone for 300 ms on the
/// clock, and a new keystroke cancels both the wait and a search still in flight, so an old
/// answer never lands on a newer query.
@Reducer
struct StationSearch {
  @ObservableState
  struct State: Equatable {
    /// The trains from the station tapped last, once they have come.
    var board: Board?
    /// What went wrong with the last request, shown above the results until the next one.
    var failure: String?
    /// The station whose board is on its way: its row shows a spinner.
    var loadingStation: Station.ID?
    var query = ""
    var results: [Station] = []

    struct Board: Equatable {
      var station: Station.ID
      var departures: [Departure]
    }
  }

  enum Action {
    case boardResponse(Station.ID, Result<[Departure], any Error>)
    case queryChanged(String)
    case stationTapped(Station.ID)
    case stationsResponse(Result<[Station], any Error>)
    /// The query has been left alone for 300 ms: search for it.
    case typingPaused
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.timetable) var timetable

  private enum CancelID { case search, board }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .boardResponse(station, .success(departures)):
        state.loadingStation = nil
        state.board = State.Board(station: station, departures: departures)
        return .none

      case let .boardResponse(_, .failure(error)):
        state.loadingStation = nil
        state.failure = Self.message(for: error)
        return .none

      case let .queryChanged(query):
        state.query = query
        state.failure = nil
        // A cleared field clears the results, and must cancel the search in flight too:
        // otherwise its answer would arrive later and bring them back.
        guard !query.allSatisfy(\.isWhitespace) else {
          state.results = []
          return .cancel(id: CancelID.search)
        }
        return .run { send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.typingPaused)
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)

      case let .stationTapped(station):
        state.loadingStation = station
        state.failure = nil
        return .run { send in
          await send(.boardResponse(station, Result { try await timetable.departures(station: station) }))
        }
        .cancellable(id: CancelID.board, cancelInFlight: true)

      case let .stationsResponse(.success(stations)):
        state.results = stations
        return .none

      case let .stationsResponse(.failure(error)):
        state.results = []
        state.failure = Self.message(for: error)
        return .none

      case .typingPaused:
        // The same id as the wait: the next keystroke cancels this search as well.
        return .run { [query = state.query] send in
          await send(.stationsResponse(Result { try await timetable.stations(matching: query) }))
        }
        .cancellable(id: CancelID.search)
      }
    }
  }

  /// The line the screen shows for a failed request: the error's own description when it is a
  /// `LocalizedError`, as ``TimetableError`` is; a general line for any other error. Asking
  /// the protocol, not casting to one type, lets a test's or another client's error speak too.
  static func message(for error: any Error) -> String {
    (error as? any LocalizedError)?.errorDescription ?? "Something went wrong."
  }
}

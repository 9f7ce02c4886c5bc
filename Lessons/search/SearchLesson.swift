import ComposableArchitecture
import LessonRegistry

extension Lesson {
  /// An export writes the `timetable` mode `preview` as its override, `previewValue`; the
  /// others are the playground's own, and an export overrides the endpoints the session called
  /// with the answers they gave.
  static func search(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Station search",
      summary: "a dependency client with live, test and preview values, and a debounced search",
      dependencies: [
        DependencyOption(
          "timetable",
          endpoints: [
            DependencyEndpoint("departures", \.timetable.departures, parameter: "station"),
            DependencyEndpoint("stations", \.timetable.stations, parameter: "matching"),
          ],
          modes: [
            .init("live", "eight stations, answering after 400ms on the virtual clock") {
              $0.timetable = .liveValue
            },
            .init("slow", "answers after 5s") {
              $0.timetable = .simulated(answeringAfter: .seconds(5))
            },
            .init("preview", "two stations and one train, at once", override: "$0.timetable = .previewValue") {
              $0.timetable = .previewValue
            },
            .init("failing", "throws after 400ms") {
              $0.timetable = .failing
            },
            .init("never", "never answers") {
              $0.timetable = .never
            },
          ]
        )
      ],
      // The client's own error, which a test throws as the app's code declares it.
      errors: [TypeableError(example: TimetableError())],
      // What a test-mode assertion writes for the results and the board.
      initializers: [
        .initializer("id", "name", "lines") { (id: String, name: String, lines: Int) in
          Station(id: id, name: name, lines: lines)
        },
        .initializer("inMinutes", "destination", "platform") { (inMinutes: Int, destination: String, platform: Int) in
          Departure(inMinutes: inMinutes, destination: destination, platform: platform)
        },
        .initializer("station", "departures") { (station: String, departures: [Departure]) in
          StationSearch.State.Board(station: station, departures: departures)
        },
      ],
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { StationSearch.State() },
      reducer: { StationSearch() }
    )
  }
}

extension TimetableClient {
  /// Throws after 400ms on the injected clock: the `failing` mode, as a value for tests.
  static let failing = Self(
    departures: { _ in
      try await clock.sleep(for: .milliseconds(400))
      throw TimetableError()
    },
    stations: { _ in
      try await clock.sleep(for: .milliseconds(400))
      throw TimetableError()
    }
  )

  /// Never answers; only cancellation ends a request: the `never` mode.
  static let never = Self(
    departures: { _ in try await Task.never() },
    stations: { _ in try await Task.never() }
  )
}

/// The session's virtual clock, which the modes sleep on, as a test's closures sleep on its
/// `TestClock`.
private var clock: any Clock<Duration> {
  @Dependency(\.continuousClock) var clock
  return clock
}

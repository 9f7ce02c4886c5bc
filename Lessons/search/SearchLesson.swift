import ComposableArchitecture
import LessonRegistry

extension Lesson {
  /// Each `weatherClient` mode is the override a TCA test writes in `withDependencies`, and
  /// `dependency` shows it as written here.
  static func search(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Search",
      summary: "a dependency client with live, test and preview values, and a debounced search",
      dependencies: [
        DependencyOption(
          "weatherClient",
          modes: [
            .init("live", "a table of places, answering after 500ms on the virtual clock", override: "$0.weatherClient = .liveValue") {
              $0.weatherClient = .liveValue
            },
            .init("slow", "answers after 5s", override: "$0.weatherClient = .answering(after: .seconds(5))") {
              $0.weatherClient = .answering(after: .seconds(5))
            },
            .init("preview", "the mock places and forecast, at once", override: "$0.weatherClient = .previewValue") {
              $0.weatherClient = .previewValue
            },
            .init("failing", "throws after 500ms", override: "$0.weatherClient = .failing") {
              $0.weatherClient = .failing
            },
            .init("never", "never answers", override: "$0.weatherClient = .never") {
              $0.weatherClient = .never
            },
          ]
        )
      ],
      errors: [TypeableError(example: WeatherClient.Failure())],
      // A place, as a test writes the one it taps: `GeocodingSearch.Result(country: …, …)`.
      initializers: [
        .initializer("country", "latitude", "longitude", "id", "name", "admin1") {
          (country: String, latitude: Double, longitude: Double, id: Int, name: String, admin1: String?) in
          GeocodingSearch.Result(country: country, latitude: latitude, longitude: longitude, id: id, name: name, admin1: admin1)
        }
      ],
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { Search.State() },
      reducer: { Search() }
    )
  }
}

extension WeatherClient {
  /// The error the `failing` mode throws.
  struct Failure: Error, Equatable, Decodable {
    var message = "The weather service is unavailable."
  }

  /// Throws after 500ms on the injected clock: the `failing` mode, as a value for tests.
  static let failing = Self(
    forecast: { _ in
      try await clock.sleep(for: .milliseconds(500))
      throw Failure()
    },
    search: { _ in
      try await clock.sleep(for: .milliseconds(500))
      throw Failure()
    }
  )

  /// Never answers; only cancellation ends a request: the `never` mode.
  static let never = Self(
    forecast: { _ in try await Task.never() },
    search: { _ in try await Task.never() }
  )
}

/// The session's virtual clock, which the modes sleep on, as a test's closures sleep on its
/// `TestClock`.
private var clock: any Clock<Duration> {
  @Dependency(\.continuousClock) var clock
  return clock
}

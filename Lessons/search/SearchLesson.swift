import ComposableArchitecture
import LessonRegistry

extension Lesson {
  /// An export writes the `weatherClient` mode `preview` as its override, the case study's
  /// `previewValue`; the others are the playground's own, and an export overrides the
  /// endpoints the session called with the answers they gave.
  static func search(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Search",
      summary: "a dependency client with live, test and preview values, and a debounced search",
      dependencies: [
        DependencyOption(
          "weatherClient",
          endpoints: [
            DependencyEndpoint("forecast", \.weatherClient.forecast, parameter: "location"),
            DependencyEndpoint("search", \.weatherClient.search, parameter: "query"),
          ],
          modes: [
            .init("live", "a table of places, answering after 500ms on the virtual clock") {
              $0.weatherClient = .liveValue
            },
            .init("slow", "answers after 5s") {
              $0.weatherClient = .answering(after: .seconds(5))
            },
            .init("preview", "the mock places and forecast, at once", override: "$0.weatherClient = .previewValue") {
              $0.weatherClient = .previewValue
            },
            .init("failing", "throws after 500ms") {
              $0.weatherClient = .failing
            },
            .init("never", "never answers") {
              $0.weatherClient = .never
            },
          ]
        )
      ],
      errors: [TypeableError(example: WeatherError(), declaredByExport: true)],
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

/// The error the `failing` mode throws. TCA's app has none of its own (its live client throws
/// what the network throws), so an exported test that throws it declares it.
struct WeatherError: Error, Equatable, Decodable {
  var message = "The weather service is unavailable."
}

extension WeatherClient {
  /// Throws after 500ms on the injected clock: the `failing` mode, as a value for tests.
  static let failing = Self(
    forecast: { _ in
      try await clock.sleep(for: .milliseconds(500))
      throw WeatherError()
    },
    search: { _ in
      try await clock.sleep(for: .milliseconds(500))
      throw WeatherError()
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

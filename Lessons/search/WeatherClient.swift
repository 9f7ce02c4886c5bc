import ComposableArchitecture
import Foundation

/// Looks up places by name and loads their forecasts.
///
/// TCA's app asks open-meteo.com; the playground never needs the network, so the live value
/// is ``WeatherService``, a fixed table of places answering after a delay on the injected
/// clock.
@DependencyClient
struct WeatherClient {
  var forecast: @Sendable (_ location: GeocodingSearch.Result) async throws -> Forecast
  var search: @Sendable (_ query: String) async throws -> GeocodingSearch
}

extension WeatherClient: TestDependencyKey {
  /// Answers at once with the mock places and forecast, for previews.
  static let previewValue = Self(
    forecast: { _ in .mock },
    search: { _ in .mock }
  )

  /// Unimplemented: `@DependencyClient`'s `init()` makes each endpoint report an issue when
  /// called, so a test that reaches an endpoint it did not override fails, naming it.
  static let testValue = Self()
}

extension DependencyValues {
  var weatherClient: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
}

extension WeatherClient: DependencyKey {
  static let liveValue = Self.answering(after: .milliseconds(500))

  /// The simulated service, answering each request after `delay` on the injected clock.
  static func answering(after delay: Duration) -> Self {
    Self(
      forecast: { location in
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: delay)
        return WeatherService.forecast(for: location)
      },
      search: { query in
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: delay)
        return WeatherService.search(query)
      }
    )
  }
}

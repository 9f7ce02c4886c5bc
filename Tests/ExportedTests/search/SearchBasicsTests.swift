import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Search.
@testable import Lessons

private struct WeatherError: Error {
  var message: String
}

@MainActor
struct SearchBasicsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
      $0.weatherClient.forecast = { location in
        switch location {
        case GeocodingSearch.Result(country: "Australia", latitude: -33.8679, longitude: 151.2073, id: 9, name: "Sydney", admin1: "New South Wales"):
          try await clock.sleep(for: .milliseconds(500))
          return Forecast(daily: Forecast.Daily(temperatureMax: [15.0, 12.0, 14.0], temperatureMin: [7.0, 4.0, 6.0], time: [Date(timeIntervalSince1970: 1767225600.0), Date(timeIntervalSince1970: 1767312000.0), Date(timeIntervalSince1970: 1767398400.0)]), dailyUnits: Forecast.DailyUnits(temperatureMax: "°C", temperatureMin: "°C"))
        default:
          return try await Task.never()
        }
      }
      $0.weatherClient.search = { _ in
        try await clock.sleep(for: .milliseconds(500))
        return GeocodingSearch(results: [GeocodingSearch.Result(country: "Australia", latitude: -33.8679, longitude: 151.2073, id: 9, name: "Sydney", admin1: "New South Wales")])
      }
    }

    await store.send(.searchQueryChanged("S")) {
      $0.searchQuery = "S"
    }
    await clock.advance(by: .milliseconds(100))
    await store.send(.searchQueryChanged("Sy")) {
      $0.searchQuery = "Sy"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchQueryChangeDebounced)
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.searchResponse.success, GeocodingSearch(results: [GeocodingSearch.Result(country: "Australia", latitude: -33.8679, longitude: 151.2073, id: 9, name: "Sydney", admin1: "New South Wales")])) {
      $0.results = [GeocodingSearch.Result(country: "Australia", latitude: -33.8679, longitude: 151.2073, id: 9, name: "Sydney", admin1: "New South Wales")]
    }
    await store.send(.searchResultTapped(GeocodingSearch.Result(country: "United States", latitude: 37.7749, longitude: -122.4194, id: 3, name: "San Francisco", admin1: "California"))) {
      $0.resultForecastRequestInFlight = GeocodingSearch.Result(country: "United States", latitude: 37.7749, longitude: -122.4194, id: 3, name: "San Francisco", admin1: "California")
    }
    await store.send(.searchResultTapped(GeocodingSearch.Result(country: "Australia", latitude: -33.8679, longitude: 151.2073, id: 9, name: "Sydney", admin1: "New South Wales"))) {
      $0.resultForecastRequestInFlight?.country = "Australia"
      $0.resultForecastRequestInFlight?.latitude = -33.8679
      $0.resultForecastRequestInFlight?.longitude = 151.2073
      $0.resultForecastRequestInFlight?.id = 9
      $0.resultForecastRequestInFlight?.name = "Sydney"
      $0.resultForecastRequestInFlight?.admin1 = "New South Wales"
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.forecastResponse) {
      $0.resultForecastRequestInFlight = nil
      $0.weather = Search.State.Weather(id: 9, days: [Search.State.Weather.Day(date: Date(timeIntervalSince1970: 1767225600.0), temperatureMax: 15.0, temperatureMaxUnit: "°C", temperatureMin: 7.0, temperatureMinUnit: "°C"), Search.State.Weather.Day(date: Date(timeIntervalSince1970: 1767312000.0), temperatureMax: 12.0, temperatureMaxUnit: "°C", temperatureMin: 4.0, temperatureMinUnit: "°C"), Search.State.Weather.Day(date: Date(timeIntervalSince1970: 1767398400.0), temperatureMax: 14.0, temperatureMaxUnit: "°C", temperatureMin: 6.0, temperatureMinUnit: "°C")])
    }
    store.dependencies.weatherClient.forecast = { _ in
      try await clock.sleep(for: .milliseconds(500))
      throw WeatherError(message: "The weather service is unavailable.")
    }
    await store.send(.searchResultTapped(GeocodingSearch.Result(country: "Japan", latitude: 35.6895, longitude: 139.6917, id: 10, name: "Tokyo", admin1: "Tokyo"))) {
      $0.resultForecastRequestInFlight = GeocodingSearch.Result(country: "Japan", latitude: 35.6895, longitude: 139.6917, id: 10, name: "Tokyo", admin1: "Tokyo")
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.forecastResponse) {
      $0.resultForecastRequestInFlight = nil
      $0.weather = nil
    }
    await store.send(.searchResponse(.failure(WeatherError(message: "offline")))) {
      $0.results = []
    }
    store.dependencies.weatherClient = .previewValue
    await store.send(.searchQueryChanged("Brook")) {
      $0.searchQuery = "Brook"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchQueryChangeDebounced)
    await store.receive(\.searchResponse.success, GeocodingSearch(results: [GeocodingSearch.Result(country: "United States", latitude: 40.6782, longitude: -73.9442, id: 1, name: "Brooklyn", admin1: nil), GeocodingSearch.Result(country: "United States", latitude: 34.0522, longitude: -118.2437, id: 2, name: "Los Angeles", admin1: nil), GeocodingSearch.Result(country: "United States", latitude: 37.7749, longitude: -122.4194, id: 3, name: "San Francisco", admin1: nil)])) {
      $0.results = [GeocodingSearch.Result(country: "United States", latitude: 40.6782, longitude: -73.9442, id: 1, name: "Brooklyn", admin1: nil), GeocodingSearch.Result(country: "United States", latitude: 34.0522, longitude: -118.2437, id: 2, name: "Los Angeles", admin1: nil), GeocodingSearch.Result(country: "United States", latitude: 37.7749, longitude: -122.4194, id: 3, name: "San Francisco", admin1: nil)]
    }
    await store.send(.searchQueryChanged("")) {
      $0.results = []
      $0.searchQuery = ""
    }
    await store.finish()
  }
}

import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Search.
@testable import Lessons

private struct WeatherError: Error {
  var message: String
}

@MainActor
struct SearchTutorialTests {
  @Test func session1() async {
    let clock = TestClock()

    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
      $0.weatherClient.forecast = { _ in
        try await clock.sleep(for: .milliseconds(500))
        return Forecast(daily: Forecast.Daily(temperatureMax: [6.0, 3.0, 5.0], temperatureMin: [-2.0, -5.0, -3.0], time: [Date(timeIntervalSince1970: 1767225600.0), Date(timeIntervalSince1970: 1767312000.0), Date(timeIntervalSince1970: 1767398400.0)]), dailyUnits: Forecast.DailyUnits(temperatureMax: "°C", temperatureMin: "°C"))
      }
      $0.weatherClient.search = { _ in
        try await clock.sleep(for: .milliseconds(500))
        return GeocodingSearch(results: [GeocodingSearch.Result(country: "United Kingdom", latitude: 51.5085, longitude: -0.1257, id: 4, name: "London", admin1: "England"), GeocodingSearch.Result(country: "United Kingdom", latitude: 54.9981, longitude: -7.3093, id: 5, name: "Londonderry", admin1: "Northern Ireland"), GeocodingSearch.Result(country: "Canada", latitude: 42.9834, longitude: -81.233, id: 6, name: "London", admin1: "Ontario")])
      }
    }

    await store.send(.searchQueryChanged("Lon")) {
      $0.searchQuery = "Lon"
    }
    await clock.advance(by: .milliseconds(200))
    await store.send(.searchQueryChanged("Lond")) {
      $0.searchQuery = "Lond"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchQueryChangeDebounced)
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.searchResponse.success, GeocodingSearch(results: [GeocodingSearch.Result(country: "United Kingdom", latitude: 51.5085, longitude: -0.1257, id: 4, name: "London", admin1: "England"), GeocodingSearch.Result(country: "United Kingdom", latitude: 54.9981, longitude: -7.3093, id: 5, name: "Londonderry", admin1: "Northern Ireland"), GeocodingSearch.Result(country: "Canada", latitude: 42.9834, longitude: -81.233, id: 6, name: "London", admin1: "Ontario")])) {
      $0.results = [GeocodingSearch.Result(country: "United Kingdom", latitude: 51.5085, longitude: -0.1257, id: 4, name: "London", admin1: "England"), GeocodingSearch.Result(country: "United Kingdom", latitude: 54.9981, longitude: -7.3093, id: 5, name: "Londonderry", admin1: "Northern Ireland"), GeocodingSearch.Result(country: "Canada", latitude: 42.9834, longitude: -81.233, id: 6, name: "London", admin1: "Ontario")]
    }
    await store.send(.searchResultTapped(GeocodingSearch.Result(country: "United Kingdom", latitude: 51.5085, longitude: -0.1257, id: 4, name: "London", admin1: "England"))) {
      $0.resultForecastRequestInFlight = GeocodingSearch.Result(country: "United Kingdom", latitude: 51.5085, longitude: -0.1257, id: 4, name: "London", admin1: "England")
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.forecastResponse) {
      $0.resultForecastRequestInFlight = nil
      $0.weather = Search.State.Weather(id: 4, days: [Search.State.Weather.Day(date: Date(timeIntervalSince1970: 1767225600.0), temperatureMax: 6.0, temperatureMaxUnit: "°C", temperatureMin: -2.0, temperatureMinUnit: "°C"), Search.State.Weather.Day(date: Date(timeIntervalSince1970: 1767312000.0), temperatureMax: 3.0, temperatureMaxUnit: "°C", temperatureMin: -5.0, temperatureMinUnit: "°C"), Search.State.Weather.Day(date: Date(timeIntervalSince1970: 1767398400.0), temperatureMax: 5.0, temperatureMaxUnit: "°C", temperatureMin: -3.0, temperatureMinUnit: "°C")])
    }
    store.dependencies.weatherClient.search = { _ in try await Task.never() }
    await store.send(.searchQueryChanged("Par")) {
      $0.searchQuery = "Par"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchQueryChangeDebounced)
    await store.send(.searchQueryChanged("")) {
      $0.results = []
      $0.searchQuery = ""
      $0.weather = nil
    }
    await store.finish()
  }

  @Test func session2() async {
    let clock = TestClock()

    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
    }

    store.dependencies.weatherClient.search = { _ in
      try await clock.sleep(for: .milliseconds(500))
      throw WeatherError(message: "The weather service is unavailable.")
    }
    await store.send(.searchQueryChanged("S")) {
      $0.searchQuery = "S"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchQueryChangeDebounced)
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.searchResponse.failure)
    await store.finish()
  }
}

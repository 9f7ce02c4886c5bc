import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The search app: the query debounced 300 ms on the clock, then searched with the weather
/// client, an empty query cancelling the search in flight, and a tapped place's forecast loaded,
/// a second tap cancelling the first.
@MainActor
struct SearchTests {
  let clock = TestClock()

  let specialResult = GeocodingSearch.Result(
    country: "Special Country", latitude: 0, longitude: 0, id: 42, name: "Special Place"
  )

  /// The mock forecast, as the state holds it for the place with `id`.
  func mockWeather(id: Int) -> Search.State.Weather {
    Search.State.Weather(
      id: id,
      days: [
        .init(date: Date(timeIntervalSince1970: 0), temperatureMax: 90, temperatureMaxUnit: "°F", temperatureMin: 70, temperatureMinUnit: "°F"),
        .init(date: Date(timeIntervalSince1970: 86_400), temperatureMax: 70, temperatureMaxUnit: "°F", temperatureMin: 50, temperatureMinUnit: "°F"),
        .init(date: Date(timeIntervalSince1970: 172_800), temperatureMax: 100, temperatureMaxUnit: "°F", temperatureMin: 80, temperatureMinUnit: "°F"),
      ]
    )
  }

  @Test func aQuerySearchesAfterTheDebounceAndClearingEmptiesTheResults() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
      $0.weatherClient.search = { @Sendable _ in .mock }
    }

    await store.send(.searchQueryChanged("S")) {
      $0.searchQuery = "S"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchQueryChangeDebounced)
    await store.receive(\.searchResponse.success) {
      $0.results = GeocodingSearch.mock.results
    }
    await store.send(.searchQueryChanged("")) {
      $0.results = []
      $0.searchQuery = ""
    }
  }

  @Test func keystrokesWithin300msSearchOnceForTheLastQuery() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
      $0.weatherClient.search = { @Sendable query in
        GeocodingSearch(results: GeocodingSearch.mock.results.filter { $0.name.hasPrefix(query) })
      }
    }

    await store.send(.searchQueryChanged("S")) {
      $0.searchQuery = "S"
    }
    await clock.advance(by: .milliseconds(299))
    await store.send(.searchQueryChanged("Sa")) {
      $0.searchQuery = "Sa"
    }
    await clock.advance(by: .milliseconds(299))
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.searchQueryChangeDebounced)
    await store.receive(\.searchResponse.success) {
      $0.results = [GeocodingSearch.mock.results[2]]
    }
  }

  @Test func aFailedSearchShowsNoResults() async {
    let store = TestStore(initialState: Search.State(results: GeocodingSearch.mock.results)) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
      $0.weatherClient.search = { @Sendable _ in throw WeatherError() }
    }

    await store.send(.searchQueryChanged("S")) {
      $0.searchQuery = "S"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchQueryChangeDebounced)
    await store.receive(\.searchResponse.failure) {
      $0.results = []
    }
  }

  @Test func clearingTheQueryCancelsTheSearchInFlight() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
      $0.weatherClient.search = { @Sendable _ in
        try await clock.sleep(for: .seconds(1))
        return .mock
      }
    }

    await store.send(.searchQueryChanged("S")) {
      $0.searchQuery = "S"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchQueryChangeDebounced)
    await store.send(.searchQueryChanged("")) {
      $0.searchQuery = ""
    }
    // The answer would have come now; the search was cancelled, so nothing arrives.
    await clock.advance(by: .seconds(1))
  }

  @Test func clearingTheQueryCancelsThePendingDebounce() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.searchQueryChanged("S")) {
      $0.searchQuery = "S"
    }
    await store.send(.searchQueryChanged("")) {
      $0.searchQuery = ""
    }
    await clock.advance(by: .milliseconds(300))
  }

  @Test func tappingAPlaceLoadsItsForecast() async {
    var results = GeocodingSearch.mock.results
    results.append(specialResult)
    let store = TestStore(initialState: Search.State(results: results)) {
      Search()
    } withDependencies: {
      $0.weatherClient.forecast = { @Sendable _ in .mock }
    }

    await store.send(.searchResultTapped(specialResult)) {
      $0.resultForecastRequestInFlight = specialResult
    }
    await store.receive(\.forecastResponse) {
      $0.resultForecastRequestInFlight = nil
      $0.weather = mockWeather(id: 42)
    }
  }

  @Test func aSecondTapCancelsTheFirstForecastRequest() async {
    var results = GeocodingSearch.mock.results
    results.append(specialResult)
    let store = TestStore(initialState: Search.State(results: results)) {
      Search()
    } withDependencies: {
      $0.weatherClient.forecast = { @Sendable [clock] _ in
        try await clock.sleep(for: .seconds(0))
        return .mock
      }
    }

    await store.send(.searchResultTapped(results[0])) {
      $0.resultForecastRequestInFlight = results[0]
    }
    await store.send(.searchResultTapped(specialResult)) {
      $0.resultForecastRequestInFlight = specialResult
    }
    await clock.advance()
    await store.receive(\.forecastResponse) {
      $0.resultForecastRequestInFlight = nil
      $0.weather = mockWeather(id: 42)
    }
  }

  @Test func aFailedForecastShowsNoWeather() async {
    let results = GeocodingSearch.mock.results
    let store = TestStore(initialState: Search.State(results: results)) {
      Search()
    } withDependencies: {
      $0.weatherClient.forecast = { @Sendable _ in throw WeatherError() }
    }

    await store.send(.searchResultTapped(results[0])) {
      $0.resultForecastRequestInFlight = results[0]
    }
    await store.receive(\.forecastResponse) {
      $0.resultForecastRequestInFlight = nil
    }
  }

  /// The live value answers from its table after half a second on the injected clock.
  @Test func theLiveClientFindsPlacesByTheStartOfTheirNames() async throws {
    let answer = try await withDependencies {
      $0.continuousClock = ImmediateClock()
    } operation: {
      try await WeatherClient.liveValue.search(query: " lon ")
    }
    #expect(answer.results.map(\.name) == ["London", "Londonderry", "London"])
    #expect(WeatherService.search("Atlantis").results.isEmpty)
    #expect(WeatherService.search("").results.isEmpty)
  }

  @Test func theLiveForecastIsThreeDaysFromNewYear2026() async throws {
    let london = WeatherService.places[3]
    let forecast = try await withDependencies {
      $0.continuousClock = ImmediateClock()
    } operation: {
      try await WeatherClient.liveValue.forecast(location: london)
    }
    #expect(forecast.daily.time == [0, 1, 2].map { Date(timeIntervalSince1970: 1_767_225_600 + 86_400 * Double($0)) })
    #expect(forecast.daily.temperatureMax == [6, 3, 5])
    #expect(forecast.daily.temperatureMin == [-2, -5, -3])
    #expect(forecast.dailyUnits == Forecast.DailyUnits(temperatureMax: "°C", temperatureMin: "°C"))
  }

  /// `@DependencyClient`'s `testValue`: a test that reaches an endpoint it did not override
  /// fails, naming it.
  @Test func anEndpointATestDidNotOverrideFailsTheTest() async {
    await withKnownIssue {
      await #expect(throws: (any Error).self) { try await WeatherClient.testValue.search(query: "S") }
    } matching: { issue in
      issue.description.contains("WeatherClient.search")
    }
  }
}

import Foundation

/// The live weather client's service, simulated: a fixed table of places, searched by the
/// start of their names, and forecasts worked out from where a place lies, so every answer is
/// the same on every run.
enum WeatherService {
  static let places: [GeocodingSearch.Result] = [
    .init(country: "United States", latitude: 40.6782, longitude: -73.9442, id: 1, name: "Brooklyn", admin1: "New York"),
    .init(country: "United States", latitude: 34.0522, longitude: -118.2437, id: 2, name: "Los Angeles", admin1: "California"),
    .init(country: "United States", latitude: 37.7749, longitude: -122.4194, id: 3, name: "San Francisco", admin1: "California"),
    .init(country: "United Kingdom", latitude: 51.5085, longitude: -0.1257, id: 4, name: "London", admin1: "England"),
    .init(country: "United Kingdom", latitude: 54.9981, longitude: -7.3093, id: 5, name: "Londonderry", admin1: "Northern Ireland"),
    .init(country: "Canada", latitude: 42.9834, longitude: -81.233, id: 6, name: "London", admin1: "Ontario"),
    .init(country: "France", latitude: 48.8534, longitude: 2.3488, id: 7, name: "Paris", admin1: "Île-de-France"),
    .init(country: "Portugal", latitude: 38.7167, longitude: -9.1333, id: 8, name: "Lisbon", admin1: "Lisbon"),
    .init(country: "Australia", latitude: -33.8679, longitude: 151.2073, id: 9, name: "Sydney", admin1: "New South Wales"),
    .init(country: "Japan", latitude: 35.6895, longitude: 139.6917, id: 10, name: "Tokyo", admin1: "Tokyo"),
  ]

  /// The places whose name starts with `query`, ignoring case and spaces around it.
  static func search(_ query: String) -> GeocodingSearch {
    let query = query.trimmingCharacters(in: .whitespaces).lowercased()
    guard !query.isEmpty else { return GeocodingSearch(results: []) }
    return GeocodingSearch(results: places.filter { $0.name.lowercased().hasPrefix(query) })
  }

  /// The first day of every forecast, 2026-01-01, the day the playground's virtual clock
  /// starts on: a fixed day keeps the answer the same whenever it is asked.
  static let firstDay = Date(timeIntervalSince1970: 1_767_225_600)

  /// Three days from ``firstDay``, in °C: warmer nearer the equator, a little different each
  /// day and from place to place.
  static func forecast(for location: GeocodingSearch.Result) -> Forecast {
    let secondsInADay = 86_400.0
    let base = (28 - abs(location.latitude) / 2).rounded()
    let days = 0..<3
    let highs = days.map { base + Double((location.id + $0 * 2) % 5) }
    return Forecast(
      daily: Forecast.Daily(
        temperatureMax: highs,
        temperatureMin: highs.map { $0 - 8 },
        time: days.map { firstDay.addingTimeInterval(Double($0) * secondsInADay) }
      ),
      dailyUnits: Forecast.DailyUnits(temperatureMax: "°C", temperatureMin: "°C")
    )
  }
}

import Foundation

/// The places a search finds, as the geocoding API answers.
struct GeocodingSearch: Decodable, Equatable, Sendable {
  var results: [Result]

  struct Result: Decodable, Equatable, Identifiable, Sendable {
    var country: String
    var latitude: Double
    var longitude: Double
    var id: Int
    var name: String
    /// The region, state or province, where the API knows it.
    var admin1: String?
  }
}

/// A place's daily highs and lows, as the forecast API answers: parallel arrays, one entry a
/// day.
struct Forecast: Decodable, Equatable, Sendable {
  var daily: Daily
  var dailyUnits: DailyUnits

  struct Daily: Decodable, Equatable, Sendable {
    var temperatureMax: [Double]
    var temperatureMin: [Double]
    var time: [Date]
  }

  struct DailyUnits: Decodable, Equatable, Sendable {
    var temperatureMax: String
    var temperatureMin: String
  }
}

extension Forecast {
  /// Three days in Fahrenheit from 1970-01-01: the preview's forecast.
  static let mock = Self(
    daily: Daily(
      temperatureMax: [90, 70, 100],
      temperatureMin: [70, 50, 80],
      time: [0, 86_400, 172_800].map(Date.init(timeIntervalSince1970:))
    ),
    dailyUnits: DailyUnits(temperatureMax: "°F", temperatureMin: "°F")
  )
}

extension GeocodingSearch {
  /// Three places: the preview's answer to any search.
  static let mock = Self(
    results: [
      Result(country: "United States", latitude: 40.6782, longitude: -73.9442, id: 1, name: "Brooklyn", admin1: nil),
      Result(country: "United States", latitude: 34.0522, longitude: -118.2437, id: 2, name: "Los Angeles", admin1: nil),
      Result(country: "United States", latitude: 37.7749, longitude: -122.4194, id: 3, name: "San Francisco", admin1: nil),
    ]
  )
}

import Lessons
import Testing

@testable import PlaygroundSession

/// A payload made by an initializer the lesson lists, as a test writes the place it taps:
/// `send` takes it as test mode's assertions do.
@MainActor
struct InitializerPayloadTests {
  @Test func sendBuildsAPayloadWithTheLessonsInitializer() async throws {
    let text = try await transcript("search", [
      #"send .searchResultTapped(GeocodingSearch.Result(country: "Japan", latitude: 35.6895, longitude: 139.6917, id: 10, name: "Tokyo", admin1: nil))"#,
      #"send .searchResultTapped(GeocodingSearch.Result(name: "Tokyo"))"#,
    ])
    #expect(text.contains("+   resultForecastRequestInFlight: GeocodingSearch.Result(\n+     country: \"Japan\","))
    #expect(text.contains(#"""
      search> send .searchResultTapped(GeocodingSearch.Result(name: "Tokyo"))
      error: the shell can make GeocodingSearch.Result as GeocodingSearch.Result(country:latitude:longitude:id:name:admin1:), not GeocodingSearch.Result(name:) (column 26)
      """#))
  }
}

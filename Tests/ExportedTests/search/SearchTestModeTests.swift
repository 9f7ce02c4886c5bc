import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Search.
@testable import Lessons

@MainActor
struct SearchTestModeTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
    }

    store.dependencies.weatherClient = .previewValue
    await store.send(.searchQueryChanged("S")) {
      $0.searchQuery = "S"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchQueryChangeDebounced)
    await store.receive(\.searchResponse.success) {
      $0.results = [GeocodingSearch.Result(country: "United States", latitude: 40.6782, longitude: -73.9442, id: 1, name: "Brooklyn", admin1: nil), GeocodingSearch.Result(country: "United States", latitude: 34.0522, longitude: -118.2437, id: 2, name: "Los Angeles", admin1: nil), GeocodingSearch.Result(country: "United States", latitude: 37.7749, longitude: -122.4194, id: 3, name: "San Francisco", admin1: nil)]
    }
    await store.send(.searchQueryChanged("")) {
      $0.searchQuery = ""
      $0.results = []
    }
    await store.finish()
  }
}

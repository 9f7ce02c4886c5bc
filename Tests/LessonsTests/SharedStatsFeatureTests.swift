import ComposableArchitecture
import Testing

@testable import Lessons

/// The shared-stats lesson's feature, in tests' in-memory file storage.
@MainActor
struct SharedStatsFeatureTests {
  /// A store with storage of its own, so tests running side by side never share stats.
  func makeStore() -> StoreOf<SharedStateFileStorage> {
    Store(initialState: SharedStateFileStorage.State()) {
      SharedStateFileStorage()
    } withDependencies: {
      $0.defaultFileStorage = .inMemory
      $0.persistentReferences = PersistentReferences()
    }
  }

  @Test func incrementAndDecrementKeepTheStats() {
    let store = makeStore()
    store.send(.counter(.incrementButtonTapped))
    store.send(.counter(.incrementButtonTapped))
    store.send(.counter(.decrementButtonTapped))
    store.send(.counter(.decrementButtonTapped))
    store.send(.counter(.decrementButtonTapped))
    let stats = store.state.counter.stats
    #expect(stats.count == -1)
    #expect(stats.maxCount == 2)
    #expect(stats.minCount == -1)
    #expect(stats.numberOfCounts == 5)
  }

  @Test func bothTabsShareTheStats() {
    let store = makeStore()
    store.send(.counter(.incrementButtonTapped))
    #expect(store.state.profile.stats.count == 1)
    store.send(.profile(.resetStatsButtonTapped))
    #expect(store.state.counter.stats == Stats())
  }

  @Test(arguments: [(0, false), (1, false), (2, true), (3, true), (4, false), (97, true), (-7, false)])
  func isPrimeShowsTheCaseStudysAlert(count: Int, prime: Bool) throws {
    let store = makeStore()
    for _ in 0..<abs(count) {
      store.send(.counter(count > 0 ? .incrementButtonTapped : .decrementButtonTapped))
    }
    store.send(.counter(.isPrimeButtonTapped))
    let alert = try #require(store.state.counter.alert)
    #expect(
      alert.title.description
        == (prime ? "👍 The number \(count) is prime!" : "👎 The number \(count) is not prime :(")
    )
    store.send(.counter(.alert(.dismiss)))
    #expect(store.state.counter.alert == nil)
  }

  @Test func selectTab() {
    let store = makeStore()
    store.send(.selectTab(.profile))
    #expect(store.state.currentTab == .profile)
  }

  @Test func theStatsAreSavedAndLoadedByTheNextLaunch() {
    let storage = FileStorage.inMemory
    func launch() -> StoreOf<SharedStateFileStorage> {
      Store(initialState: SharedStateFileStorage.State()) {
        SharedStateFileStorage()
      } withDependencies: {
        $0.defaultFileStorage = storage
        $0.persistentReferences = PersistentReferences()
      }
    }
    launch().send(.counter(.decrementButtonTapped))
    let relaunched = launch()
    #expect(relaunched.state.counter.stats.minCount == -1)
    #expect(relaunched.state.profile.stats.numberOfCounts == 1)
  }
}

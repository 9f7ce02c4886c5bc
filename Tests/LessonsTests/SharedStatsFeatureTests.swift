import ComposableArchitecture
import Testing

@testable import Lessons

/// The shared-stats lesson's feature, in tests' in-memory file storage.
@MainActor
struct SharedStatsFeatureTests {
  func makeStore() -> StoreOf<SharedStateFileStorage> {
    Store(initialState: SharedStateFileStorage.State()) {
      SharedStateFileStorage()
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

import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The shared-stats lesson: two tabs that count into one `@Shared(.fileStorage)` value, with
/// the stats in `stats.json` in a temporary folder.
@MainActor
@Suite(.serialized)
final class SharedStatsFeatureTests {
  let folder = FileManager.default.temporaryDirectory
    .appending(component: "shared-stats-\(UUID().uuidString)", directoryHint: .isDirectory)

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// A store whose file storage is the real file system, in this test's own folder. Writes
  /// happen at once, as `.inMemory` storage's do, rather than one a second, so the test can
  /// read each change back from `stats.json` without waiting.
  func makeStore() -> TestStoreOf<SharedStateFileStorage> {
    TestStore(initialState: SharedStateFileStorage.State()) {
      SharedStateFileStorage()
    } withDependencies: {
      $0.dataDirectory = folder
      $0.defaultFileStorage = FileStorage.fileSystem.scheduling { _, write in write() }
      $0.persistentReferences = PersistentReferences()
    }
  }

  /// What `stats.json` holds now.
  func savedStats() throws -> Stats {
    let url = folder.appending(components: "Documents", "stats.json")
    return try JSONDecoder().decode(Stats.self, from: Data(contentsOf: url))
  }

  @Test func selectingATabShowsIt() async {
    let store = makeStore()

    for tab in [SharedStateFileStorage.Tab.profile, .counter, .profile] {
      await store.send(.selectTab(tab)) {
        $0.currentTab = tab
      }
    }
    // Selecting the tab already shown changes nothing.
    await store.send(.selectTab(.profile))
  }

  @Test func sharedCounts() async throws {
    let store = makeStore()

    await store.send(\.counter.incrementButtonTapped) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    #expect(try savedStats().count == 1)

    await store.send(\.counter.decrementButtonTapped) {
      $0.counter.$stats.withLock { $0.decrement() }
    }
    #expect(try savedStats().numberOfCounts == 2)

    // The profile tab's reset is seen by the counter tab: the same reference.
    await store.send(\.profile.resetStatsButtonTapped) {
      $0.profile.$stats.withLock { $0 = Stats() }
    }
    #expect(store.state.counter.stats == Stats())
    #expect(try savedStats() == Stats())
  }

  @Test func decrementKeepsTheMinimum() async {
    let store = makeStore()

    await store.send(\.counter.decrementButtonTapped) {
      $0.counter.$stats.withLock { $0.decrement() }
    }
    #expect(store.state.profile.stats.minCount == -1)
  }

  @Test func alert() async {
    let store = makeStore()

    await store.send(\.counter.isPrimeButtonTapped) {
      $0.counter.alert = AlertState {
        TextState("👎 The number 0 is not prime :(")
      }
    }
    await store.send(\.counter.alert.dismiss) {
      $0.counter.alert = nil
    }
  }

  @Test func primeAlert() async {
    let store = makeStore()

    await store.send(\.counter.incrementButtonTapped) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    await store.send(\.counter.incrementButtonTapped) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    await store.send(\.counter.isPrimeButtonTapped) {
      $0.counter.alert = AlertState {
        TextState("👍 The number 2 is prime!")
      }
    }
  }

  @Test func theNextLaunchLoadsTheSavedStats() async {
    let store = makeStore()
    await store.send(\.counter.decrementButtonTapped) {
      $0.counter.$stats.withLock { $0.decrement() }
    }

    let relaunched = makeStore()
    #expect(relaunched.state.counter.stats.minCount == -1)
    #expect(relaunched.state.profile.stats.numberOfCounts == 1)
  }
}

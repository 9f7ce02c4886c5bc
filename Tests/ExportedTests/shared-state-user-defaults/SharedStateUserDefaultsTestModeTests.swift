import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines SharedStateUserDefaults.
@testable import Lessons

@MainActor
struct SharedStateUserDefaultsTestModeTests {
  @Test func session() async {
    let store = TestStore(initialState: SharedStateUserDefaults.State()) {
      SharedStateUserDefaults()
    }

    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$count.withLock { $0 = 1 }
    }
    await store.send(.counter(.decrementButtonTapped)) {
      $0.counter.$count.withLock { $0 = 0 }
    }
    await store.send(.selectTab(.profile)) {
      $0.currentTab = .profile
    }
    await store.send(.profile(.resetStatsButtonTapped))
    await withKnownIssue {
      await store.send(.counter(.incrementButtonTapped))
    }
    await store.finish()
  }
}

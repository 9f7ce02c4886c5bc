import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines ReadingApp.
@testable import Lessons

@MainActor
struct SharedStateUserDefaultsBasicsTests {
  @Test func session1() async {
    let store = TestStore(initialState: ReadingApp.State()) {
      ReadingApp()
    }

    await store.send(.page(.pinchedOut)) {
      $0.page.$textSize.withLock { $0 = 18 }
    }
    await store.send(.page(.pinchedOut)) {
      $0.page.$textSize.withLock { $0 = 20 }
    }
    await store.send(.tabTapped(.settings)) {
      $0.tab = .settings
    }
    await store.finish()
  }

  @Test func session2() async {
    let store = TestStore(initialState: ReadingApp.State()) {
      ReadingApp()
    }

    await store.send(.settings(.useStandardSizeTapped)) {
      $0.page.$textSize.withLock { $0 = 16 }
    }
    await store.send(.page(.pinchedIn)) {
      $0.page.$textSize.withLock { $0 = 14 }
    }
    await store.finish()
  }
}

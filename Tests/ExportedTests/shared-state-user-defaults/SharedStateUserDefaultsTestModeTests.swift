import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines ReadingApp.
@testable import Lessons

@MainActor
struct SharedStateUserDefaultsTestModeTests {
  @Test func session() async {
    let store = TestStore(initialState: ReadingApp.State()) {
      ReadingApp()
    }

    await store.send(.page(.pinchedOut)) {
      $0.page.$textSize.withLock { $0 = 18 }
    }
    await store.send(.page(.pinchedIn)) {
      $0.settings.$textSize.withLock { $0 = 16 }
    }
    await store.send(.tabTapped(.settings)) {
      $0.tab = .settings
    }
    await store.send(.settings(.useStandardSizeTapped))
    await withKnownIssue {
      await store.send(.page(.pinchedIn))
    }
    await store.finish()
  }
}

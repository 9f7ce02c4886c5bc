import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines OptionalBasics.
@testable import Lessons

@MainActor
struct OptionalStateTestModeTests {
  @Test func session() async {
    let store = TestStore(initialState: OptionalBasics.State()) {
      OptionalBasics()
    }

    await store.send(.toggleCounterButtonTapped) {
      $0.optionalCounter = Counter.State(count: 0)
    }
    await store.send(.optionalCounter(.incrementButtonTapped)) {
      $0.optionalCounter?.count = 1
    }
    await store.send(.optionalCounter(.incrementButtonTapped)) {
      $0.optionalCounter?.count = 2
    }
    await withKnownIssue {
      await store.send(.optionalCounter(.decrementButtonTapped)) {
        $0.optionalCounter?.count = 3
      }
    }
    await withKnownIssue {
      await store.send(.toggleCounterButtonTapped)
    }
    await withKnownIssue {
      await store.send(.optionalCounter(.incrementButtonTapped))
    }
    await store.finish()
  }
}

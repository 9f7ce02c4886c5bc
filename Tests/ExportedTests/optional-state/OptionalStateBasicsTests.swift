import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines OptionalBasics.
@testable import Lessons

@MainActor
struct OptionalStateBasicsTests {
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
    await store.send(.optionalCounter(.decrementButtonTapped)) {
      $0.optionalCounter?.count = 0
    }
    await store.send(.optionalCounter(.decrementButtonTapped)) {
      $0.optionalCounter?.count = -1
    }
    await store.send(.toggleCounterButtonTapped) {
      $0.optionalCounter = nil
    }
    await withKnownIssue {
      await store.send(.optionalCounter(.decrementButtonTapped))
    }
    await store.send(.toggleCounterButtonTapped) {
      $0.optionalCounter = Counter.State(count: 0)
    }
    await store.finish()
  }
}

import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines OptionalBasics.
@testable import Lessons

@MainActor
struct OptionalStateTutorialTests {
  @Test func session1() async {
    let store = TestStore(initialState: OptionalBasics.State()) {
      OptionalBasics()
    }

    await withKnownIssue {
      await store.send(.optionalCounter(.incrementButtonTapped))
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
    await store.send(.toggleCounterButtonTapped) {
      $0.optionalCounter = nil
    }
    await store.finish()
  }

  @Test func session2() async {
    let store = TestStore(initialState: OptionalBasics.State()) {
      OptionalBasics()
    }

    await store.send(.toggleCounterButtonTapped) {
      $0.optionalCounter = Counter.State(count: 0)
    }
    await store.send(.optionalCounter(.incrementButtonTapped)) {
      $0.optionalCounter?.count = 1
    }
    await store.send(.toggleCounterButtonTapped) {
      $0.optionalCounter = nil
    }
    await withKnownIssue {
      await store.send(.optionalCounter(.incrementButtonTapped))
    }
    await store.finish()
  }
}

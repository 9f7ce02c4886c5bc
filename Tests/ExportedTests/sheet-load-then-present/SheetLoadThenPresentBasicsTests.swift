import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines LoadThenPresent.
@testable import Lessons

@MainActor
struct SheetLoadThenPresentBasicsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: LoadThenPresent.State()) {
      LoadThenPresent()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.counterButtonTapped) {
      $0.isActivityIndicatorVisible = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.counterPresentationDelayCompleted) {
      $0.counter = Counter.State(count: 0)
      $0.isActivityIndicatorVisible = false
    }
    await store.send(.counter(.presented(.incrementButtonTapped))) {
      $0.counter?.count = 1
    }
    await store.send(.counter(.presented(.incrementButtonTapped))) {
      $0.counter?.count = 2
    }
    await store.send(.counter(.dismiss)) {
      $0.counter = nil
    }
    await withKnownIssue {
      await store.send(.counter(.presented(.incrementButtonTapped)))
    }
    await store.finish()
  }
}

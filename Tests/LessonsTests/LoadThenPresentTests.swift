import ComposableArchitecture
import Testing

@testable import Lessons

/// The load-then-present case study with `TestStore`: the spinner shows while the counter
/// loads, the sheet appears when it has, counts, and is dismissed.
@MainActor
struct LoadThenPresentTests {
  @Test func loadsThenPresentsTheSheet() async {
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
      $0.isActivityIndicatorVisible = false
      $0.counter = Counter.State()
    }
    await store.send(\.counter.incrementButtonTapped) {
      $0.counter?.count = 1
    }
    await store.send(\.counter.dismiss) {
      $0.counter = nil
    }
  }
}

import ComposableArchitecture
import Testing

@testable import Lessons

/// ScaffoldSample, driven as TCA's tests drive a feature: the state each action makes, and
/// the effect's action, which arrives once the test clock has moved a second.
@MainActor
struct ScaffoldSampleTests {
  @Test func incrementCountsASecondLater() async {
    let clock = TestClock()
    let store = TestStore(initialState: ScaffoldSample.State()) {
      ScaffoldSample()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.incrementButtonTapped) {
      $0.isWaiting = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.delayCompleted) {
      $0.count = 1
      $0.isWaiting = false
    }
  }
}

import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines CheckIn.
@testable import Lessons

@MainActor
struct NavigateAndLoadBasicsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: CheckIn.State()) {
      CheckIn()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.showingPassChanged(true)) {
      $0.isShowingPass = true
    }
    await withKnownIssue {
      await store.send(.pass(.bagStepperChanged(1)))
    }
    await clock.advance(by: .milliseconds(800))
    await store.receive(\.passIssued) {
      $0.pass = BoardingPass.State(seat: "14C", bags: 0)
    }
    await store.send(.pass(.bagStepperChanged(1))) {
      $0.pass?.bags = 1
    }
    await store.send(.pass(.bagStepperChanged(4))) {
      $0.pass?.bags = 3
    }
    await store.send(.showingPassChanged(false)) {
      $0.isShowingPass = false
      $0.pass = nil
    }
    await store.send(.showingPassChanged(true)) {
      $0.isShowingPass = true
    }
    await clock.advance(by: .milliseconds(300))
    await store.send(.showingPassChanged(false)) {
      $0.isShowingPass = false
    }
    await store.finish()
  }
}

import ComposableArchitecture
import Testing

@testable import Lessons

/// The navigate-and-load lesson: the pass screen is pushed at once, its pass is issued 0.8 s
/// later, and going back clears the pass or cancels its issue.
@MainActor
struct CheckInTests {
  let clock = TestClock()
  let store: TestStoreOf<CheckIn>

  init() {
    store = TestStore(initialState: CheckIn.State()) {
      CheckIn()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func thePassArrivesAfterThePushAndTakesBags() async {
    await store.send(.showingPassChanged(true)) {
      $0.isShowingPass = true
    }
    await clock.advance(by: .milliseconds(799))
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.passIssued) {
      $0.pass = BoardingPass.State(seat: "14C")
    }
    await store.send(\.pass.bagStepperChanged, 2) {
      $0.pass?.bags = 2
    }
    // The fare allows three bags at most, and none is the least.
    await store.send(\.pass.bagStepperChanged, 5) {
      $0.pass?.bags = 3
    }
    await store.send(\.pass.bagStepperChanged, -1) {
      $0.pass?.bags = 0
    }
    await store.send(.showingPassChanged(false)) {
      $0.isShowingPass = false
      $0.pass = nil
    }
  }

  /// Back before the pass is issued cancels the issue: nothing arrives later.
  @Test func backBeforeThePassCancelsItsIssue() async {
    await store.send(.showingPassChanged(true)) {
      $0.isShowingPass = true
    }
    await clock.advance(by: .milliseconds(400))
    await store.send(.showingPassChanged(false)) {
      $0.isShowingPass = false
    }
    // The store fails the test if the issue were still in flight at its end.
    await clock.advance(by: .seconds(1))
  }
}

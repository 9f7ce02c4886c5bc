import ComposableArchitecture
import Testing

@testable import Lessons

/// The navigate-and-load case study with `TestStore`: navigating loads the counter a second
/// later, the loaded counter counts, and going back clears it or cancels a load in flight.
@MainActor
struct NavigateAndLoadTests {
  let clock = TestClock()
  let store: TestStoreOf<NavigateAndLoad>

  init() {
    store = TestStore(initialState: NavigateAndLoad.State()) {
      NavigateAndLoad()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func navigatingLoadsTheCounterASecondLater() async {
    await store.send(.setNavigation(isActive: true)) {
      $0.isNavigationActive = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.setNavigationIsActiveDelayCompleted) {
      $0.optionalCounter = Counter.State()
    }
    await store.send(\.optionalCounter.incrementButtonTapped) {
      $0.optionalCounter?.count = 1
    }
    await store.send(.setNavigation(isActive: false)) {
      $0.isNavigationActive = false
      $0.optionalCounter = nil
    }
  }

  @Test func goingBackBeforeTheLoadCancelsIt() async {
    await store.send(.setNavigation(isActive: true)) {
      $0.isNavigationActive = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.setNavigation(isActive: false)) {
      $0.isNavigationActive = false
    }
    await clock.advance(by: .seconds(1))
  }
}

import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines NavigateAndLoad.
@testable import Lessons

@MainActor
struct NavigateAndLoadTestModeTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: NavigateAndLoad.State()) {
      NavigateAndLoad()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.setNavigation(isActive: true)) {
      $0.isNavigationActive = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.setNavigationIsActiveDelayCompleted) {
      $0.optionalCounter = Counter.State(count: 0)
    }
    await store.send(.optionalCounter(.decrementButtonTapped)) {
      $0.optionalCounter?.count = -1
    }
    await store.send(.setNavigation(isActive: false)) {
      $0.isNavigationActive = false
      $0.optionalCounter = nil
    }
    await store.finish()
  }
}

import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines NavigationDemo.
@testable import Lessons

@MainActor
struct NavigationStackTestModeTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: NavigationDemo.State()) {
      NavigationDemo()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.goToABCButtonTapped) {
      $0.path[id: 0] = .screenA(ScreenA.State(count: 0, fact: nil, isLoading: false))
      $0.path[id: 1] = .screenB(ScreenB.State())
      $0.path[id: 2] = .screenC(ScreenC.State(count: 0, isTimerRunning: false))
    }
    await store.send(.path(.element(id: 1, action: .screenB(.screenAButtonTapped)))) {
      $0.path[id: 3] = .screenA(ScreenA.State(count: 0, fact: nil, isLoading: false))
    }
    await store.send(.path(.element(id: 3, action: .screenA(.dismissButtonTapped))))
    await store.receive(\.path.popFrom) {
      $0.path[id: 3] = nil
    }
    await store.send(.path(.element(id: 2, action: .screenC(.startButtonTapped)))) {
      $0.path[id: 2, case: \.screenC]?.isTimerRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 2].screenC.timerTick) {
      $0.path[id: 2, case: \.screenC]?.count = 1
    }
    await store.send(.popToRoot) {
      $0.path[id: 0] = nil
      $0.path[id: 1] = nil
      $0.path[id: 2] = nil
    }
    await store.finish()
  }
}

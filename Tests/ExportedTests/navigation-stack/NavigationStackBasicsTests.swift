import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines NavigationDemo.
@testable import Lessons

@MainActor
struct NavigationStackBasicsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: NavigationDemo.State()) {
      NavigationDemo()
    } withDependencies: {
      $0.continuousClock = clock
      $0.factClient.fetch = { _ in
        try await clock.sleep(for: .seconds(1))
        return "1 is neither prime nor composite."
      }
    }

    await store.send(.goToABCButtonTapped) {
      $0.path[id: 0] = .screenA(ScreenA.State(count: 0, fact: nil, isLoading: false))
      $0.path[id: 1] = .screenB(ScreenB.State())
      $0.path[id: 2] = .screenC(ScreenC.State(count: 0, isTimerRunning: false))
    }
    await store.send(.path(.element(id: 2, action: .screenC(.startButtonTapped)))) {
      $0.path[id: 2, case: \.screenC]?.isTimerRunning = true
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.path[id: 2].screenC.timerTick) {
      $0.path[id: 2, case: \.screenC]?.count = 1
    }
    await store.receive(\.path[id: 2].screenC.timerTick) {
      $0.path[id: 2, case: \.screenC]?.count = 2
    }
    await store.send(.goBackToScreen(id: 0)) {
      $0.path[id: 2] = nil
      $0.path[id: 1] = nil
    }
    await store.send(.path(.element(id: 0, action: .screenA(.incrementButtonTapped)))) {
      $0.path[id: 0, case: \.screenA]?.count = 1
    }
    await store.send(.path(.element(id: 0, action: .screenA(.factButtonTapped)))) {
      $0.path[id: 0, case: \.screenA]?.isLoading = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].screenA.factResponse.success, "1 is neither prime nor composite.") {
      $0.path[id: 0, case: \.screenA]?.fact = "1 is neither prime nor composite."
      $0.path[id: 0, case: \.screenA]?.isLoading = false
    }
    await store.send(.path(.element(id: 0, action: .screenA(.dismissButtonTapped))))
    await store.receive(\.path.popFrom) {
      $0.path[id: 0] = nil
    }
    await store.send(.path(.push(id: 4, state: .screenB(ScreenB.State())))) {
      $0.path[id: 4] = .screenB(ScreenB.State())
    }
    await store.send(.path(.element(id: 4, action: .screenB(.screenCButtonTapped)))) {
      $0.path[id: 5] = .screenC(ScreenC.State(count: 0, isTimerRunning: false))
    }
    await store.send(.path(.popFrom(id: 5))) {
      $0.path[id: 5] = nil
    }
    await store.send(.popToRoot) {
      $0.path[id: 4] = nil
    }
    await store.finish()
  }
}

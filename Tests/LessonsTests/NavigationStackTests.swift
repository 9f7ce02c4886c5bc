import ComposableArchitecture
import Testing

@testable import Lessons

/// The navigation-stack case study with `TestStore`: pushing from the root and from screen B's
/// decoupled buttons, popping to a screen and to the root, screen A's fact and dismissal, and
/// screen C's timer, which popping the screen cancels.
@MainActor
struct NavigationStackTests {
  @Test func goToABCPushesThreeScreens() async {
    let store = TestStore(initialState: NavigationDemo.State()) {
      NavigationDemo()
    }
    await store.send(.goToABCButtonTapped) {
      $0.path[id: 0] = .screenA(ScreenA.State())
      $0.path[id: 1] = .screenB(ScreenB.State())
      $0.path[id: 2] = .screenC(ScreenC.State())
    }
    await store.send(.goBackToScreen(id: 0)) {
      $0.path.removeLast(2)
    }
    await store.send(.popToRoot) {
      $0.path.removeAll()
    }
  }

  @Test func screenBsButtonsAreAnsweredByTheRoot() async {
    let store = TestStore(
      initialState: NavigationDemo.State(path: StackState([.screenB(ScreenB.State())]))
    ) {
      NavigationDemo()
    }
    await store.send(\.path[id: 0].screenB.screenAButtonTapped) {
      $0.path[id: 1] = .screenA(ScreenA.State())
    }
    await store.send(\.path[id: 0].screenB.screenBButtonTapped) {
      $0.path[id: 2] = .screenB(ScreenB.State())
    }
    await store.send(\.path[id: 2].screenB.screenCButtonTapped) {
      $0.path[id: 3] = .screenC(ScreenC.State())
    }
    await store.send(\.path.popFrom, 1) {
      $0.path.removeLast(3)
    }
  }

  @Test func screenAFetchesAFactAndDismissesItself() async {
    let store = TestStore(
      initialState: NavigationDemo.State(path: StackState([.screenA(ScreenA.State())]))
    ) {
      NavigationDemo()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number." }
    }
    await store.send(\.path[id: 0].screenA.incrementButtonTapped) {
      $0.path[id: 0, case: \.screenA]?.count = 1
    }
    await store.send(\.path[id: 0].screenA.factButtonTapped) {
      $0.path[id: 0, case: \.screenA]?.isLoading = true
    }
    await store.receive(\.path[id: 0].screenA.factResponse.success) {
      $0.path[id: 0, case: \.screenA]?.isLoading = false
      $0.path[id: 0, case: \.screenA]?.fact = "1 is a good number."
    }
    await store.send(\.path[id: 0].screenA.dismissButtonTapped)
    await store.receive(\.path.popFrom) {
      $0.path[id: 0] = nil
    }
  }

  @Test func aFailedFactClearsTheFact() async {
    let store = TestStore(
      initialState: NavigationDemo.State(
        path: StackState([.screenA(ScreenA.State(count: 2, fact: "2 is even."))])
      )
    ) {
      NavigationDemo()
    } withDependencies: {
      $0.factClient.fetch = { _ in throw FactError() }
    }
    await store.send(\.path[id: 0].screenA.factButtonTapped) {
      $0.path[id: 0, case: \.screenA]?.isLoading = true
    }
    await store.receive(\.path[id: 0].screenA.factResponse.failure) {
      $0.path[id: 0, case: \.screenA]?.isLoading = false
      $0.path[id: 0, case: \.screenA]?.fact = nil
    }
  }

  @Test func screenCsTimerTicksUntilStopped() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: NavigationDemo.State(path: StackState([.screenC(ScreenC.State())]))
    ) {
      NavigationDemo()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.path[id: 0].screenC.startButtonTapped) {
      $0.path[id: 0, case: \.screenC]?.isTimerRunning = true
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.path[id: 0].screenC.timerTick) {
      $0.path[id: 0, case: \.screenC]?.count = 1
    }
    await store.receive(\.path[id: 0].screenC.timerTick) {
      $0.path[id: 0, case: \.screenC]?.count = 2
    }
    await store.send(\.path[id: 0].screenC.stopButtonTapped) {
      $0.path[id: 0, case: \.screenC]?.isTimerRunning = false
    }
    await store.receive(\.path[id: 0].screenC.stopButtonTapped)
  }

  /// Popping the screen tears its timer down with it: nothing is left in flight.
  @Test func poppingScreenCCancelsItsTimer() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavigationDemo.State()) {
      NavigationDemo()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.goToABCButtonTapped) {
      $0.path[id: 0] = .screenA(ScreenA.State())
      $0.path[id: 1] = .screenB(ScreenB.State())
      $0.path[id: 2] = .screenC(ScreenC.State())
    }
    await store.send(\.path[id: 2].screenC.startButtonTapped) {
      $0.path[id: 2, case: \.screenC]?.isTimerRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 2].screenC.timerTick) {
      $0.path[id: 2, case: \.screenC]?.count = 1
    }
    await store.send(.popToRoot) {
      $0.path.removeAll()
    }
    await clock.advance(by: .seconds(5))
  }
}

import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines NavigateAndLoadList.
@testable import Lessons

@MainActor
struct NavigateAndLoadListTestModeTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: NavigateAndLoadList.State()) {
      NavigateAndLoadList()
    } withDependencies: {
      $0.continuousClock = clock
      $0.uuid = .incrementing
    }

    await store.send(.setNavigation(selection: UUID(2))) {
      $0.selection = Identified(nil, id: UUID(2))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.setNavigationSelectionDelayCompleted) {
      $0.selection = Identified(Counter.State(count: 100), id: UUID(2))
    }
    await store.send(.counter(.decrementButtonTapped)) {
      $0.selection = Identified(Counter.State(count: 99), id: UUID(2))
    }
    await store.send(.setNavigation(selection: nil)) {
      $0.rows[id: UUID(2)]?.count = 99
      $0.selection = nil
    }
    await store.finish()
  }
}

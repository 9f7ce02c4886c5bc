import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines NavigateAndLoadList.
@testable import Lessons

@MainActor
struct NavigateAndLoadListBasicsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: NavigateAndLoadList.State()) {
      NavigateAndLoadList()
    } withDependencies: {
      $0.continuousClock = clock
      $0.uuid = .incrementing
    }

    await store.send(.setNavigation(selection: UUID(1))) {
      $0.selection = Identified(nil, id: UUID(1))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.setNavigationSelectionDelayCompleted) {
      $0.selection = Identified(Counter.State(count: 42), id: UUID(1))
    }
    await store.send(.counter(.incrementButtonTapped)) {
      $0.selection = Identified(Counter.State(count: 43), id: UUID(1))
    }
    await store.send(.setNavigation(selection: nil)) {
      $0.rows[id: UUID(1)]?.count = 43
      $0.selection = nil
    }
    await store.send(.setNavigation(selection: UUID(0))) {
      $0.selection = Identified(nil, id: UUID(0))
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.setNavigation(selection: UUID(2))) {
      $0.selection = Identified(nil, id: UUID(2))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.setNavigationSelectionDelayCompleted) {
      $0.selection = Identified(Counter.State(count: 100), id: UUID(2))
    }
    await store.send(.setNavigation(selection: nil)) {
      $0.selection = nil
    }
    await store.finish()
  }
}

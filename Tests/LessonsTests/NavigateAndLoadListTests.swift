import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The list navigate-and-load case study with `TestStore`: selecting a row loads a counter at
/// its count a second later, going back writes the count into the row, and a second selection
/// in flight replaces the first.
@MainActor
struct NavigateAndLoadListTests {
  let clock = TestClock()
  let store: TestStoreOf<NavigateAndLoadList>

  init() {
    store = TestStore(
      initialState: withDependencies {
        $0.uuid = .incrementing
      } operation: {
        NavigateAndLoadList.State()
      }
    ) {
      NavigateAndLoadList()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func theRowsIdsComeFromTheUUIDDependency() {
    #expect(store.state.rows.map(\.id) == [UUID(0), UUID(1), UUID(2)])
    #expect(store.state.rows.map(\.count) == [1, 42, 100])
  }

  @Test func selectingARowLoadsItsCounterAndGoingBackKeepsTheCount() async {
    await store.send(.setNavigation(selection: UUID(1))) {
      $0.selection = Identified(nil, id: UUID(1))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.setNavigationSelectionDelayCompleted) {
      $0.selection?.value = Counter.State(count: 42)
    }
    await store.send(\.counter.incrementButtonTapped) {
      $0.selection?.value?.count = 43
    }
    await store.send(.setNavigation(selection: nil)) {
      $0.rows[id: UUID(1)]?.count = 43
      $0.selection = nil
    }
  }

  @Test func aNewSelectionCancelsTheLoadInFlight() async {
    await store.send(.setNavigation(selection: UUID(0))) {
      $0.selection = Identified(nil, id: UUID(0))
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.setNavigation(selection: UUID(2))) {
      $0.selection = Identified(nil, id: UUID(2))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.setNavigationSelectionDelayCompleted) {
      $0.selection?.value = Counter.State(count: 100)
    }
  }

  @Test func goingBackBeforeTheLoadCancelsIt() async {
    await store.send(.setNavigation(selection: UUID(0))) {
      $0.selection = Identified(nil, id: UUID(0))
    }
    await store.send(.setNavigation(selection: nil)) {
      $0.selection = nil
    }
    await clock.advance(by: .seconds(1))
  }
}

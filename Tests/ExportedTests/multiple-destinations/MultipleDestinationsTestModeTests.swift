import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines MultipleDestinations.
@testable import Lessons

@MainActor
struct MultipleDestinationsTestModeTests {
  @Test func session() async {
    let store = TestStore(initialState: MultipleDestinations.State()) {
      MultipleDestinations()
    }

    await store.send(.showDrillDown) {
      $0.destination = .drillDown(Counter.State(count: 0))
    }
    await store.send(.destination(.presented(.drillDown(.incrementButtonTapped)))) {
      $0.destination = .drillDown(Counter.State(count: 1))
    }
    await withKnownIssue {
      await store.send(.showConfirmationDialog)
    }
    await store.send(.destination(.presented(.confirmationDialog(.sheetButtonTapped)))) {
      $0.destination = .sheet(Counter.State(count: 0))
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
    await store.finish()
  }
}

import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines MultipleDestinations.
@testable import Lessons

@MainActor
struct MultipleDestinationsBasicsTests {
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
    await store.send(.showSheet) {
      $0.destination = .sheet(Counter.State(count: 0))
    }
    await store.send(.showConfirmationDialog) {
      $0.destination = .confirmationDialog(ConfirmationDialogState { TextState("Show a counter") } actions: { ButtonState(role: .cancel) { TextState("Cancel") }; ButtonState(action: .drillDownButtonTapped) { TextState("Drill-down") }; ButtonState(action: .popoverButtonTapped) { TextState("Popover") }; ButtonState(action: .sheetButtonTapped) { TextState("Sheet") } } message: { TextState("Where should the counter be shown?") })
    }
    await store.send(.destination(.presented(.confirmationDialog(.popoverButtonTapped)))) {
      $0.destination = .popover(Counter.State(count: 0))
    }
    await store.send(.destination(.presented(.popover(.decrementButtonTapped)))) {
      $0.destination = .popover(Counter.State(count: -1))
    }
    await store.send(.showAlert) {
      $0.destination = .alert(AlertState { TextState("Show the sheet?") } actions: { ButtonState(role: .cancel) { TextState("Cancel") }; ButtonState(action: .showSheetButtonTapped) { TextState("Show sheet") } } message: { TextState("An alert is a destination: showing it took the place of anything shown.") })
    }
    await store.send(.destination(.presented(.alert(.showSheetButtonTapped)))) {
      $0.destination = .sheet(Counter.State(count: 0))
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
    await withKnownIssue {
      await store.send(.destination(.presented(.sheet(.incrementButtonTapped))))
    }
    await store.finish()
  }
}

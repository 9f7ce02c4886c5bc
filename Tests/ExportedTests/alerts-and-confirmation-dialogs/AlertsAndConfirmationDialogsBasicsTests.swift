import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines AlertAndConfirmationDialog.
@testable import Lessons

@MainActor
struct AlertsAndConfirmationDialogsBasicsTests {
  @Test func session() async {
    let store = TestStore(initialState: AlertAndConfirmationDialog.State()) {
      AlertAndConfirmationDialog()
    }

    await store.send(.alertButtonTapped) {
      $0.alert = AlertState { TextState("Alert!") } actions: { ButtonState(role: .cancel) { TextState("Cancel") }; ButtonState(action: .incrementButtonTapped) { TextState("Increment") } } message: { TextState("This is an alert") }
    }
    await store.send(.alert(.presented(.incrementButtonTapped))) {
      $0.alert = AlertState { TextState("Incremented!") }
      $0.count = 1
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
    await store.send(.confirmationDialogButtonTapped) {
      $0.confirmationDialog = ConfirmationDialogState { TextState("Confirmation dialog") } actions: { ButtonState(role: .cancel) { TextState("Cancel") }; ButtonState(action: .incrementButtonTapped) { TextState("Increment") }; ButtonState(action: .decrementButtonTapped) { TextState("Decrement") } } message: { TextState("This is a confirmation dialog.") }
    }
    await store.send(.confirmationDialog(.presented(.decrementButtonTapped))) {
      $0.alert = AlertState { TextState("Decremented!") }
      $0.confirmationDialog = nil
      $0.count = 0
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
    await store.send(.confirmationDialogButtonTapped) {
      $0.confirmationDialog = ConfirmationDialogState { TextState("Confirmation dialog") } actions: { ButtonState(role: .cancel) { TextState("Cancel") }; ButtonState(action: .incrementButtonTapped) { TextState("Increment") }; ButtonState(action: .decrementButtonTapped) { TextState("Decrement") } } message: { TextState("This is a confirmation dialog.") }
    }
    await store.send(.confirmationDialog(.presented(.incrementButtonTapped))) {
      $0.alert = AlertState { TextState("Incremented!") }
      $0.confirmationDialog = nil
      $0.count = 1
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
    await store.send(.confirmationDialogButtonTapped) {
      $0.confirmationDialog = ConfirmationDialogState { TextState("Confirmation dialog") } actions: { ButtonState(role: .cancel) { TextState("Cancel") }; ButtonState(action: .incrementButtonTapped) { TextState("Increment") }; ButtonState(action: .decrementButtonTapped) { TextState("Decrement") } } message: { TextState("This is a confirmation dialog.") }
    }
    await store.send(.confirmationDialog(.dismiss)) {
      $0.confirmationDialog = nil
    }
    await store.finish()
  }
}

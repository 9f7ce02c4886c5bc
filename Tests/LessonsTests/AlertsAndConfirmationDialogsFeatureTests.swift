import ComposableArchitecture
import Testing

@testable import Lessons

/// The alerts-and-confirmation-dialogs lesson: each is presented as state, each button is an
/// action, and `ifLet` clears what was presented when a button is tapped.
@MainActor
struct AlertsAndConfirmationDialogsFeatureTests {
  /// The dialog `.confirmationDialogButtonTapped` presents, as a test writes it.
  static var dialog: ConfirmationDialogState<AlertAndConfirmationDialog.Action.ConfirmationDialog> {
    ConfirmationDialogState {
      TextState("Confirmation dialog")
    } actions: {
      ButtonState(role: .cancel) {
        TextState("Cancel")
      }
      ButtonState(action: .incrementButtonTapped) {
        TextState("Increment")
      }
      ButtonState(action: .decrementButtonTapped) {
        TextState("Decrement")
      }
    } message: {
      TextState("This is a confirmation dialog.")
    }
  }

  @Test func theAlertsIncrementButtonCountsAndSaysSo() async {
    let store = TestStore(initialState: AlertAndConfirmationDialog.State()) {
      AlertAndConfirmationDialog()
    }

    await store.send(.alertButtonTapped) {
      $0.alert = AlertState {
        TextState("Alert!")
      } actions: {
        ButtonState(role: .cancel) {
          TextState("Cancel")
        }
        ButtonState(action: .incrementButtonTapped) {
          TextState("Increment")
        }
      } message: {
        TextState("This is an alert")
      }
    }
    // The tapped alert goes, and the new one the reducer set stays.
    await store.send(\.alert.incrementButtonTapped) {
      $0.alert = AlertState { TextState("Incremented!") }
      $0.count = 1
    }
    await store.send(\.alert.dismiss) {
      $0.alert = nil
    }
  }

  @Test func theDialogsButtonsCountEitherWay() async {
    let store = TestStore(initialState: AlertAndConfirmationDialog.State()) {
      AlertAndConfirmationDialog()
    }

    await store.send(.confirmationDialogButtonTapped) {
      $0.confirmationDialog = Self.dialog
    }
    await store.send(\.confirmationDialog.incrementButtonTapped) {
      $0.alert = AlertState { TextState("Incremented!") }
      $0.confirmationDialog = nil
      $0.count = 1
    }
    await store.send(\.alert.dismiss) {
      $0.alert = nil
    }
    await store.send(.confirmationDialogButtonTapped) {
      $0.confirmationDialog = Self.dialog
    }
    await store.send(\.confirmationDialog.decrementButtonTapped) {
      $0.alert = AlertState { TextState("Decremented!") }
      $0.confirmationDialog = nil
      $0.count = 0
    }
  }

  @Test func cancellingChangesNothingButWhatWasPresented() async {
    let store = TestStore(initialState: AlertAndConfirmationDialog.State(count: 5)) {
      AlertAndConfirmationDialog()
    }

    await store.send(.confirmationDialogButtonTapped) {
      $0.confirmationDialog = Self.dialog
    }
    await store.send(\.confirmationDialog.dismiss) {
      $0.confirmationDialog = nil
    }
  }
}

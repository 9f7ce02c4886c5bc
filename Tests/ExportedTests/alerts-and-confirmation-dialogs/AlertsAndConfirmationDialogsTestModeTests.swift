import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines AlertAndConfirmationDialog.
@testable import Lessons

@MainActor
struct AlertsAndConfirmationDialogsTestModeTests {
  @Test func session() async {
    let store = TestStore(initialState: AlertAndConfirmationDialog.State()) {
      AlertAndConfirmationDialog()
    }

    await withKnownIssue {
      await store.send(.alertButtonTapped)
    }
    store.exhaustivity = .off
    await store.send(.alert(.presented(.incrementButtonTapped))) { _ in }
    store.exhaustivity = .on
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
    await withKnownIssue {
      await store.send(.confirmationDialogButtonTapped) { _ in }
    }
    await withKnownIssue {
      await store.send(.confirmationDialog(.presented(.decrementButtonTapped))) {
        $0.confirmationDialog = nil
      }
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
    await store.finish()
  }
}

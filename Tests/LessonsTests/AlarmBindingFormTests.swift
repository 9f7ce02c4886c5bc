import ComposableArchitecture
import Testing

@testable import Lessons

/// The bindings-forms lesson: `BindingReducer` writes each field a binding action sets, the
/// `Reduce` after it puts back what a silent alarm must keep, and reset starts over.
@MainActor
struct AlarmBindingFormTests {
  @Test func bindingActionsWriteTheFieldsAndResetClearsThem() async {
    let store = TestStore(initialState: AlarmBindingForm.State()) {
      AlarmBindingForm()
    }

    await store.send(\.binding.label, "Train at 7") {
      $0.label = "Train at 7"
    }
    await store.send(.binding(.set(\.snoozeCount, 5))) {
      $0.snoozeCount = 5
    }
    await store.send(\.binding.vibrates, true) {
      $0.vibrates = true
    }
    await store.send(\.binding.volume, 0.9) {
      $0.volume = 0.9
    }
    await store.send(.resetButtonTapped) {
      $0 = AlarmBindingForm.State(label: "", snoozeCount: 3, vibrates: false, volume: 0.5)
    }
  }

  /// The pitfall: `BindingReducer` has written `false` before the `Reduce` runs, so the rule
  /// must write `true` back; the test sees only the net result, no change.
  @Test func aSilentAlarmPutsItsVibrationBack() async {
    let store = TestStore(initialState: AlarmBindingForm.State()) {
      AlarmBindingForm()
    }

    await store.send(\.binding.volume, 0) {
      $0.vibrates = true
      $0.volume = 0
    }
    await store.send(\.binding.vibrates, false)
    await store.send(\.binding.volume, 0.2) {
      $0.volume = 0.2
    }
    await store.send(\.binding.vibrates, false) {
      $0.vibrates = false
    }
  }

  /// Without the `Reduce`, a binding action writes whatever the control sent: the rule is the
  /// part of the form that is this feature's own.
  @Test func bindingReducerAloneWritesTheRefusedValue() async {
    let store = TestStore(initialState: AlarmBindingForm.State(vibrates: true, volume: 0)) {
      BindingReducer<AlarmBindingForm.State, AlarmBindingForm.Action, AlarmBindingForm.Action>()
    }

    await store.send(\.binding.vibrates, false) {
      $0.vibrates = false
    }
  }
}

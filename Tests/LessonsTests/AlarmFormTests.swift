import ComposableArchitecture
import Testing

@testable import Lessons

/// The bindings-basics lesson: each control's own action writes its field, and the reducer
/// refuses a silent alarm that does not vibrate.
@MainActor
struct AlarmFormTests {
  @Test func eachControlWritesItsOwnField() async {
    let store = TestStore(initialState: AlarmForm.State()) {
      AlarmForm()
    }

    await store.send(.labelChanged("Bins out")) {
      $0.label = "Bins out"
    }
    await store.send(.snoozeCountChanged(0)) {
      $0.snoozeCount = 0
    }
    await store.send(.volumeChanged(0.8)) {
      $0.volume = 0.8
    }
    await store.send(.vibratesToggled(true)) {
      $0.vibrates = true
    }
    await store.send(.vibratesToggled(false)) {
      $0.vibrates = false
    }
  }

  /// The pitfall: the toggle sent `false` and the state kept `true`. A view that kept its own
  /// copy of the toggle would show the switch off; a binding that reads the state shows it on.
  @Test func aSilentAlarmKeepsVibrating() async {
    let store = TestStore(initialState: AlarmForm.State()) {
      AlarmForm()
    }

    await store.send(.volumeChanged(0)) {
      $0.vibrates = true
      $0.volume = 0
    }
    await store.send(.vibratesToggled(false))
    await store.send(.volumeChanged(0.3)) {
      $0.volume = 0.3
    }
    await store.send(.vibratesToggled(false)) {
      $0.vibrates = false
    }
  }
}

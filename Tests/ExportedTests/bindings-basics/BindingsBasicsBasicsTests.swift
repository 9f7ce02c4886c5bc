import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines AlarmForm.
@testable import Lessons

@MainActor
struct BindingsBasicsBasicsTests {
  @Test func session() async {
    let store = TestStore(initialState: AlarmForm.State()) {
      AlarmForm()
    }

    await store.send(.labelChanged("Bins out")) {
      $0.label = "Bins out"
    }
    await store.send(.snoozeCountChanged(1)) {
      $0.snoozeCount = 1
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
    await store.send(.volumeChanged(0.0)) {
      $0.vibrates = true
      $0.volume = 0.0
    }
    await store.send(.vibratesToggled(false))
    await store.finish()
  }
}

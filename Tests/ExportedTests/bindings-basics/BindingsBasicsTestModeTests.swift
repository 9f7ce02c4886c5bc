import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines AlarmForm.
@testable import Lessons

@MainActor
struct BindingsBasicsTestModeTests {
  @Test func session() async {
    let store = TestStore(initialState: AlarmForm.State()) {
      AlarmForm()
    }

    await store.send(.labelChanged("Bins out")) {
      $0.label = "Bins out"
    }
    await store.send(.snoozeCountChanged(0)) {
      $0.snoozeCount = 0
    }
    await withKnownIssue {
      await store.send(.volumeChanged(0.0)) {
        $0.volume = 0.0
      }
    }
    await store.send(.volumeChanged(0.25)) {
      $0.volume = 0.25
    }
    await store.send(.vibratesToggled(false)) {
      $0.vibrates = false
    }
    await store.finish()
  }
}

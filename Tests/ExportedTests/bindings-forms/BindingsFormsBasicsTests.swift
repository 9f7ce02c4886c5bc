import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines AlarmBindingForm.
@testable import Lessons

@MainActor
struct BindingsFormsBasicsTests {
  @Test func session() async {
    let store = TestStore(initialState: AlarmBindingForm.State()) {
      AlarmBindingForm()
    }

    await store.send(.binding(.set(\.label, "Bins out"))) {
      $0.label = "Bins out"
    }
    await store.send(.binding(.set(\.snoozeCount, 1))) {
      $0.snoozeCount = 1
    }
    await store.send(.binding(.set(\.volume, 0.0))) {
      $0.vibrates = true
      $0.volume = 0.0
    }
    await store.send(.binding(.set(\.vibrates, false)))
    await store.send(.binding(.set(\.volume, 0.7))) {
      $0.volume = 0.7
    }
    await store.send(.binding(.set(\.vibrates, false))) {
      $0.vibrates = false
    }
    await store.send(.resetButtonTapped) {
      $0.label = ""
      $0.snoozeCount = 3
      $0.volume = 0.5
    }
    await store.finish()
  }
}

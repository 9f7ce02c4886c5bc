import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines AlarmBindingForm.
@testable import Lessons

@MainActor
struct BindingsFormsTestModeTests {
  @Test func session() async {
    let store = TestStore(initialState: AlarmBindingForm.State()) {
      AlarmBindingForm()
    }

    await store.send(.binding(.set(\.label, "Train at 7"))) {
      $0.label = "Train at 7"
    }
    await withKnownIssue {
      await store.send(.binding(.set(\.volume, 0.0))) {
        $0.volume = 0.0
      }
    }
    await store.send(.binding(.set(\.vibrates, false)))
    await store.send(.binding(.set(\.volume, 1.0))) {
      $0.volume = 1.0
    }
    await store.send(.resetButtonTapped) {
      $0.label = ""
      $0.volume = 0.5
      $0.vibrates = false
    }
    await store.finish()
  }
}

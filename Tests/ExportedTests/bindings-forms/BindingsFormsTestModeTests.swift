import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines BindingForm.
@testable import Lessons

@MainActor
struct BindingsFormsTestModeTests {
  @Test func session() async {
    let store = TestStore(initialState: BindingForm.State()) {
      BindingForm()
    }

    await store.send(.binding(.set(\.sliderValue, 2.0))) {
      $0.sliderValue = 2.0
    }
    await withKnownIssue {
      await store.send(.binding(.set(\.stepCount, 1))) {
        $0.stepCount = 1
      }
    }
    await store.send(.binding(.set(\.text, "Blob"))) {
      $0.text = "Blob"
    }
    await store.send(.binding(.set(\.toggleIsOn, true))) {
      $0.toggleIsOn = true
    }
    await store.send(.resetButtonTapped) {
      $0.sliderValue = 5.0
      $0.stepCount = 10
      $0.text = ""
      $0.toggleIsOn = false
    }
    await store.finish()
  }
}

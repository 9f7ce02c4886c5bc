import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines BindingBasics.
@testable import Lessons

@MainActor
struct BindingsBasicsTestModeTests {
  @Test func session() async {
    let store = TestStore(initialState: BindingBasics.State()) {
      BindingBasics()
    }

    await store.send(.textChanged("Blob")) {
      $0.text = "Blob"
    }
    await withKnownIssue {
      await store.send(.stepCountChanged(3)) {
        $0.stepCount = 3
      }
    }
    await store.send(.sliderValueChanged(2.0)) {
      $0.sliderValue = 2.0
    }
    await store.send(.toggleChanged(isOn: true)) {
      $0.toggleIsOn = true
    }
    await store.send(.stepCountChanged(1)) {
      $0.sliderValue = 1.0
      $0.stepCount = 1
    }
    await store.finish()
  }
}

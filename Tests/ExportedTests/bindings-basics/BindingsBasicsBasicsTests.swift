import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines BindingBasics.
@testable import Lessons

@MainActor
struct BindingsBasicsBasicsTests {
  @Test func session() async {
    let store = TestStore(initialState: BindingBasics.State()) {
      BindingBasics()
    }

    await store.send(.textChanged("Blob")) {
      $0.text = "Blob"
    }
    await store.send(.toggleChanged(isOn: true)) {
      $0.toggleIsOn = true
    }
    await store.send(.sliderValueChanged(8.5)) {
      $0.sliderValue = 8.5
    }
    await store.send(.stepCountChanged(6)) {
      $0.sliderValue = 6.0
      $0.stepCount = 6
    }
    await store.send(.stepCountChanged(12)) {
      $0.stepCount = 12
    }
    await store.finish()
  }
}

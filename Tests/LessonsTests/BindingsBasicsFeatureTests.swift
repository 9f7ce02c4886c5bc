import ComposableArchitecture
import Testing

@testable import Lessons

/// The bindings-basics lesson: each control's action writes its field, and a step count below
/// the slider's value brings the slider down to it.
@MainActor
struct BindingsBasicsFeatureTests {
  @Test func eachControlWritesItsField() async {
    let store = TestStore(initialState: BindingBasics.State()) {
      BindingBasics()
    }

    await store.send(.sliderValueChanged(2)) {
      $0.sliderValue = 2
    }
    await store.send(.textChanged("Blob")) {
      $0.text = "Blob"
    }
    await store.send(.toggleChanged(isOn: true)) {
      $0.toggleIsOn = true
    }
    await store.send(\.stepCountChanged, 12) {
      $0.stepCount = 12
    }
  }

  @Test func aLowerStepCountCapsTheSlider() async {
    let store = TestStore(initialState: BindingBasics.State(sliderValue: 8)) {
      BindingBasics()
    }

    await store.send(.stepCountChanged(6)) {
      $0.sliderValue = 6
      $0.stepCount = 6
    }
    // A higher count leaves the slider where it is.
    await store.send(.stepCountChanged(9)) {
      $0.stepCount = 9
    }
  }
}

import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Animations.
@testable import Lessons

@MainActor
struct AnimationsBasicsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Animations.State()) {
      Animations()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.tapped(CGPoint(x: 40.0, y: 120.0))) {
      $0.circleCenter = CGPoint(x: 40.0, y: 120.0)
    }
    await store.send(.circleScaleToggleChanged(true)) {
      $0.isCircleScaled = true
    }
    await store.send(.rainbowButtonTapped)
    await store.receive(\.setColor, Color.red) {
      $0.circleColor = Color.red
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.setColor, Color.blue) {
      $0.circleColor = Color.blue
    }
    await store.receive(\.setColor, Color.green) {
      $0.circleColor = Color.green
    }
    await store.send(.resetButtonTapped) {
      $0.alert = AlertState { TextState("Reset state?") } actions: { ButtonState(role: .destructive, action: .resetConfirmationButtonTapped) { TextState("Reset") }; ButtonState(role: .cancel) { TextState("Cancel") } }
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
    await clock.advance(by: .seconds(6))
    await store.receive(\.setColor, Color.orange) {
      $0.circleColor = Color.orange
    }
    await store.receive(\.setColor, Color.pink) {
      $0.circleColor = Color.pink
    }
    await store.receive(\.setColor, Color.purple) {
      $0.circleColor = Color.purple
    }
    await store.receive(\.setColor, Color.yellow) {
      $0.circleColor = Color.yellow
    }
    await store.receive(\.setColor, Color.black) {
      $0.circleColor = Color.black
    }
    await store.send(.rainbowButtonTapped)
    await store.receive(\.setColor, Color.red) {
      $0.circleColor = Color.red
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.setColor, Color.blue) {
      $0.circleColor = Color.blue
    }
    await store.send(.resetButtonTapped) {
      $0.alert = AlertState { TextState("Reset state?") } actions: { ButtonState(role: .destructive, action: .resetConfirmationButtonTapped) { TextState("Reset") }; ButtonState(role: .cancel) { TextState("Cancel") } }
    }
    await store.send(.alert(.presented(.resetConfirmationButtonTapped))) {
      $0.alert = nil
      $0.circleCenter = nil
      $0.circleColor = Color.black
      $0.isCircleScaled = false
    }
    await store.finish()
  }
}

import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The animations lesson: the rainbow sends a colour a second until black, the controls write
/// the circle's state, and a confirmed reset starts over and stops the rainbow.
@MainActor
struct AnimationsFeatureTests {
  @Test func theRainbowSendsAColourASecond() async {
    let clock = TestClock()
    let store = TestStore(initialState: Animations.State()) {
      Animations()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.rainbowButtonTapped)
    for color: Color in [.red, .blue, .green, .orange, .pink, .purple, .yellow, .black] {
      await store.receive(\.setColor) {
        $0.circleColor = color
      }
      await clock.advance(by: .seconds(1))
    }
    await store.finish()
  }

  @Test func theCircleMovesAndScales() async {
    let store = TestStore(initialState: Animations.State()) {
      Animations()
    }

    await store.send(.tapped(CGPoint(x: 40, y: 120))) {
      $0.circleCenter = CGPoint(x: 40, y: 120)
    }
    await store.send(.circleScaleToggleChanged(true)) {
      $0.isCircleScaled = true
    }
  }

  @Test func aConfirmedResetStartsOverAndStopsTheRainbow() async {
    let clock = TestClock()
    let store = TestStore(initialState: Animations.State(isCircleScaled: true)) {
      Animations()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.rainbowButtonTapped)
    await store.receive(\.setColor) {
      $0.circleColor = .red
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.setColor) {
      $0.circleColor = .blue
    }
    await store.send(.resetButtonTapped) {
      $0.alert = AlertState {
        TextState("Reset state?")
      } actions: {
        ButtonState(role: .destructive, action: .send(.resetConfirmationButtonTapped, animation: .default)) {
          TextState("Reset")
        }
        ButtonState(role: .cancel) {
          TextState("Cancel")
        }
      }
    }
    await store.send(\.alert.resetConfirmationButtonTapped) {
      $0 = Animations.State()
    }
    await store.finish()
  }
}

import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Animations.
@testable import Lessons

@MainActor
struct AnimationsTestModeTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Animations.State()) {
      Animations()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.rainbowButtonTapped)
    await store.receive(\.setColor) {
      $0.circleColor = Color.red
    }
    await clock.advance(by: .seconds(1))
    await withKnownIssue {
      await store.receive(\.setColor) {
        $0.circleColor = Color.green
      }
    }
    store.exhaustivity = .off
    await store.send(.resetButtonTapped)
    store.exhaustivity = .on
    await store.send(.alert(.presented(.resetConfirmationButtonTapped))) {
      $0.alert = nil
      $0.circleColor = Color.black
    }
    await store.finish()
  }
}

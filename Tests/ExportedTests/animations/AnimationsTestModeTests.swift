import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Lighthouse.
@testable import Lessons

@MainActor
struct AnimationsTestModeTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Lighthouse.State()) {
      Lighthouse()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.signalButtonTapped)
    await store.receive(\.lampColorChanged) {
      $0.lampColor = Color.red
    }
    await clock.advance(by: .seconds(1))
    await withKnownIssue {
      await store.receive(\.lampColorChanged) {
        $0.lampColor = Color.green
      }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.lampColorChanged) {
      $0.lampColor = Color.red
    }
    await store.send(.signalButtonTapped)
    store.exhaustivity = .off
    await store.skipReceivedActions()
    store.exhaustivity = .on
    await store.send(.stopButtonTapped) {
      $0.lampColor = Color.white
    }
    await store.finish()
  }
}

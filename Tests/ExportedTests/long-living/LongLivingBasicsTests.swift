import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines LongLivingEffects.
@testable import Lessons

@MainActor
struct LongLivingBasicsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: LongLivingEffects.State()) {
      LongLivingEffects()
    } withDependencies: {
      $0.continuousClock = clock
      $0.screenshots = { screenshots(apart: [.seconds(3), .seconds(1), .seconds(6)]) }
    }

    await store.send(.task)
    await clock.advance(by: .seconds(4))
    await store.receive(\.userDidTakeScreenshotNotification) {
      $0.screenshotCount = 1
    }
    await store.receive(\.userDidTakeScreenshotNotification) {
      $0.screenshotCount = 2
    }
    await clock.advance(by: .seconds(6))
    await store.receive(\.userDidTakeScreenshotNotification) {
      $0.screenshotCount = 3
    }
    store.dependencies.screenshots = { screenshots(apart: [.seconds(2)]) }
    await store.send(.task)
    await clock.advance(by: .seconds(2))
    await store.receive(\.userDidTakeScreenshotNotification) {
      $0.screenshotCount = 4
    }
    // The session ended with effects still running, a timer say, and sent no action that
    // stops them; this stops tracking them without cancelling them, as in TCA.
    await store.skipInFlightEffects()
  }
}

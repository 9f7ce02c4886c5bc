import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines LongLivingEffects.
@testable import Lessons

@MainActor
struct LongLivingTestModeTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: LongLivingEffects.State()) {
      LongLivingEffects()
    } withDependencies: {
      $0.continuousClock = clock
      $0.screenshots = { screenshots(apart: [.seconds(3), .seconds(1), .seconds(6)]) }
    }

    await store.send(.task)
    await clock.advance(by: .seconds(3))
    await store.receive(\.userDidTakeScreenshotNotification) {
      $0.screenshotCount = 1
    }
    await clock.advance(by: .seconds(1))
    await withKnownIssue {
      await store.receive(\.userDidTakeScreenshotNotification)
    }
    await store.skipInFlightEffects()
    await store.finish()
  }
}

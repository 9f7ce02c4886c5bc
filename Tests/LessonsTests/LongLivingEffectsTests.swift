import ComposableArchitecture
import Testing

@testable import Lessons

/// The long-living lesson: the `.task` effect counts screenshots until the view's task is
/// cancelled, and none after.
@MainActor
struct LongLivingEffectsTests {
  @Test func countsScreenshotsUntilTheTaskIsCancelled() async {
    let (screenshots, takeScreenshot) = AsyncStream.makeStream(of: Void.self)
    let store = TestStore(initialState: LongLivingEffects.State()) {
      LongLivingEffects()
    } withDependencies: {
      $0.screenshots = { screenshots }
    }

    let task = await store.send(.task)

    takeScreenshot.yield()
    await store.receive(\.userDidTakeScreenshotNotification) {
      $0.screenshotCount = 1
    }

    // The view goes away: its task is cancelled, and so is the effect. Without the
    // cancellation the store would end the test with the effect still in flight.
    await task.cancel()

    // A screenshot now is not counted: there is nothing left to receive.
    takeScreenshot.yield()
  }

  /// The live value: a user taking screenshots 3s, 1s and 6s apart on the injected clock.
  @Test func theLiveScreenshotsComeOnTheClock() async {
    let clock = TestClock()
    let store = TestStore(initialState: LongLivingEffects.State()) {
      LongLivingEffects()
    } withDependencies: {
      $0.continuousClock = clock
      $0.screenshots = { screenshots(apart: [.seconds(3), .seconds(1), .seconds(6)]) }
    }

    let task = await store.send(.task)
    await clock.advance(by: .seconds(2))
    await clock.advance(by: .seconds(1))
    await store.receive(\.userDidTakeScreenshotNotification) {
      $0.screenshotCount = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.userDidTakeScreenshotNotification) {
      $0.screenshotCount = 2
    }
    await clock.advance(by: .seconds(6))
    await store.receive(\.userDidTakeScreenshotNotification) {
      $0.screenshotCount = 3
    }
    await clock.advance(by: .seconds(3))
    await store.receive(\.userDidTakeScreenshotNotification) {
      $0.screenshotCount = 4
    }
    await task.cancel()
  }

  @Test func theTestValueIsUnimplemented() async {
    let store = TestStore(initialState: LongLivingEffects.State()) {
      LongLivingEffects()
    }
    await withKnownIssue {
      await store.send(.task).finish()
    }
  }
}

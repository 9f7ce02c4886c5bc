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
      $0.screenshots = {
        return AsyncStream<Void> { continuation in
          let task = Task {
            try await clock.sleep(for: .seconds(3))
            continuation.yield(())
            try await clock.sleep(for: .seconds(1))
            continuation.yield(())
            try await Task.never()
          }
          continuation.onTermination = { _ in task.cancel() }
        }
      }
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

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
      $0.screenshots = {
        return AsyncStream<Void> { continuation in
          let task = Task {
            try await clock.sleep(for: .seconds(3))
            continuation.yield(())
            try await clock.sleep(for: .seconds(1))
            continuation.yield(())
            try await clock.sleep(for: .seconds(6))
            continuation.yield(())
            try await Task.never()
          }
          continuation.onTermination = { _ in task.cancel() }
        }
      }
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
    store.dependencies.screenshots = {
      return AsyncStream<Void> { continuation in
        let task = Task {
          try await clock.sleep(for: .seconds(2))
          continuation.yield(())
          try await Task.never()
        }
        continuation.onTermination = { _ in task.cancel() }
      }
    }
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

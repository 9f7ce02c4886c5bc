import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines BirdFeeder.
@testable import Lessons

@MainActor
struct LongLivingTestModeTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: BirdFeeder.State()) {
      BirdFeeder()
    } withDependencies: {
      $0.continuousClock = clock
      $0.feederSensor = {
        return AsyncStream<String> { continuation in
          let task = Task {
            try await clock.sleep(for: .seconds(2))
            continuation.yield("robin")
            try await clock.sleep(for: .seconds(1))
            continuation.yield("sparrow")
            try await Task.never()
          }
          continuation.onTermination = { _ in task.cancel() }
        }
      }
    }

    await store.send(.task)
    await clock.advance(by: .seconds(2))
    await store.receive(\.birdLanded) {
      $0.birdsCounted = 1
      $0.lastVisitor = "robin"
    }
    await clock.advance(by: .seconds(1))
    await withKnownIssue {
      await store.receive(\.birdLanded)
    }
    await store.skipInFlightEffects()
    await store.finish()
  }
}

import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines BirdFeeder.
@testable import Lessons

@MainActor
struct LongLivingBasicsTests {
  @Test func session1() async {
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
            try await clock.sleep(for: .seconds(4))
            continuation.yield("blue tit")
            try await Task.never()
          }
          continuation.onTermination = { _ in task.cancel() }
        }
      }
    }

    await store.send(.task)
    await clock.advance(by: .seconds(3))
    await store.receive(\.birdLanded) {
      $0.birdsCounted = 1
      $0.lastVisitor = "robin"
    }
    await store.receive(\.birdLanded) {
      $0.birdsCounted = 2
      $0.lastVisitor = "sparrow"
    }
    await clock.advance(by: .seconds(4))
    await store.receive(\.birdLanded) {
      $0.birdsCounted = 3
      $0.lastVisitor = "blue tit"
    }
    // The session ended with effects still running, a timer say, and sent no action that
    // stops them; this stops tracking them without cancelling them, as in TCA.
    await store.skipInFlightEffects()
  }

  @Test func session2() async {
    let clock = TestClock()

    let store = TestStore(initialState: BirdFeeder.State()) {
      BirdFeeder()
    } withDependencies: {
      $0.continuousClock = clock
    }

    store.dependencies.feederSensor = {
      return AsyncStream<String> { continuation in
        let task = Task {
          try await clock.sleep(for: .seconds(1))
          continuation.yield("sparrow")
          try await clock.sleep(for: .seconds(1))
          continuation.yield("sparrow")
          try await Task.never()
        }
        continuation.onTermination = { _ in task.cancel() }
      }
    }
    await store.send(.task)
    await store.send(.task)
    await clock.advance(by: .seconds(2))
    await store.receive(\.birdLanded) {
      $0.birdsCounted = 1
      $0.lastVisitor = "sparrow"
    }
    await store.receive(\.birdLanded) {
      $0.birdsCounted = 2
    }
    await store.receive(\.birdLanded) {
      $0.birdsCounted = 3
    }
    await store.receive(\.birdLanded) {
      $0.birdsCounted = 4
    }
    // The session ended with effects still running, a timer say, and sent no action that
    // stops them; this stops tracking them without cancelling them, as in TCA.
    await store.skipInFlightEffects()
  }
}

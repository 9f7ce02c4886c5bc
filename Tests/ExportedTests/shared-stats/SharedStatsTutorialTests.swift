import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines LiftFeature.
@testable import Lessons

@MainActor
struct SharedStatsTutorialTests {
  @Test func session1() async {
    let store = TestStore(initialState: LiftFeature.State()) {
      LiftFeature()
    }

    await store.send(.cabin(.upButtonTapped)) {
      $0.cabin.$stats.withLock { $0.goUp() }
    }
    await store.send(.cabin(.downButtonTapped)) {
      $0.cabin.$stats.withLock { $0.goDown() }
    }
    await store.send(.cabin(.downButtonTapped)) {
      $0.cabin.$stats.withLock { $0.goDown() }
    }
    await store.send(.cabin(.directoryButtonTapped)) {
      $0.cabin.directory = AlertState { TextState("Level -1: the car park. Mind the ramp.") }
    }
    await store.send(.cabin(.directory(.dismiss))) {
      $0.cabin.directory = nil
    }
    await store.finish()
  }

  @Test func session2() async {
    let store = TestStore(initialState: LiftFeature.State()) {
      LiftFeature()
    }

    await store.send(.lobby(.serviceCompletedButtonTapped)) {
      $0.cabin.$stats.withLock { $0 = Stats() }
    }
    await store.finish()
  }

  @Test func session3() async {
    let store = TestStore(initialState: LiftFeature.State()) {
      LiftFeature()
    }

    await store.send(.cabin(.upButtonTapped)) {
      $0.cabin.$stats.withLock { $0.goUp() }
    }
    await withKnownIssue {
      await store.send(.cabin(.downButtonTapped))
    }
    await store.send(.cabin(.downButtonTapped)) {
      $0.cabin.$stats.withLock { $0.goDown() }
    }
    await store.finish()
  }
}

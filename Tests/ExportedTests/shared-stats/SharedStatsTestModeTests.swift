import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines LiftFeature.
@testable import Lessons

@MainActor
struct SharedStatsTestModeTests {
  @Test func session() async {
    let store = TestStore(initialState: LiftFeature.State()) {
      LiftFeature()
    }

    await withKnownIssue {
      await store.send(.cabin(.upButtonTapped))
    }
    await store.send(.cabin(.upButtonTapped)) {
      $0.cabin.$stats.withLock { $0.goUp() }
    }
    await store.send(.cabin(.downButtonTapped)) {
      $0.lobby.$stats.withLock { $0.goDown() }
    }
    await withKnownIssue {
      await store.send(.cabin(.directoryButtonTapped)) {
        $0.cabin.directory = nil
      }
    }
    await store.send(.cabin(.directory(.dismiss))) {
      $0.cabin.directory = nil
    }
    await store.send(.lobby(.serviceCompletedButtonTapped)) {
      $0.lobby.$stats.withLock { $0 = Stats() }
    }
    store.exhaustivity = .off
    await store.send(.cabin(.downButtonTapped))
    await store.send(.show(.cabin)) {
      $0.showing = .cabin
    }
    await store.finish()
  }
}

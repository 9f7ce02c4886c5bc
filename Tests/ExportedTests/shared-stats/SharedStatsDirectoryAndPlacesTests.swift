import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines LiftFeature.
@testable import Lessons

@MainActor
struct SharedStatsDirectoryAndPlacesTests {
  @Test func session() async {
    let store = TestStore(initialState: LiftFeature.State()) {
      LiftFeature()
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
    await store.send(.cabin(.upButtonTapped)) {
      $0.cabin.$stats.withLock { $0.goUp() }
    }
    await store.send(.cabin(.upButtonTapped)) {
      $0.cabin.$stats.withLock { $0.goUp() }
    }
    await store.send(.cabin(.upButtonTapped)) {
      $0.cabin.$stats.withLock { $0.goUp() }
    }
    await store.send(.cabin(.directoryButtonTapped)) {
      $0.cabin.directory = AlertState { TextState("Floor 2: offices. Visitors sign in at the lobby.") }
    }
    await store.send(.cabin(.directory(.dismiss))) {
      $0.cabin.directory = nil
    }
    await store.send(.show(.lobby)) {
      $0.showing = .lobby
    }
    await store.send(.lobby(.serviceCompletedButtonTapped)) {
      $0.cabin.$stats.withLock { $0 = Stats() }
    }
    await store.send(.show(.cabin)) {
      $0.showing = .cabin
    }
    await store.finish()
  }
}

import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Audiobook.
@testable import Lessons

@MainActor
struct ReusableOfflineDownloadsAlertsTestModeTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Audiobook.State()) {
      Audiobook()
    } withDependencies: {
      $0.continuousClock = clock
      $0.downloader.fetch = { source in
        switch source {
        case URL(string: "https://audio.example.org/almanac/fog-season.m4a")!:
          return AsyncThrowingStream { continuation in
            let task = Task {
              try await clock.sleep(for: .milliseconds(500))
              continuation.yield(.progress(0.25))
              try await Task.never()
            }
            continuation.onTermination = { _ in task.cancel() }
          }
        case URL(string: "https://audio.example.org/almanac/lamp-room.m4a")!:
          return AsyncThrowingStream { continuation in
            let task = Task {
              try await clock.sleep(for: .milliseconds(500))
              continuation.yield(.progress(0.25))
              try await clock.sleep(for: .milliseconds(500))
              continuation.yield(.progress(0.5))
              try await clock.sleep(for: .milliseconds(500))
              continuation.yield(.progress(0.75))
              try await clock.sleep(for: .milliseconds(500))
              continuation.yield(.progress(1.0))
              continuation.yield(.finished(bytes: 13000000))
              continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
          }
        default:
          return AsyncThrowingStream { _ in }
        }
      }
    }

    store.exhaustivity = .off
    await store.send(.chapters(.element(id: 1, action: .offline(.cloudButtonTapped))))
    await clock.advance(by: .milliseconds(500))
    await store.skipReceivedActions()
    await store.send(.chapters(.element(id: 1, action: .offline(.cloudButtonTapped))))
    await store.send(.chapters(.element(id: 1, action: .offline(.alert(.presented(.stopConfirmed))))))
    await store.finish()
    await store.send(.chapters(.element(id: 2, action: .offline(.cloudButtonTapped))))
    await store.send(.chapters(.element(id: 2, action: .offline(.cloudButtonTapped))))
    await clock.advance(by: .seconds(2))
    await store.skipReceivedActions()
    await store.send(.chapters(.element(id: 2, action: .offline(.cloudButtonTapped))))
    await store.send(.chapters(.element(id: 2, action: .offline(.alert(.dismiss)))))
    await store.send(.chapters(.element(id: 2, action: .offline(.cloudButtonTapped))))
    await store.send(.chapters(.element(id: 2, action: .offline(.alert(.presented(.removeConfirmed))))))
    await store.finish()
  }
}

import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Audiobook.
@testable import Lessons

@MainActor
struct ReusableOfflineDownloadsBasicsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Audiobook.State()) {
      Audiobook()
    } withDependencies: {
      $0.continuousClock = clock
      $0.downloader.fetch = { source in
        switch source {
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
        case URL(string: "https://audio.example.org/almanac/fog-season.m4a")!:
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
              continuation.yield(.finished(bytes: 14000000))
              continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
          }
        default:
          return AsyncThrowingStream { _ in }
        }
      }
    }

    await store.send(.chapters(.element(id: 2, action: .offline(.cloudButtonTapped)))) {
      $0.chapters[id: 2]?.offline.storage = .requested
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.chapters[id: 2].offline.transfer.success.progress, 0.25) {
      $0.chapters[id: 2]?.offline.storage = .downloading(fraction: 0.25)
    }
    await store.receive(\.chapters[id: 2].offline.transfer.success.progress, 0.5) {
      $0.chapters[id: 2]?.offline.storage = .downloading(fraction: 0.5)
    }
    await store.send(.chapters(.element(id: 1, action: .offline(.cloudButtonTapped)))) {
      $0.chapters[id: 1]?.offline.storage = .requested
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.chapters[id: 2].offline.transfer.success.progress, 0.75) {
      $0.chapters[id: 2]?.offline.storage = .downloading(fraction: 0.75)
    }
    await store.receive(\.chapters[id: 1].offline.transfer.success.progress, 0.25) {
      $0.chapters[id: 1]?.offline.storage = .downloading(fraction: 0.25)
    }
    await store.receive(\.chapters[id: 2].offline.transfer.success.progress, 1.0) {
      $0.chapters[id: 2]?.offline.storage = .downloading(fraction: 1.0)
    }
    await store.receive(\.chapters[id: 2].offline.transfer.success.finished) {
      $0.chapters[id: 2]?.bytesOnDevice = 13000000
      $0.chapters[id: 2]?.offline.storage = .onDevice
    }
    await store.receive(\.chapters[id: 1].offline.transfer.success.progress, 0.5) {
      $0.chapters[id: 1]?.offline.storage = .downloading(fraction: 0.5)
    }
    await store.receive(\.chapters[id: 1].offline.transfer.success.progress, 0.75) {
      $0.chapters[id: 1]?.offline.storage = .downloading(fraction: 0.75)
    }
    await store.receive(\.chapters[id: 1].offline.transfer.success.progress, 1.0) {
      $0.chapters[id: 1]?.offline.storage = .downloading(fraction: 1.0)
    }
    await store.receive(\.chapters[id: 1].offline.transfer.success.finished) {
      $0.chapters[id: 1]?.bytesOnDevice = 14000000
      $0.chapters[id: 1]?.offline.storage = .onDevice
    }
    store.dependencies.downloader.fetch = { _ in
      return AsyncThrowingStream { continuation in
        let task = Task {
          try await clock.sleep(for: .milliseconds(500))
          continuation.yield(.progress(0.25))
          try await clock.sleep(for: .milliseconds(500))
          continuation.finish(throwing: TransferError(reason: "The connection dropped halfway through."))
        }
        continuation.onTermination = { _ in task.cancel() }
      }
    }
    await store.send(.chapters(.element(id: 3, action: .offline(.cloudButtonTapped)))) {
      $0.chapters[id: 3]?.offline.storage = .requested
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.chapters[id: 3].offline.transfer.success.progress, 0.25) {
      $0.chapters[id: 3]?.offline.storage = .downloading(fraction: 0.25)
    }
    await store.receive(\.chapters[id: 3].offline.transfer.failure) {
      $0.chapters[id: 3]?.offline.alert = AlertState { TextState("Download failed") } message: { TextState("The connection dropped halfway through.") }
      $0.chapters[id: 3]?.offline.storage = .cloud
    }
    await store.finish()
  }
}

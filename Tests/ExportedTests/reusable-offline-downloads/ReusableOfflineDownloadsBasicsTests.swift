import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines MapApp.
@testable import Lessons

private struct DownloadError: Error {
  var message: String
}

@MainActor
struct ReusableOfflineDownloadsBasicsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: MapApp.State()) {
      MapApp()
    } withDependencies: {
      $0.continuousClock = clock
      $0.downloadClient.download = { url in
        switch url {
        case URL(string: "https://maps.example.com/paris.zip")!:
          return AsyncThrowingStream { continuation in
            let task = Task {
              try await clock.sleep(for: .seconds(1))
              continuation.yield(.updateProgress(0.25))
              try await clock.sleep(for: .seconds(1))
              continuation.yield(.updateProgress(0.5))
              try await clock.sleep(for: .seconds(1))
              continuation.yield(.updateProgress(0.75))
              try await clock.sleep(for: .seconds(1))
              continuation.yield(.updateProgress(1.0))
              continuation.yield(.response(Data("offline map of paris.zip".utf8)))
              continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
          }
        case URL(string: "https://maps.example.com/new-york.zip")!:
          return AsyncThrowingStream { continuation in
            let task = Task {
              try await clock.sleep(for: .seconds(1))
              continuation.yield(.updateProgress(0.25))
              try await clock.sleep(for: .seconds(1))
              continuation.yield(.updateProgress(0.5))
              try await clock.sleep(for: .seconds(1))
              continuation.yield(.updateProgress(0.75))
              try await clock.sleep(for: .seconds(1))
              continuation.yield(.updateProgress(1.0))
              continuation.yield(.response(Data("offline map of new-york.zip".utf8)))
              continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
          }
        default:
          return AsyncThrowingStream { _ in }
        }
      }
    }

    await store.send(.cityMaps(.element(id: UUID(2), action: .downloadComponent(.buttonTapped)))) {
      $0.cityMaps[id: UUID(2)]?.downloadComponent.mode = .startingToDownload
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.cityMaps[id: UUID(2)].downloadComponent.downloadClient.success.updateProgress, 0.25) {
      $0.cityMaps[id: UUID(2)]?.downloadComponent.mode = .downloading(progress: 0.25)
    }
    await store.receive(\.cityMaps[id: UUID(2)].downloadComponent.downloadClient.success.updateProgress, 0.5) {
      $0.cityMaps[id: UUID(2)]?.downloadComponent.mode = .downloading(progress: 0.5)
    }
    await store.send(.cityMaps(.element(id: UUID(0), action: .downloadComponent(.buttonTapped)))) {
      $0.cityMaps[id: UUID(0)]?.downloadComponent.mode = .startingToDownload
    }
    await clock.advance(by: .seconds(4))
    await store.receive(\.cityMaps[id: UUID(2)].downloadComponent.downloadClient.success.updateProgress, 0.75) {
      $0.cityMaps[id: UUID(2)]?.downloadComponent.mode = .downloading(progress: 0.75)
    }
    await store.receive(\.cityMaps[id: UUID(0)].downloadComponent.downloadClient.success.updateProgress, 0.25) {
      $0.cityMaps[id: UUID(0)]?.downloadComponent.mode = .downloading(progress: 0.25)
    }
    await store.receive(\.cityMaps[id: UUID(2)].downloadComponent.downloadClient.success.updateProgress, 1.0) {
      $0.cityMaps[id: UUID(2)]?.downloadComponent.mode = .downloading(progress: 1.0)
    }
    await store.receive(\.cityMaps[id: UUID(2)].downloadComponent.downloadClient.success.response, Data("offline map of paris.zip".utf8)) {
      $0.cityMaps[id: UUID(2)]?.downloadComponent.mode = .downloaded
    }
    await store.receive(\.cityMaps[id: UUID(0)].downloadComponent.downloadClient.success.updateProgress, 0.5) {
      $0.cityMaps[id: UUID(0)]?.downloadComponent.mode = .downloading(progress: 0.5)
    }
    await store.receive(\.cityMaps[id: UUID(0)].downloadComponent.downloadClient.success.updateProgress, 0.75) {
      $0.cityMaps[id: UUID(0)]?.downloadComponent.mode = .downloading(progress: 0.75)
    }
    await store.receive(\.cityMaps[id: UUID(0)].downloadComponent.downloadClient.success.updateProgress, 1.0) {
      $0.cityMaps[id: UUID(0)]?.downloadComponent.mode = .downloading(progress: 1.0)
    }
    await store.receive(\.cityMaps[id: UUID(0)].downloadComponent.downloadClient.success.response, Data("offline map of new-york.zip".utf8)) {
      $0.cityMaps[id: UUID(0)]?.downloadComponent.mode = .downloaded
    }
    store.dependencies.downloadClient.download = { _ in
      return AsyncThrowingStream { continuation in
        let task = Task {
          try await clock.sleep(for: .seconds(1))
          continuation.yield(.updateProgress(0.25))
          try await clock.sleep(for: .seconds(1))
          continuation.yield(.updateProgress(0.5))
          try await clock.sleep(for: .seconds(1))
          continuation.finish(throwing: DownloadError(message: "The connection was lost."))
        }
        continuation.onTermination = { _ in task.cancel() }
      }
    }
    await store.send(.cityMaps(.element(id: UUID(4), action: .downloadComponent(.buttonTapped)))) {
      $0.cityMaps[id: UUID(4)]?.downloadComponent.mode = .startingToDownload
    }
    await clock.advance(by: .seconds(3))
    await store.receive(\.cityMaps[id: UUID(4)].downloadComponent.downloadClient.success.updateProgress, 0.25) {
      $0.cityMaps[id: UUID(4)]?.downloadComponent.mode = .downloading(progress: 0.25)
    }
    await store.receive(\.cityMaps[id: UUID(4)].downloadComponent.downloadClient.success.updateProgress, 0.5) {
      $0.cityMaps[id: UUID(4)]?.downloadComponent.mode = .downloading(progress: 0.5)
    }
    await store.receive(\.cityMaps[id: UUID(4)].downloadComponent.downloadClient.failure) {
      $0.cityMaps[id: UUID(4)]?.downloadComponent.mode = .notDownloaded
    }
    await store.finish()
  }
}

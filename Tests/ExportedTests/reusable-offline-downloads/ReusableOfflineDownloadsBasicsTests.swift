import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines MapApp.
@testable import Lessons

@MainActor
struct ReusableOfflineDownloadsBasicsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: MapApp.State()) {
      MapApp()
    } withDependencies: {
      $0.continuousClock = clock
      $0.downloadClient = .liveValue
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
    store.dependencies.downloadClient = .simulated(failingAfter: 2)
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

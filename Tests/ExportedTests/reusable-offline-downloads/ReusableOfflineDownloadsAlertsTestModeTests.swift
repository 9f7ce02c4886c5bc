import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines MapApp.
@testable import Lessons

@MainActor
struct ReusableOfflineDownloadsAlertsTestModeTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: MapApp.State()) {
      MapApp()
    } withDependencies: {
      $0.continuousClock = clock
      $0.downloadClient.download = { url in
        switch url {
        case URL(string: "https://maps.example.com/los-angeles.zip")!:
          return AsyncThrowingStream { continuation in
            let task = Task {
              try await clock.sleep(for: .seconds(1))
              continuation.yield(.updateProgress(0.25))
              try await Task.never()
            }
            continuation.onTermination = { _ in task.cancel() }
          }
        case URL(string: "https://maps.example.com/tokyo.zip")!:
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
              continuation.yield(.response(Data("offline map of tokyo.zip".utf8)))
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
    await store.send(.cityMaps(.element(id: UUID(1), action: .downloadComponent(.buttonTapped))))
    await clock.advance(by: .seconds(1))
    await store.skipReceivedActions()
    await store.send(.cityMaps(.element(id: UUID(1), action: .downloadComponent(.buttonTapped))))
    await store.send(.cityMaps(.element(id: UUID(1), action: .downloadComponent(.alert(.presented(.stopButtonTapped))))))
    await store.finish()
    await store.send(.cityMaps(.element(id: UUID(3), action: .downloadComponent(.buttonTapped))))
    await clock.advance(by: .seconds(4))
    await store.skipReceivedActions()
    await store.send(.cityMaps(.element(id: UUID(3), action: .downloadComponent(.buttonTapped))))
    await store.send(.cityMaps(.element(id: UUID(3), action: .downloadComponent(.alert(.dismiss)))))
    await store.send(.cityMaps(.element(id: UUID(3), action: .downloadComponent(.buttonTapped))))
    await store.send(.cityMaps(.element(id: UUID(3), action: .downloadComponent(.alert(.presented(.deleteButtonTapped))))))
    await store.finish()
  }
}

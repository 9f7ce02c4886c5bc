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
      $0.downloadClient = .liveValue
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

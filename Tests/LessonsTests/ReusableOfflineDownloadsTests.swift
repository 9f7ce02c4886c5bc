import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The reusable-offline-downloads lesson: a download component, driven by a stream of events.
@MainActor
struct ReusableOfflineDownloadsTests {
  static let state = DownloadComponent.State(
    id: AnyHashableSendable(1), mode: .notDownloaded, url: URL(string: "https://www.pointfree.co")!
  )

  static let stopAlert = AlertState<DownloadComponent.Action.Alert> {
    TextState("Do you want to stop downloading this map?")
  } actions: {
    ButtonState(role: .destructive, action: .send(.stopButtonTapped, animation: .default)) {
      TextState("Stop")
    }
    ButtonState(role: .cancel) {
      TextState("Nevermind")
    }
  }

  /// A component whose downloads are the events the test yields.
  static func store(downloading events: AsyncThrowingStream<DownloadClient.Event, any Error>) -> TestStoreOf<DownloadComponent> {
    TestStore(initialState: state) {
      DownloadComponent()
    } withDependencies: {
      $0.downloadClient.download = { @Sendable _ in events }
    }
  }

  @Test func aDownloadShowsItsProgressThenFinishes() async {
    let download = AsyncThrowingStream.makeStream(of: DownloadClient.Event.self)
    let store = Self.store(downloading: download.stream)

    await store.send(.buttonTapped) {
      $0.mode = .startingToDownload
    }
    download.continuation.yield(.updateProgress(0.2))
    await store.receive(\.downloadClient.success.updateProgress) {
      $0.mode = .downloading(progress: 0.2)
    }
    download.continuation.yield(.response(Data()))
    download.continuation.finish()
    await store.receive(\.downloadClient.success.response) {
      $0.mode = .downloaded
    }
  }

  @Test func stoppingADownloadCancelsIt() async {
    let download = AsyncThrowingStream.makeStream(of: DownloadClient.Event.self)
    let store = Self.store(downloading: download.stream)

    await store.send(.buttonTapped) {
      $0.mode = .startingToDownload
    }
    download.continuation.yield(.updateProgress(0.2))
    await store.receive(\.downloadClient.success.updateProgress) {
      $0.mode = .downloading(progress: 0.2)
    }
    await store.send(.buttonTapped) {
      $0.alert = Self.stopAlert
    }
    // The test ends with no effect in flight: the stop cancelled the download.
    await store.send(\.alert.stopButtonTapped) {
      $0.alert = nil
      $0.mode = .notDownloaded
    }
  }

  @Test func aDownloadThatFinishesWhileStopIsAskedDismissesTheAlert() async {
    let download = AsyncThrowingStream.makeStream(of: DownloadClient.Event.self)
    let store = Self.store(downloading: download.stream)

    let task = await store.send(.buttonTapped) {
      $0.mode = .startingToDownload
    }
    await store.send(.buttonTapped) {
      $0.alert = Self.stopAlert
    }
    download.continuation.yield(.response(Data()))
    download.continuation.finish()
    await store.receive(\.downloadClient.success.response) {
      $0.alert = nil
      $0.mode = .downloaded
    }
    await task.finish()
  }

  @Test func aFinishedDownloadIsDeletedAfterAsking() async {
    var state = Self.state
    state.mode = .downloaded
    let store = TestStore(initialState: state) {
      DownloadComponent()
    }

    await store.send(.buttonTapped) {
      $0.alert = AlertState {
        TextState("Do you want to delete this map from your offline storage?")
      } actions: {
        ButtonState(role: .destructive, action: .send(.deleteButtonTapped, animation: .default)) {
          TextState("Delete")
        }
        ButtonState(role: .cancel) {
          TextState("Nevermind")
        }
      }
    }
    await store.send(\.alert.deleteButtonTapped) {
      $0.alert = nil
      $0.mode = .notDownloaded
    }
  }

  @Test func aFailedDownloadGoesBackToNotDownloaded() async {
    let store = TestStore(initialState: Self.state) {
      DownloadComponent()
    } withDependencies: {
      $0.downloadClient.download = { @Sendable _ in
        AsyncThrowingStream { $0.finish(throwing: DownloadError()) }
      }
    }

    await store.send(.buttonTapped) {
      $0.mode = .startingToDownload
    }
    await store.receive(\.downloadClient.failure) {
      $0.mode = .notDownloaded
    }
  }

  /// The simulated client the lesson runs: a quarter every second on the injected clock, then
  /// the data; its failing mode stops at half.
  @Test func theSimulatedClientReportsEachQuarterOnTheClock() async {
    let clock = TestClock()
    let store = TestStore(initialState: MapApp.State()) {
      MapApp()
    } withDependencies: {
      $0.continuousClock = clock
      $0.downloadClient = .liveValue
    }

    await store.send(\.cityMaps[id: UUID(2)].downloadComponent.buttonTapped) {
      $0.cityMaps[id: UUID(2)]?.downloadComponent.mode = .startingToDownload
    }
    for quarter in 1...4 {
      await clock.advance(by: .seconds(1))
      await store.receive(\.cityMaps[id: UUID(2)].downloadComponent.downloadClient.success.updateProgress) {
        $0.cityMaps[id: UUID(2)]?.downloadComponent.mode = .downloading(progress: Double(quarter) / 4)
      }
    }
    await store.receive(
      \.cityMaps[id: UUID(2)].downloadComponent.downloadClient.success.response,
      Data("offline map of paris.zip".utf8)
    ) {
      $0.cityMaps[id: UUID(2)]?.downloadComponent.mode = .downloaded
    }
  }

  @Test func theFailingSimulationStopsAtHalf() async {
    let clock = TestClock()
    let store = TestStore(initialState: Self.state) {
      DownloadComponent()
    } withDependencies: {
      $0.continuousClock = clock
      $0.downloadClient = .simulated(failingAfter: 2)
    }

    await store.send(.buttonTapped) {
      $0.mode = .startingToDownload
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.downloadClient.success.updateProgress) {
      $0.mode = .downloading(progress: 0.25)
    }
    await store.receive(\.downloadClient.success.updateProgress) {
      $0.mode = .downloading(progress: 0.5)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.downloadClient.failure) {
      $0.mode = .notDownloaded
    }
  }
}

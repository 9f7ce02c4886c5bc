import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The reusable-offline-downloads lesson: an offline copy driven by a stream of transfer
/// events, embedded in each chapter.
@MainActor
struct AudiobookTests {
  static let source = URL(string: "https://audio.example.org/test/prologue.m4a")!

  /// A copy whose transfer is requested, and the continuation that yields the transfer's
  /// events.
  static func requested() async -> (
    TestStoreOf<OfflineCopy>, AsyncThrowingStream<Downloader.Transfer, any Error>.Continuation
  ) {
    let transfer = AsyncThrowingStream.makeStream(of: Downloader.Transfer.self)
    let store = TestStore(initialState: OfflineCopy.State(source: source)) {
      OfflineCopy()
    } withDependencies: {
      $0.downloader.fetch = { @Sendable _ in transfer.stream }
    }
    await store.send(.cloudButtonTapped) {
      $0.storage = .requested
    }
    return (store, transfer.continuation)
  }

  @Test func aTransferReportsProgressThenLandsOnTheDevice() async {
    let (store, transfer) = await Self.requested()
    transfer.yield(.progress(0.5))
    await store.receive(\.transfer.success.progress) {
      $0.storage = .downloading(fraction: 0.5)
    }
    transfer.yield(.finished(bytes: 10))
    transfer.finish()
    await store.receive(\.transfer.success.finished) {
      $0.storage = .onDevice
    }
    await store.send(.cloudButtonTapped) {
      $0.alert = .remove
    }
    await store.send(\.alert.removeConfirmed) {
      $0.alert = nil
      $0.storage = .cloud
    }
  }

  @Test func stoppingCancelsTheTransferAndKeepGoingDoesNot() async {
    let (store, transfer) = await Self.requested()
    await store.send(.cloudButtonTapped) {
      $0.alert = .stop
    }
    await store.send(\.alert.dismiss) {
      $0.alert = nil
    }
    transfer.yield(.progress(0.25))
    await store.receive(\.transfer.success.progress) {
      $0.storage = .downloading(fraction: 0.25)
    }
    await store.send(.cloudButtonTapped) {
      $0.alert = .stop
    }
    // The test ends with no effect in flight: Stop cancelled the transfer.
    await store.send(\.alert.stopConfirmed) {
      $0.alert = nil
      $0.storage = .cloud
    }
  }

  /// The pitfall: the transfer finishes while "Stop?" is asked, and the question goes away.
  @Test func aTransferThatFinishesWhileStopIsAskedTakesTheAlertAway() async {
    let (store, transfer) = await Self.requested()
    await store.send(.cloudButtonTapped) {
      $0.alert = .stop
    }
    transfer.yield(.finished(bytes: 3))
    transfer.finish()
    await store.receive(\.transfer.success.finished) {
      $0.alert = nil
      $0.storage = .onDevice
    }
  }

  @Test func aFailedTransferGoesBackToTheCloudAndSaysWhy() async {
    let (store, transfer) = await Self.requested()
    transfer.finish(throwing: TransferError(reason: "No signal."))
    await store.receive(\.transfer.failure) {
      $0.storage = .cloud
      $0.alert = AlertState {
        TextState("Download failed")
      } message: {
        TextState("No signal.")
      }
    }
  }

  /// The chapter counts the space its copy takes, and each chapter's transfer runs on its own:
  /// the simulated downloader on the clock, two at once.
  @Test func chaptersTrackTheirOwnCopies() async {
    let clock = TestClock()
    let store = TestStore(initialState: Audiobook.State()) {
      Audiobook()
    } withDependencies: {
      $0.continuousClock = clock
      $0.downloader = .liveValue
    }
    store.exhaustivity = .off

    await store.send(\.chapters[id: 1].offline.cloudButtonTapped)
    await store.send(\.chapters[id: 3].offline.cloudButtonTapped)
    await clock.advance(by: .milliseconds(500))
    await store.send(\.chapters[id: 3].offline.cloudButtonTapped)
    await store.send(\.chapters[id: 3].offline.alert.stopConfirmed)
    await clock.advance(by: .seconds(2))
    await store.skipReceivedActions()
    #expect(store.state.chapters[id: 1]?.offline.storage == .onDevice)
    #expect(store.state.chapters[id: 1]?.bytesOnDevice == 14_000_000)
    #expect(store.state.chapters[id: 3]?.offline.storage == .cloud)
    #expect(store.state.chapters[id: 3]?.bytesOnDevice == 0)

    await store.send(\.chapters[id: 1].offline.cloudButtonTapped)
    await store.send(\.chapters[id: 1].offline.alert.removeConfirmed)
    #expect(store.state.chapters[id: 1]?.bytesOnDevice == 0)
  }

  /// The `failing` mode drops the transfer at its second quarter.
  @Test func theFailingSimulationDropsHalfway() async {
    let clock = TestClock()
    let store = TestStore(initialState: OfflineCopy.State(source: Self.source)) {
      OfflineCopy()
    } withDependencies: {
      $0.continuousClock = clock
      $0.downloader = .simulated(droppingAt: 2)
    }

    await store.send(.cloudButtonTapped) {
      $0.storage = .requested
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.transfer.success.progress) {
      $0.storage = .downloading(fraction: 0.25)
    }
    await store.receive(\.transfer.failure) {
      $0.storage = .cloud
      $0.alert = AlertState {
        TextState("Download failed")
      } message: {
        TextState("The connection dropped halfway through.")
      }
    }
  }
}

import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The detail: editing its shared trail in a sheet, the microphone's three answers when a walk
/// begins, and deleting the trail or its logged walks.
@MainActor
struct TrailDetailTests {
  @Test func savingTheSheetEditsTheSharedTrail() async {
    let trail = Shared(value: BirdTrail.reedBeds)
    let store = TestStore(initialState: TrailDetail.State(trail: trail)) {
      TrailDetail()
    }
    await store.send(.editButtonTapped) {
      $0.destination = .edit(TrailForm.State(trail: .reedBeds))
    }
    var renamed = BirdTrail.reedBeds
    renamed.name = "Reed beds, long way"
    await store.send(\.destination.edit.binding.trail, renamed) {
      $0.destination?.modify(\.edit) { $0.trail.name = "Reed beds, long way" }
    }
    #expect(trail.wrappedValue.name == "Reed beds loop")
    await store.send(.saveEditButtonTapped) {
      $0.destination = nil
      $0.$trail.withLock { $0.name = "Reed beds, long way" }
    }
    #expect(trail.wrappedValue.name == "Reed beds, long way")
  }

  @Test func cancellingTheSheetKeepsTheTrail() async {
    let store = TestStore(initialState: TrailDetail.State(trail: Shared(value: .reedBeds))) {
      TrailDetail()
    }
    await store.send(.editButtonTapped) {
      $0.destination = .edit(TrailForm.State(trail: .reedBeds))
    }
    var moved = BirdTrail.reedBeds
    moved.habitat = .coast
    await store.send(\.destination.edit.binding.trail, moved) {
      $0.destination?.modify(\.edit) { $0.trail.habitat = .coast }
    }
    await store.send(.cancelEditButtonTapped) {
      $0.destination = nil
    }
    // Without the sheet, there is nothing to save.
    await store.send(.saveEditButtonTapped)
  }

  @Test func aGrantedMicrophoneBeginsTheWalk() async {
    let store = TestStore(initialState: TrailDetail.State(trail: Shared(value: .reedBeds))) {
      TrailDetail()
    } withDependencies: {
      $0.songRecognizer.permission = { .granted }
    }
    await store.send(.beginWalkButtonTapped)
    await store.receive(\.delegate.beginWalk)
  }

  @Test func anUndeterminedMicrophoneBeginsTheWalkToo() async {
    let store = TestStore(initialState: TrailDetail.State(trail: Shared(value: .reedBeds))) {
      TrailDetail()
    } withDependencies: {
      $0.songRecognizer.permission = { .undetermined }
    }
    await store.send(.beginWalkButtonTapped)
    await store.receive(\.delegate.beginWalk)
  }

  @Test func aDeniedMicrophoneAsksAndCanOpenSettings() async {
    let settingsOpened = LockIsolated(0)
    let store = TestStore(initialState: TrailDetail.State(trail: Shared(value: .reedBeds))) {
      TrailDetail()
    } withDependencies: {
      $0.songRecognizer.permission = { .denied }
      $0.openSettings = { settingsOpened.withValue { $0 += 1 } }
    }
    await store.send(.beginWalkButtonTapped) {
      $0.destination = .alert(.microphoneDenied)
    }
    await store.send(\.destination.alert.openSettings) {
      $0.destination = nil
    }
    #expect(settingsOpened.value == 1)
  }

  @Test func aRestrictedMicrophoneCanWalkWithoutListening() async {
    let store = TestStore(initialState: TrailDetail.State(trail: Shared(value: .reedBeds))) {
      TrailDetail()
    } withDependencies: {
      $0.songRecognizer.permission = { .restricted }
    }
    await store.send(.beginWalkButtonTapped) {
      $0.destination = .alert(.microphoneRestricted)
    }
    await store.send(\.destination.alert.walkWithoutListening) {
      $0.destination = nil
    }
    await store.receive(\.delegate.beginWalk)
  }

  @Test func deletingTheTrailRemovesItFromTheListAndLeaves() async {
    @Shared(.trails) var trails = [BirdTrail.reedBeds, BirdTrail.headland]
    let trail = Shared($trails[id: BirdTrail.reedBeds.id])!
    let store = TestStore(initialState: TrailDetail.State(trail: trail)) {
      TrailDetail()
    }
    await store.send(.deleteTrailButtonTapped) {
      $0.destination = .alert(.deleteTrail(walks: 1))
    }
    await store.send(\.destination.alert.confirmDeletion) {
      $0.destination = nil
    }
    #expect(trails == [BirdTrail.headland])
    #expect(store.isDismissed)
  }

  @Test func theDeletionAlertCountsTheWalksLost() {
    #expect(AlertState<TrailDetail.Destination.Alert>.deleteTrail(walks: 0).message == TextState("It has no logged walks."))
    #expect(AlertState<TrailDetail.Destination.Alert>.deleteTrail(walks: 1).message == TextState("Its one logged walk goes with it."))
    #expect(AlertState<TrailDetail.Destination.Alert>.deleteTrail(walks: 3).message == TextState("Its 3 logged walks go with it."))
  }

  @Test func deletingALoggedWalk() async {
    let store = TestStore(initialState: TrailDetail.State(trail: Shared(value: .reedBeds))) {
      TrailDetail()
    }
    await store.send(.deleteWalks(atOffsets: [2]))
    await store.send(.deleteWalks(atOffsets: [0])) {
      $0.$trail.withLock { $0.walks = [] }
    }
  }
}

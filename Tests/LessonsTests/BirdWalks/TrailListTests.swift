import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The list: the new-trail sheet, saving a tidied trail into the file-stored list, discarding,
/// and deleting rows.
@MainActor
struct TrailListTests {
  @Test func savingANewTrailAddsItToTheSharedList() async {
    let store = TestStore(initialState: TrailList.State()) {
      TrailList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addTrailButtonTapped) {
      $0.newTrail = TrailForm.State(trail: BirdTrail(id: BirdTrail.ID(UUID(0)), stops: [Stop(id: Stop.ID(UUID(1)))]))
    }
    var typed = BirdTrail(id: BirdTrail.ID(UUID(0)), name: "Canal path", stops: [Stop(id: Stop.ID(UUID(1)))])
    await store.send(\.newTrail.binding.trail, typed) {
      $0.newTrail?.trail.name = "Canal path"
    }
    await store.send(\.newTrail.addStopButtonTapped) {
      $0.newTrail?.trail.stops.append(Stop(id: Stop.ID(UUID(2))))
      $0.newTrail?.focus = .stop(Stop.ID(UUID(2)))
    }
    typed.stops.append(Stop(id: Stop.ID(UUID(2)), name: "Lock 7"))
    await store.send(\.newTrail.binding.trail, typed) {
      $0.newTrail?.trail.stops[id: Stop.ID(UUID(2))]?.name = "Lock 7"
    }
    // The first row was left blank, so the saved trail has the second alone.
    await store.send(.saveNewTrailButtonTapped) {
      $0.newTrail = nil
      $0.$trails.withLock {
        $0 = [BirdTrail(id: BirdTrail.ID(UUID(0)), name: "Canal path", stops: [Stop(id: Stop.ID(UUID(2)), name: "Lock 7")])]
      }
    }
  }

  @Test func aBlankTrailIsSavedWithATrailheadAndItsHabitatsName() async {
    let store = TestStore(initialState: TrailList.State()) {
      TrailList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addTrailButtonTapped) {
      $0.newTrail = TrailForm.State(trail: BirdTrail(id: BirdTrail.ID(UUID(0)), stops: [Stop(id: Stop.ID(UUID(1)))]))
    }
    await store.send(\.newTrail.binding.trail, BirdTrail(id: BirdTrail.ID(UUID(0)), habitat: .meadow, stops: [Stop(id: Stop.ID(UUID(1)))])) {
      $0.newTrail?.trail.habitat = .meadow
    }
    await store.send(.saveNewTrailButtonTapped) {
      $0.newTrail = nil
      $0.$trails.withLock {
        $0 = [
          BirdTrail(id: BirdTrail.ID(UUID(0)), name: "Meadow walk", habitat: .meadow, stops: [Stop(id: Stop.ID(UUID(1)), name: "Trailhead")])
        ]
      }
    }
  }

  @Test func discardingTheSheetSavesNothing() async {
    let store = TestStore(initialState: TrailList.State()) {
      TrailList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addTrailButtonTapped) {
      $0.newTrail = TrailForm.State(trail: BirdTrail(id: BirdTrail.ID(UUID(0)), stops: [Stop(id: Stop.ID(UUID(1)))]))
    }
    await store.send(.discardNewTrailButtonTapped) {
      $0.newTrail = nil
    }
    // With no sheet, there is nothing to save.
    await store.send(.saveNewTrailButtonTapped)
    #expect(store.state.trails.isEmpty)
  }

  @Test func deletingARowDeletesItFromTheFile() async {
    @Shared(.trails) var trails = [BirdTrail.reedBeds, BirdTrail.headland]
    let store = TestStore(initialState: TrailList.State()) {
      TrailList()
    }
    await store.send(.deleteTrails(atOffsets: [0])) {
      $0.$trails.withLock { $0 = [BirdTrail.headland] }
    }
    await store.send(.deleteTrails(atOffsets: [4]))
    #expect(trails == [BirdTrail.headland])
  }

  /// The list is kept in its file, not only in memory: a relaunch, fresh references over the
  /// same disk, starts with what was saved, an edit made through one element's reference
  /// included.
  @Test func theTrailsAreThereAtTheNextLaunch() {
    let disk = FileStorage.inMemory
    withDependencies {
      $0.defaultFileStorage = disk
      $0.persistentReferences = PersistentReferences()
    } operation: {
      @Shared(.trails) var trails
      $trails.withLock { $0 = [BirdTrail.reedBeds, BirdTrail.headland] }
      let headland = Shared($trails[id: BirdTrail.headland.id])!
      headland.withLock { $0.name = "Headland and spit" }
    }
    withDependencies {
      $0.defaultFileStorage = disk
      $0.persistentReferences = PersistentReferences()
    } operation: {
      @Shared(.trails) var trails
      #expect(trails.map(\.name) == ["Reed beds loop", "Headland and spit"])
      #expect(trails[id: BirdTrail.reedBeds.id] == BirdTrail.reedBeds)
    }
  }
}

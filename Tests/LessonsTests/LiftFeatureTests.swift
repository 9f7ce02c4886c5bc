import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The shared-stats lesson: a lift's cabin and its lobby desk hold one `@Shared(.fileStorage)`
/// record, saved as `lift.json` in a folder of the test's own.
@MainActor
@Suite(.serialized)
final class LiftFeatureTests {
  let folder = FileManager.default.temporaryDirectory
    .appending(component: "lift-\(UUID().uuidString)", directoryHint: .isDirectory)

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// A lift whose record lives on the real file system, in this test's folder. Each change is
  /// written at once, instead of at most once a second, so a test can read it back.
  func makeLift() -> TestStoreOf<LiftFeature> {
    TestStore(initialState: LiftFeature.State()) {
      LiftFeature()
    } withDependencies: {
      $0.dataDirectory = folder
      $0.defaultFileStorage = FileStorage.fileSystem.scheduling { _, write in write() }
      $0.persistentReferences = PersistentReferences()
    }
  }

  /// The record as `lift.json` holds it now.
  func savedRecord() throws -> Stats {
    try JSONDecoder().decode(Stats.self, from: Data(contentsOf: folder.appending(components: "Documents", "lift.json")))
  }

  @Test func aTripInTheCabinIsSeenAtTheDeskAndSaved() async throws {
    let lift = makeLift()

    await lift.send(\.cabin.upButtonTapped) {
      $0.cabin.$stats.withLock { $0.goUp() }
    }
    #expect(lift.state.lobby.stats.floor == 1)
    #expect(try savedRecord().highest == 1)

    await lift.send(\.cabin.downButtonTapped) {
      $0.lobby.$stats.withLock { $0.goDown() }
    }
    await lift.send(\.cabin.downButtonTapped) {
      $0.cabin.$stats.withLock { $0.goDown() }
    }
    #expect(try savedRecord() == lift.state.lobby.stats)
    #expect(lift.state.cabin.stats.lowest == -1)
    #expect(lift.state.cabin.stats.trips == 3)
  }

  @Test func theServiceResetStartsAFreshRecordForBothPlaces() async throws {
    let lift = makeLift()
    await lift.send(\.cabin.upButtonTapped) {
      $0.cabin.$stats.withLock { $0.goUp() }
    }

    await lift.send(\.lobby.serviceCompletedButtonTapped) {
      $0.lobby.$stats.withLock { $0 = Stats() }
    }
    #expect(lift.state.cabin.stats == Stats())
    #expect(try savedRecord() == Stats())
  }

  @Test func theScreenShowsEitherPlace() async {
    let lift = makeLift()

    await lift.send(.show(.lobby)) {
      $0.showing = .lobby
    }
    await lift.send(.show(.cabin)) {
      $0.showing = .cabin
    }
    // Showing the place already shown changes nothing.
    await lift.send(.show(.cabin))
  }

  @Test(arguments: [
    (0, "Ground floor: the lobby, the post room and the café."),
    (2, "Floor 2: offices. Visitors sign in at the lobby."),
    (-1, "Level -1: the car park. Mind the ramp."),
  ])
  func theDirectoryNamesWhatIsOnTheFloor(floor: Int, entry: String) async throws {
    let lift = makeLift()
    for _ in 0..<abs(floor) {
      await lift.send(.cabin(floor > 0 ? .upButtonTapped : .downButtonTapped)) {
        $0.cabin.$stats.withLock { floor > 0 ? $0.goUp() : $0.goDown() }
      }
    }

    await lift.send(\.cabin.directoryButtonTapped) {
      $0.cabin.directory = AlertState { TextState(entry) }
    }
    await lift.send(\.cabin.directory.dismiss) {
      $0.cabin.directory = nil
    }
  }

  /// The pitfall: the `= Stats()` in `@Shared(.liftStats) var stats = Stats()` is not where a
  /// new launch starts. It is used only while there is no file; once there is one, the lift
  /// comes back on the floor it was on.
  @Test func aNewLaunchComesBackOnTheSavedFloor() async {
    let lift = makeLift()
    await lift.send(\.cabin.downButtonTapped) {
      $0.cabin.$stats.withLock { $0.goDown() }
    }

    let relaunched = makeLift()
    #expect(relaunched.state.cabin.stats.floor == -1)
    #expect(relaunched.state.lobby.stats.trips == 1)
  }

  @Test func aRecordNamingAFloorBeyondTheBuildingIsRefused() throws {
    let json = #"{"floor": 2000000, "highest": 0, "lowest": 0, "trips": 0}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Stats.self, from: Data(json.utf8)) }
    let negativeTrips = #"{"floor": 0, "highest": 0, "lowest": 0, "trips": -4}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Stats.self, from: Data(negativeTrips.utf8)) }
  }

  @Test func theLiftStopsAtTheTopAndBottomFloors() throws {
    let top = #"{"floor": 1000000, "highest": 1000000, "lowest": -1000000, "trips": 9}"#
    var record = try JSONDecoder().decode(Stats.self, from: Data(top.utf8))
    record.goUp()
    #expect(record.floor == 1_000_000)
    #expect(record.trips == 9, "pressing up at the top floor is no trip")

    let bottom = #"{"floor": -1000000, "highest": 0, "lowest": -1000000, "trips": 9}"#
    record = try JSONDecoder().decode(Stats.self, from: Data(bottom.utf8))
    record.goDown()
    #expect(record.floor == -1_000_000)
    #expect(record.trips == 9)
  }
}

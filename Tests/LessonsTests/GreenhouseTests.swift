import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The navigate-and-load-list lesson: a row is pushed at once, its watering screen loads when
/// the sensor answers, and back writes the water poured into the row.
@MainActor
struct GreenhouseTests {
  let clock = TestClock()
  let store: TestStoreOf<Greenhouse>

  init() {
    store = TestStore(initialState: Greenhouse.State()) {
      Greenhouse()
    } withDependencies: { [clock] in
      $0.soilSensor.moisture = { plant in
        try await clock.sleep(for: .seconds(1))
        return plant == UUID(1) ? 40 : 90
      }
    }
  }

  @Test func waterPouredOnTheScreenIsWrittenBackToTheRow() async {
    await store.send(.plantTapped(UUID(1))) {
      $0.selectedPlantID = UUID(1)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.moistureRead) {
      $0.watering = Watering.State(plant: "Lemon tree", moisture: 40, litresPoured: 0)
    }
    await store.send(\.watering.pourButtonTapped) {
      $0.watering?.litresPoured = 1
      $0.watering?.moisture = 55
    }
    await store.send(.backButtonTapped) {
      $0.plants[id: UUID(1)]?.litresPoured = 1
      $0.selectedPlantID = nil
      $0.watering = nil
    }
  }

  /// Watering works on the screen's own state: it needs no parent to run.
  @Test func moistureStopsAtAHundred() async {
    let screen = TestStore(initialState: Watering.State(plant: "Fern", moisture: 90, litresPoured: 2)) {
      Watering()
    }
    await screen.send(.pourButtonTapped) {
      $0.litresPoured = 3
      $0.moisture = 100
    }
  }

  /// A second row tapped while the first is read replaces the first reading.
  @Test func anotherRowCancelsTheReadingInFlight() async {
    await store.send(.plantTapped(UUID(0))) {
      $0.selectedPlantID = UUID(0)
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.plantTapped(UUID(1))) {
      $0.selectedPlantID = UUID(1)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.moistureRead) {
      $0.watering = Watering.State(plant: "Lemon tree", moisture: 40, litresPoured: 0)
    }
    await store.send(.backButtonTapped) {
      $0.selectedPlantID = nil
      $0.watering = nil
    }
  }

  @Test func backBeforeTheReadingCancelsIt() async {
    await store.send(.plantTapped(UUID(0))) {
      $0.selectedPlantID = UUID(0)
    }
    await store.send(.backButtonTapped) {
      $0.selectedPlantID = nil
    }
    await clock.advance(by: .seconds(2))
  }

  /// A reading for a row no longer pushed, or a tap on a row that is not there, changes nothing.
  @Test func aStaleReadingOrAnUnknownRowIsIgnored() async {
    await store.send(.moistureRead(UUID(0), percent: 10))
    await store.send(.plantTapped(UUID(9)))
  }
}

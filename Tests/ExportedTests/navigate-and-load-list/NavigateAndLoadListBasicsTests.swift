import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Greenhouse.
@testable import Lessons

@MainActor
struct NavigateAndLoadListBasicsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Greenhouse.State()) {
      Greenhouse()
    } withDependencies: {
      $0.continuousClock = clock
      $0.soilSensor.moisture = { plant in
        switch plant {
        case UUID(1):
          try await clock.sleep(for: .seconds(1))
          return 45
        case UUID(2):
          try await clock.sleep(for: .seconds(1))
          return 70
        default:
          return try await Task.never()
        }
      }
    }

    await store.send(.plantTapped(UUID(1))) {
      $0.selectedPlantID = UUID(1)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.moistureRead) {
      $0.watering = Watering.State(plant: "Lemon tree", moisture: 45, litresPoured: 0)
    }
    await store.send(.watering(.pourButtonTapped)) {
      $0.watering?.moisture = 60
      $0.watering?.litresPoured = 1
    }
    await store.send(.watering(.pourButtonTapped)) {
      $0.watering?.moisture = 75
      $0.watering?.litresPoured = 2
    }
    await store.send(.backButtonTapped) {
      $0.plants[id: UUID(1)]?.litresPoured = 2
      $0.selectedPlantID = nil
      $0.watering = nil
    }
    await store.send(.plantTapped(UUID(0))) {
      $0.selectedPlantID = UUID(0)
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.plantTapped(UUID(2))) {
      $0.selectedPlantID = UUID(2)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.moistureRead) {
      $0.watering = Watering.State(plant: "Basil", moisture: 70, litresPoured: 0)
    }
    await store.send(.backButtonTapped) {
      $0.selectedPlantID = nil
      $0.watering = nil
    }
    store.dependencies.soilSensor.moisture = { _ in try await Task.never() }
    await store.send(.plantTapped(UUID(0))) {
      $0.selectedPlantID = UUID(0)
    }
    await clock.advance(by: .seconds(2))
    await store.send(.backButtonTapped) {
      $0.selectedPlantID = nil
    }
    await store.finish()
  }
}

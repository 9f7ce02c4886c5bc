import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Greenhouse.
@testable import Lessons

@MainActor
struct NavigateAndLoadListTestModeTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Greenhouse.State()) {
      Greenhouse()
    } withDependencies: {
      $0.continuousClock = clock
      $0.soilSensor.moisture = { _ in
        try await clock.sleep(for: .seconds(1))
        return 70
      }
    }

    await store.send(.plantTapped(UUID(2))) {
      $0.selectedPlantID = UUID(2)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.moistureRead) {
      $0.watering = Watering.State(plant: "Basil", moisture: 70, litresPoured: 0)
    }
    await store.send(.watering(.pourButtonTapped)) {
      $0.watering?.litresPoured = 1
      $0.watering?.moisture = 85
    }
    await store.send(.backButtonTapped) {
      $0.plants[id: UUID(2)] = Plant(id: UUID(2), name: "Basil", litresPoured: 1)
      $0.selectedPlantID = nil
      $0.watering = nil
    }
    await store.finish()
  }
}

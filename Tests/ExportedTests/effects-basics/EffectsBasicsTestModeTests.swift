import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Teapot.
@testable import Lessons

@MainActor
struct EffectsBasicsTestModeTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Teapot.State()) {
      Teapot()
    } withDependencies: {
      $0.continuousClock = clock
      $0.kettle.heat = { _ in
        try await clock.sleep(for: .seconds(2))
        return "Boiling: pour it on black tea."
      }
    }

    await store.send(.boilWaterTapped) {
      $0.isWaterHeating = true
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.waterBoiled.success, "Boiling: pour it on black tea.") {
      $0.isWaterHeating = false
      $0.isWaterHot = true
      $0.note = "Boiling: pour it on black tea."
    }
    await store.send(.teaBagDropped) {
      $0.isSteeping = true
      $0.note = nil
    }
    await clock.advance(by: .seconds(180))
    await store.receive(\.steepingTimeUp) {
      $0.isSteeping = false
      $0.note = "Steeped: lift the bag out and pour."
    }
    await store.send(.teaBagDropped) {
      $0.isSteeping = true
      $0.note = nil
    }
    await clock.advance(by: .seconds(90))
    await store.send(.teaBagLifted) {
      $0.isSteeping = false
    }
    await clock.advance(by: .seconds(300))
    await store.finish()
  }
}

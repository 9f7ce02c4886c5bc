import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Kettle.
@testable import Lessons

private struct KettleError: Error {
  var message: String
}

@MainActor
struct CancellationSwitchAndDialTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Kettle.State()) {
      Kettle()
    } withDependencies: {
      $0.continuousClock = clock
      $0.kettle.heat = { _ in
        try await clock.sleep(for: .seconds(1))
        return "60 °C: warm, but too cool for tea."
      }
    }

    await store.send(.dialTurned(60)) {
      $0.targetTemperature = 60
    }
    await store.send(.switchOnTapped) {
      $0.isHeating = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.heatingFinished.success, "60 °C: warm, but too cool for tea.") {
      $0.isHeating = false
      $0.readyMessage = "60 °C: warm, but too cool for tea."
    }
    await store.send(.dialTurned(100)) {
      $0.targetTemperature = 100
      $0.readyMessage = nil
    }
    store.dependencies.kettle.heat = { _ in
      try await clock.sleep(for: .seconds(1))
      throw KettleError(message: "The fuse tripped before the water was hot.")
    }
    await store.send(.switchOnTapped) {
      $0.isHeating = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.heatingFinished.failure) {
      $0.isHeating = false
    }
    store.dependencies.kettle.heat = { _ in try await Task.never() }
    await store.send(.switchOnTapped) {
      $0.isHeating = true
    }
    await store.send(.switchOffTapped) {
      $0.isHeating = false
    }
    await store.send(.switchOnTapped) {
      $0.isHeating = true
    }
    await store.send(.dialTurned(75)) {
      $0.targetTemperature = 75
    }
    await store.send(.switchOffTapped) {
      $0.isHeating = false
    }
    await store.finish()
  }
}

import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Kettle.
@testable import Lessons

private struct KettleError: Error {
  var message: String
}

@MainActor
struct CancellationExportTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Kettle.State()) {
      Kettle()
    } withDependencies: {
      $0.continuousClock = clock
      $0.kettle.heat = { _ in
        try await clock.sleep(for: .milliseconds(1625))
        return "85 °C: right for oolong or a pour-over."
      }
    }

    await store.send(.dialTurned(85)) {
      $0.targetTemperature = 85
    }
    await store.send(.switchOnTapped) {
      $0.isHeating = true
    }
    await clock.advance(by: .milliseconds(1625))
    await store.receive(\.heatingFinished.success, "85 °C: right for oolong or a pour-over.") {
      $0.isHeating = false
      $0.readyMessage = "85 °C: right for oolong or a pour-over."
    }
    store.dependencies.kettle.heat = { _ in
      try await clock.sleep(for: .seconds(1))
      throw KettleError(message: "The fuse tripped before the water was hot.")
    }
    await store.send(.switchOnTapped) {
      $0.isHeating = true
      $0.readyMessage = nil
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.heatingFinished.failure) {
      $0.isHeating = false
    }
    await store.finish()
  }
}

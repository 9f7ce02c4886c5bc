import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Kettle.
@testable import Lessons

private struct KettleError: Error {
  var message: String
}

@MainActor
struct CancellationModesAndErrorsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Kettle.State()) {
      Kettle()
    } withDependencies: {
      $0.continuousClock = clock
    }

    store.dependencies.kettle.heat = { celsius in
      switch celsius {
      case 52:
        try await clock.sleep(for: .seconds(4))
        return "52 °C: warm, but too cool for tea."
      case 40:
        try await clock.sleep(for: .milliseconds(2500))
        return "40 °C: warm, but too cool for tea."
      default:
        return try await Task.never()
      }
    }
    await store.send(.dialTurned(52)) {
      $0.targetTemperature = 52
    }
    await store.send(.switchOnTapped) {
      $0.isHeating = true
    }
    await clock.advance(by: .seconds(3))
    await clock.advance(by: .seconds(1))
    await store.receive(\.heatingFinished.success, "52 °C: warm, but too cool for tea.") {
      $0.isHeating = false
      $0.readyMessage = "52 °C: warm, but too cool for tea."
    }
    await store.send(.heatingFinished(.success("typed by hand"))) {
      $0.readyMessage = "typed by hand"
    }
    await store.send(.heatingFinished(.failure(KettleError(message: "no water"))))
    await store.send(.dialTurned(-3)) {
      $0.targetTemperature = 40
      $0.readyMessage = nil
    }
    await store.send(.switchOnTapped) {
      $0.isHeating = true
    }
    store.dependencies.kettle.heat = { _ in try await Task.never() }
    await clock.advance(by: .milliseconds(2500))
    await store.receive(\.heatingFinished.success, "40 °C: warm, but too cool for tea.") {
      $0.isHeating = false
      $0.readyMessage = "40 °C: warm, but too cool for tea."
    }
    await store.send(.switchOnTapped) {
      $0.isHeating = true
      $0.readyMessage = nil
    }
    // The session ended with effects still running, a timer say, and sent no action that
    // stops them; this stops tracking them without cancelling them, as in TCA.
    await store.skipInFlightEffects()
  }
}

import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Kettle.
@testable import Lessons

@MainActor
struct CancellationHistoryAndTimelineTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Kettle.State()) {
      Kettle()
    } withDependencies: {
      $0.continuousClock = clock
      $0.kettle.heat = { celsius in
        switch celsius {
        case 80:
          try await clock.sleep(for: .milliseconds(1500))
          return "80 °C: right for green tea."
        default:
          return try await Task.never()
        }
      }
    }

    await store.send(.switchOnTapped) {
      $0.isHeating = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.switchOffTapped) {
      $0.isHeating = false
    }
    await store.send(.switchOnTapped) {
      $0.isHeating = true
    }
    await clock.advance(by: .seconds(1))
    await store.send(.dialTurned(80)) {
      $0.targetTemperature = 80
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.heatingFinished.success, "80 °C: right for green tea.") {
      $0.isHeating = false
      $0.readyMessage = "80 °C: right for green tea."
    }
    store.dependencies.kettle.heat = { _ in try await Task.never() }
    await store.send(.switchOnTapped) {
      $0.isHeating = true
      $0.readyMessage = nil
    }
    await clock.advance(by: .seconds(5))
    // The session ended with effects still running, a timer say, and sent no action that
    // stops them; this stops tracking them without cancelling them, as in TCA.
    await store.skipInFlightEffects()
  }
}

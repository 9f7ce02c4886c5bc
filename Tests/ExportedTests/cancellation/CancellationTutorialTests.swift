import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Kettle.
@testable import Lessons

private struct KettleError: Error {
  var message: String
}

@MainActor
struct CancellationTutorialTests {
  @Test func session1() async {
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
        case 70:
          try await clock.sleep(for: .milliseconds(1250))
          return "70 °C: right for green tea."
        default:
          return try await Task.never()
        }
      }
    }

    await store.send(.dialTurned(80)) {
      $0.targetTemperature = 80
    }
    await store.send(.switchOnTapped) {
      $0.isHeating = true
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.heatingFinished.success, "80 °C: right for green tea.") {
      $0.isHeating = false
      $0.readyMessage = "80 °C: right for green tea."
    }
    await store.send(.switchOnTapped) {
      $0.isHeating = true
      $0.readyMessage = nil
    }
    await store.send(.switchOffTapped) {
      $0.isHeating = false
    }
    await clock.advance(by: .seconds(2))
    await store.send(.switchOnTapped) {
      $0.isHeating = true
    }
    await store.send(.dialTurned(70)) {
      $0.targetTemperature = 70
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.heatingFinished.success, "70 °C: right for green tea.") {
      $0.isHeating = false
      $0.readyMessage = "70 °C: right for green tea."
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
    store.dependencies.kettle.heat = { _ in try await Task.never() }
    await store.send(.switchOnTapped) {
      $0.isHeating = true
    }
    await store.send(.switchOffTapped) {
      $0.isHeating = false
    }
    await store.finish()
  }

  @Test func session2() async {
    let clock = TestClock()

    let store = TestStore(initialState: Kettle.State()) {
      Kettle()
    } withDependencies: {
      $0.continuousClock = clock
      $0.kettle.heat = { _ in
        try await clock.sleep(for: .seconds(2))
        return "Boiling: pour it on black tea."
      }
    }

    await store.send(.switchOnTapped) {
      $0.isHeating = true
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.heatingFinished.success) {
      $0.isHeating = false
      $0.readyMessage = "Boiling: pour it on black tea."
    }
    await withKnownIssue {
      await store.send(.switchOnTapped) {
        $0.isHeating = true
      }
    }
    await store.send(.switchOffTapped) {
      $0.isHeating = false
    }
    await store.finish()
  }
}

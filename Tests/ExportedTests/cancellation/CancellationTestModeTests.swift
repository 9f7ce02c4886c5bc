import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Kettle.
@testable import Lessons

private struct KettleError: Error {
  var message: String
}

@MainActor
struct CancellationTestModeTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Kettle.State()) {
      Kettle()
    } withDependencies: {
      $0.continuousClock = clock
      $0.kettle.heat = { _ in
        try await clock.sleep(for: .milliseconds(1750))
        return "90 °C: right for oolong or a pour-over."
      }
    }

    await store.send(.dialTurned(90)) {
      $0.targetTemperature = 90
    }
    await store.send(.switchOnTapped) {
      $0.isHeating = true
    }
    await clock.advance(by: .milliseconds(1750))
    await withKnownIssue {
      await store.receive(\.heatingFinished.success, "70 °C: right for green tea.")
    }
    await withKnownIssue {
      await store.send(.switchOnTapped) {
        $0.isHeating = true
      }
    }
    await clock.advance(by: .milliseconds(1750))
    await store.receive(\.heatingFinished.success) {
      $0.isHeating = false
      $0.readyMessage = "90 °C: right for oolong or a pour-over."
    }
    await store.send(.switchOnTapped) {
      $0.isHeating = true
      $0.readyMessage = nil
    }
    await store.send(.switchOffTapped) {
      $0.isHeating = false
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
    await store.finish()
  }
}

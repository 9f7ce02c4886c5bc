import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Lighthouse.
@testable import Lessons

@MainActor
struct AnimationsBasicsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Lighthouse.State()) {
      Lighthouse()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.shipSpotted(CGPoint(x: 120.0, y: -35.0))) {
      $0.beamTarget = CGPoint(x: 120.0, y: -35.0)
    }
    await store.send(.beamWidthToggled(true)) {
      $0.isBeamWide = true
    }
    await store.send(.signalButtonTapped)
    await store.receive(\.lampColorChanged, Color.red) {
      $0.lampColor = Color.red
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.lampColorChanged, Color.white) {
      $0.lampColor = Color.white
    }
    await store.send(.signalButtonTapped)
    await store.receive(\.lampColorChanged, Color.red) {
      $0.lampColor = Color.red
    }
    await clock.advance(by: .seconds(5))
    await store.receive(\.lampColorChanged, Color.white) {
      $0.lampColor = Color.white
    }
    await store.receive(\.lampColorChanged, Color.red) {
      $0.lampColor = Color.red
    }
    await store.receive(\.lampColorChanged, Color.green) {
      $0.lampColor = Color.green
    }
    await store.receive(\.lampColorChanged, Color.white) {
      $0.lampColor = Color.white
    }
    await store.send(.signalButtonTapped)
    await store.receive(\.lampColorChanged, Color.red) {
      $0.lampColor = Color.red
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.lampColorChanged, Color.white) {
      $0.lampColor = Color.white
    }
    await store.receive(\.lampColorChanged, Color.red) {
      $0.lampColor = Color.red
    }
    await store.send(.stopButtonTapped) {
      $0.lampColor = Color.white
    }
    await store.finish()
  }
}

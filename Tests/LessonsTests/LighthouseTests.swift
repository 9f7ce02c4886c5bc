import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The animations lesson: the signal sends a colour a second with an animation, a second tap
/// starts it over, stop cancels it, and the controls write what the view draws.
@MainActor
struct LighthouseTests {
  @Test func theSignalShowsAColourASecondAndRestsOnWhite() async {
    let clock = TestClock()
    let store = TestStore(initialState: Lighthouse.State()) {
      Lighthouse()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.signalButtonTapped)
    await store.receive(\.lampColorChanged, .red) {
      $0.lampColor = .red
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.lampColorChanged, .white) {
      $0.lampColor = .white
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.lampColorChanged, .red) {
      $0.lampColor = .red
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.lampColorChanged, .green) {
      $0.lampColor = .green
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.lampColorChanged, .white) {
      $0.lampColor = .white
    }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  /// The pitfall `cancelInFlight` avoids: a second tap mid-signal starts it over, rather than
  /// running a second signal beside the first.
  @Test func aSecondTapStartsTheSignalOver() async {
    let clock = TestClock()
    let store = TestStore(initialState: Lighthouse.State()) {
      Lighthouse()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.signalButtonTapped)
    await store.receive(\.lampColorChanged, .red) {
      $0.lampColor = .red
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.lampColorChanged, .white) {
      $0.lampColor = .white
    }
    await store.send(.signalButtonTapped)
    await store.receive(\.lampColorChanged, .red) {
      $0.lampColor = .red
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.stopButtonTapped) {
      $0.lampColor = .white
    }
    // A bounded advance, not clock.run(): after a cancel, run() can spin on the main serial
    // executor for as long as its real-time timeout takes to be scheduled, starving every
    // other test. Anything the cancelled effect still sent would fail the store at the end.
    await clock.advance(by: .seconds(60))
  }

  @Test func theBeamPointsAndWidens() async {
    let store = TestStore(initialState: Lighthouse.State()) {
      Lighthouse()
    }

    await store.send(.shipSpotted(CGPoint(x: 120, y: -35))) {
      $0.beamTarget = CGPoint(x: 120, y: -35)
    }
    await store.send(.beamWidthToggled(true)) {
      $0.isBeamWide = true
    }
    await store.send(.lampColorChanged(.yellow)) {
      $0.lampColor = .yellow
    }
  }
}

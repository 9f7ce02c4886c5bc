import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Stargazing.
@testable import Lessons

@MainActor
struct SheetPresentAndLoadBasicsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Stargazing.State()) {
      Stargazing()
    } withDependencies: {
      $0.continuousClock = clock
      $0.observatory.cloudCover = { _ in
        try await clock.sleep(for: .seconds(2))
        return 49
      }
    }

    await store.send(.tonightButtonTapped) {
      $0.report = SkyReport.State(site: "Kielder", cloudCover: nil)
    }
    await store.send(.report(.presented(.appeared)))
    await clock.advance(by: .seconds(2))
    await store.receive(\.report.presented.cloudCoverMeasured) {
      $0.report?.cloudCover = 49
    }
    await store.send(.report(.presented(.closeButtonTapped)))
    await store.receive(\.report.dismiss) {
      $0.report = nil
    }
    await store.send(.tonightButtonTapped) {
      $0.report = SkyReport.State(site: "Kielder", cloudCover: nil)
    }
    await store.send(.report(.presented(.appeared)))
    await clock.advance(by: .seconds(1))
    await store.send(.report(.dismiss)) {
      $0.report = nil
    }
    await store.finish()
  }
}

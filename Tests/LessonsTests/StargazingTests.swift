import ComposableArchitecture
import Testing

@testable import Lessons

/// The sheet-present-and-load lesson: the report is presented at once, measures its own cloud
/// cover, and closing it cancels a measurement under way.
@MainActor
struct StargazingTests {
  let clock = TestClock()
  let store: TestStoreOf<Stargazing>

  init() {
    store = TestStore(initialState: Stargazing.State()) {
      Stargazing()
    } withDependencies: { [clock] in
      $0.observatory.cloudCover = { site in
        try await clock.sleep(for: .seconds(2))
        return site == "Kielder" ? 35 : 0
      }
    }
  }

  @Test func theReportIsPresentedAtOnceAndMeasuresItself() async {
    await store.send(.tonightButtonTapped) {
      $0.report = SkyReport.State(site: "Kielder")
    }
    await store.send(\.report.appeared)
    await clock.advance(by: .seconds(2))
    await store.receive(\.report.cloudCoverMeasured) {
      $0.report?.cloudCover = 35
    }
    await store.send(\.report.closeButtonTapped)
    await store.receive(\.report.dismiss) {
      $0.report = nil
    }
  }

  /// Closing the sheet mid-measurement cancels the report's effect: nothing arrives later.
  @Test func closingTheSheetCancelsItsMeasurement() async {
    await store.send(.tonightButtonTapped) {
      $0.report = SkyReport.State(site: "Kielder")
    }
    await store.send(\.report.appeared)
    await clock.advance(by: .seconds(1))
    await store.send(.report(.dismiss)) {
      $0.report = nil
    }
    // A bounded advance, not clock.run(): after a cancel, run() can spin on the main serial
    // executor for as long as its real-time timeout takes to be scheduled, starving every
    // other test. Anything the cancelled effect still sent would fail the store at the end.
    await clock.advance(by: .seconds(60))
  }
}

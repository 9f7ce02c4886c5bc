import ComposableArchitecture
import Testing

@testable import Lessons

/// The present-and-load case study with `TestStore`: the sheet opens at once, its counter
/// loads a second later and counts, and closing the sheet clears it or cancels the load.
@MainActor
struct PresentAndLoadTests {
  let clock = TestClock()
  let store: TestStoreOf<PresentAndLoad>

  init() {
    store = TestStore(initialState: PresentAndLoad.State()) {
      PresentAndLoad()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func presentsAtOnceAndLoadsASecondLater() async {
    await store.send(.setSheet(isPresented: true)) {
      $0.isSheetPresented = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.setSheetIsPresentedDelayCompleted) {
      $0.optionalCounter = Counter.State()
    }
    await store.send(\.optionalCounter.decrementButtonTapped) {
      $0.optionalCounter?.count = -1
    }
    await store.send(.setSheet(isPresented: false)) {
      $0.isSheetPresented = false
      $0.optionalCounter = nil
    }
  }

  @Test func closingBeforeTheLoadCancelsIt() async {
    await store.send(.setSheet(isPresented: true)) {
      $0.isSheetPresented = true
    }
    await store.send(.setSheet(isPresented: false)) {
      $0.isSheetPresented = false
    }
    await clock.advance(by: .seconds(1))
  }
}

import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines PresentAndLoad.
@testable import Lessons

@MainActor
struct SheetPresentAndLoadTestModeTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: PresentAndLoad.State()) {
      PresentAndLoad()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.setSheet(isPresented: true)) {
      $0.isSheetPresented = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.setSheetIsPresentedDelayCompleted) {
      $0.optionalCounter = Counter.State(count: 0)
    }
    await store.send(.optionalCounter(.incrementButtonTapped)) {
      $0.optionalCounter?.count = 1
    }
    await store.send(.setSheet(isPresented: false)) {
      $0.optionalCounter = nil
      $0.isSheetPresented = false
    }
    await store.finish()
  }
}

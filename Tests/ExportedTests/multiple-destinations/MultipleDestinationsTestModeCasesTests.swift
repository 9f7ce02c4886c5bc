import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines BookPage.
@testable import Lessons

@MainActor
struct MultipleDestinationsTestModeCasesTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: BookPage.State()) {
      BookPage()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.borrowButtonTapped) {
      $0.destination = .borrowForm(BorrowForm.State(weeks: 2))
    }
    await store.send(.destination(.presented(.borrowForm(.moreWeeksButtonTapped)))) {
      $0.destination?.modify(\.borrowForm) { $0.weeks = 3 }
    }
    await store.send(.destination(.presented(.borrowForm(.moreWeeksButtonTapped)))) {
      $0.destination?.modify(\.borrowForm) { $0.weeks += 1 }
    }
    await withKnownIssue {
      await store.send(.destination(.presented(.borrowForm(.moreWeeksButtonTapped)))) {
        $0.destination?.modify(\.borrowForm) { $0.weeks = 5 }
      }
    }
    await store.finish()
  }
}

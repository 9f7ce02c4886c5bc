import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines BookPage.
@testable import Lessons

@MainActor
struct MultipleDestinationsTestModeTests {
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
      $0.destination = .borrowForm(BorrowForm.State(weeks: 3))
    }
    await store.send(.destination(.presented(.borrowForm(.confirmButtonTapped))))
    await store.receive(\.destination.presented.borrowForm.delegate) {
      $0.loanWeeks = 3
      $0.destination = nil
    }
    await withKnownIssue {
      await store.send(.moreButtonTapped)
    }
    await store.send(.destination(.presented(.more(.borrow)))) {
      $0.destination = .borrowForm(BorrowForm.State(weeks: 2))
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
    await store.send(.returnButtonTapped) {
      $0.destination = .alert(AlertState { TextState("Hand the almanac back?") } actions: { ButtonState(role: .cancel) { TextState("Keep reading") }; ButtonState(role: .destructive, action: .confirmReturn) { TextState("Return it") } } message: { TextState("It goes back on the shelf for the next reader.") })
    }
    await store.send(.destination(.presented(.alert(.confirmReturn)))) {
      $0.destination = nil
      $0.loanWeeks = nil
    }
    await store.send(.readExcerptButtonTapped) {
      $0.destination = .excerpt(Excerpt.State(pagesRead: ["Chapter one. Every lamp on Quay Street was lit by hand, and Ada knew each one by its squeak."]))
    }
    await store.send(.destination(.presented(.excerpt(.doneReadingButtonTapped))))
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
    await store.send(.task)
    await clock.advance(by: .seconds(600))
    await store.receive(\.closingTimeReached) {
      $0.destination = .alert(AlertState { TextState("The reading room is closing.") } message: { TextState("Please finish up; the doors lock in five minutes.") })
    }
    await store.finish()
  }
}

import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines BookPage.
@testable import Lessons

@MainActor
struct MultipleDestinationsTutorialTests {
  @Test func session1() async {
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
      $0.destination = nil
      $0.loanWeeks = 3
    }
    await store.send(.readExcerptButtonTapped) {
      $0.destination = .excerpt(Excerpt.State(pagesRead: ["Chapter one. Every lamp on Quay Street was lit by hand, and Ada knew each one by its squeak."]))
    }
    await store.send(.destination(.presented(.excerpt(.nextPageButtonTapped)))) {
      $0.destination = .excerpt(Excerpt.State(pagesRead: ["Chapter one. Every lamp on Quay Street was lit by hand, and Ada knew each one by its squeak.", "The tallest lamp leaned over the water, and on foggy nights it was the only star the boats had."]))
    }
    await store.send(.destination(.presented(.excerpt(.doneReadingButtonTapped))))
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
    await store.send(.moreButtonTapped) {
      $0.destination = .more(ConfirmationDialogState { TextState("The Lamplighter\'s Almanac") } actions: { ButtonState(role: .cancel) { TextState("Never mind") }; ButtonState(action: .readExcerpt) { TextState("Read a few pages") }; ButtonState(action: .borrow) { TextState("Borrow it") } })
    }
    await store.send(.destination(.presented(.more(.readExcerpt)))) {
      $0.destination = .excerpt(Excerpt.State(pagesRead: ["Chapter one. Every lamp on Quay Street was lit by hand, and Ada knew each one by its squeak."]))
    }
    await store.send(.returnButtonTapped) {
      $0.destination = .alert(AlertState { TextState("Hand the almanac back?") } actions: { ButtonState(role: .cancel) { TextState("Keep reading") }; ButtonState(role: .destructive, action: .confirmReturn) { TextState("Return it") } } message: { TextState("It goes back on the shelf for the next reader.") })
    }
    await store.send(.destination(.presented(.alert(.confirmReturn)))) {
      $0.destination = nil
      $0.loanWeeks = nil
    }
    await store.send(.task)
    await store.send(.borrowButtonTapped) {
      $0.destination = .borrowForm(BorrowForm.State(weeks: 2))
    }
    await store.send(.destination(.presented(.borrowForm(.moreWeeksButtonTapped)))) {
      $0.destination = .borrowForm(BorrowForm.State(weeks: 3))
    }
    await clock.advance(by: .seconds(600))
    await store.receive(\.closingTimeReached) {
      $0.destination = .alert(AlertState { TextState("The reading room is closing.") } message: { TextState("Please finish up; the doors lock in five minutes.") })
    }
    await store.finish()
  }

  @Test func session2() async {
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
    await store.send(.destination(.presented(.borrowForm(.cancelButtonTapped))))
    await withKnownIssue {
      await store.receive(\.destination.dismiss)
    }
    await store.finish()
  }
}

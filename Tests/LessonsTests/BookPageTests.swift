import ComposableArchitecture
import Testing

@testable import Lessons

/// The library book's page with `TestStore`: each button presents its destination in the one
/// `@Presents` enum, the presented features run and dismiss themselves or are closed by the
/// page, the dialog's and the alert's buttons are answered, and closing time replaces whatever
/// is shown.
@MainActor
struct BookPageTests {
  let clock = TestClock()
  let store: TestStoreOf<BookPage>

  init() {
    store = TestStore(initialState: BookPage.State()) {
      BookPage()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func borrowingForThreeWeeksRecordsTheLoanAndClosesTheSheet() async {
    await store.send(.borrowButtonTapped) {
      $0.destination = .borrowForm(BorrowForm.State())
    }
    await store.send(\.destination.borrowForm.moreWeeksButtonTapped) {
      $0.destination = .borrowForm(BorrowForm.State(weeks: 3))
    }
    await store.send(\.destination.borrowForm.confirmButtonTapped)
    await store.receive(\.destination.borrowForm.delegate) {
      $0.loanWeeks = 3
      $0.destination = nil
    }
  }

  @Test func theLoanStaysBetweenOneAndFourWeeks() async {
    await store.send(.borrowButtonTapped) {
      $0.destination = .borrowForm(BorrowForm.State())
    }
    await store.send(\.destination.borrowForm.fewerWeeksButtonTapped) {
      $0.destination = .borrowForm(BorrowForm.State(weeks: 1))
    }
    // At the shortest loan, minus changes nothing: a send with no closure asserts no change.
    await store.send(\.destination.borrowForm.fewerWeeksButtonTapped)
    for weeks in [2, 3, 4] {
      await store.send(\.destination.borrowForm.moreWeeksButtonTapped) {
        $0.destination = .borrowForm(BorrowForm.State(weeks: weeks))
      }
    }
    await store.send(\.destination.borrowForm.moreWeeksButtonTapped)
  }

  @Test func cancelDismissesTheSheetFromInsideAndBorrowsNothing() async {
    await store.send(.borrowButtonTapped) {
      $0.destination = .borrowForm(BorrowForm.State())
    }
    await store.send(\.destination.borrowForm.cancelButtonTapped)
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
    #expect(store.state.loanWeeks == nil)
  }

  @Test func theExcerptTurnsPagesUpToItsLastAndIsLeftWithDone() async {
    await store.send(.readExcerptButtonTapped) {
      $0.destination = .excerpt(Excerpt.State())
    }
    await store.send(\.destination.excerpt.nextPageButtonTapped) {
      $0.destination = .excerpt(Excerpt.State(pagesRead: Array(Excerpt.pages.prefix(2))))
    }
    await store.send(\.destination.excerpt.nextPageButtonTapped) {
      $0.destination = .excerpt(Excerpt.State(pagesRead: Excerpt.pages))
    }
    await store.send(\.destination.excerpt.nextPageButtonTapped)
    await store.send(\.destination.excerpt.doneReadingButtonTapped)
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test func theMoreDialogsButtonsPresentTheirScreen() async {
    await store.send(.moreButtonTapped) {
      $0.destination = .more(.bookOptions)
    }
    await store.send(\.destination.more.readExcerpt) {
      $0.destination = .excerpt(Excerpt.State())
    }
    await store.send(.moreButtonTapped) {
      $0.destination = .more(.bookOptions)
    }
    await store.send(\.destination.more.borrow) {
      $0.destination = .borrowForm(BorrowForm.State())
    }
  }

  @Test func dismissingTheDialogChoosesNothing() async {
    await store.send(.moreButtonTapped) {
      $0.destination = .more(.bookOptions)
    }
    await store.send(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test func returningAsksFirstAndOnlyTheConfirmationReturns() async {
    let store = TestStore(initialState: BookPage.State(loanWeeks: 2)) { BookPage() }
    await store.send(.returnButtonTapped) {
      $0.destination = .alert(.confirmReturn)
    }
    await store.send(\.destination.dismiss) {
      $0.destination = nil
    }
    await store.send(.returnButtonTapped) {
      $0.destination = .alert(.confirmReturn)
    }
    await store.send(\.destination.alert.confirmReturn) {
      $0.destination = nil
      $0.loanWeeks = nil
    }
  }

  /// The pitfall: presenting replaces what is shown. Closing time throws away the borrow form
  /// and the weeks chosen in it.
  @Test func closingTimeReplacesTheHalfFilledBorrowForm() async {
    let task = await store.send(.task)
    await store.send(.borrowButtonTapped) {
      $0.destination = .borrowForm(BorrowForm.State())
    }
    await store.send(\.destination.borrowForm.moreWeeksButtonTapped) {
      $0.destination = .borrowForm(BorrowForm.State(weeks: 3))
    }
    await clock.advance(by: .seconds(599))
    await clock.advance(by: .seconds(1))
    await store.receive(\.closingTimeReached) {
      $0.destination = .alert(.closingSoon)
    }
    await task.finish()
    #expect(store.state.loanWeeks == nil)
  }

  @Test func leavingThePageBeforeClosingTimeCancelsTheCountdown() async {
    let task = await store.send(.task)
    await clock.advance(by: .seconds(300))
    await task.cancel()
    await clock.advance(by: .seconds(600))
  }
}

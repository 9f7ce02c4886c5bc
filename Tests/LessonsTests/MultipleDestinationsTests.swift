import ComposableArchitecture
import Testing

@testable import Lessons

/// The multiple-destinations case study with `TestStore`: each button presents its counter in
/// the one destination, the presented counter runs under `ifLet`, dismissing clears it, and the
/// alert and the dialog are destinations whose buttons the parent answers.
@MainActor
struct MultipleDestinationsTests {
  let store = TestStore(initialState: MultipleDestinations.State()) {
    MultipleDestinations()
  }

  @Test func eachButtonPresentsItsCounter() async {
    await store.send(.showDrillDown) {
      $0.destination = .drillDown(Counter.State())
    }
    await store.send(.showPopover) {
      $0.destination = .popover(Counter.State())
    }
    await store.send(.showSheet) {
      $0.destination = .sheet(Counter.State())
    }
  }

  @Test func thePresentedCounterCountsAndIsDismissed() async {
    await store.send(.showSheet) {
      $0.destination = .sheet(Counter.State())
    }
    await store.send(\.destination.sheet.incrementButtonTapped) {
      $0.destination?.modify(\.sheet) { $0.count = 1 }
    }
    await store.send(\.destination.sheet.decrementButtonTapped) {
      $0.destination?.modify(\.sheet) { $0.count = 0 }
    }
    await store.send(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  /// Presenting one destination replaces another: the popover's count is not kept.
  @Test func aNewDestinationReplacesTheShownOne() async {
    await store.send(.showPopover) {
      $0.destination = .popover(Counter.State())
    }
    await store.send(\.destination.popover.incrementButtonTapped) {
      $0.destination = .popover(Counter.State(count: 1))
    }
    await store.send(.showDrillDown) {
      $0.destination = .drillDown(Counter.State())
    }
  }

  @Test func aCounterActionAfterDismissalIsAnIssue() async {
    await store.send(.showSheet) {
      $0.destination = .sheet(Counter.State())
    }
    await store.send(\.destination.dismiss) {
      $0.destination = nil
    }
    let messages = LockIsolated<[String]>([])
    await withKnownIssue {
      await store.send(\.destination.sheet.incrementButtonTapped)
    } matching: { issue in
      messages.withValue { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }
    #expect(
      messages.value.map { $0.replacing(#/\.swift:\d+"/#, with: ".swift:LINE\"") } == [
        """
        An "ifLet" at "Lessons/MultipleDestinations.swift:LINE" received a presentation action \
        when destination state was absent.

          Action:
            MultipleDestinations.Action.destination(.presented(.sheet(.incrementButtonTapped)))

        Nothing was presented when this action arrived, so the destination's reducer could not \
        run it. Three things lead here. A reducer composed before this one set the destination \
        state to nil while handling the same action: put the child's reducer first. An effect \
        the destination started kept running after it went away and sent this: cancel that \
        effect when the destination goes. Or the action was sent from outside while the \
        destination was gone: only send it while the destination is there.
        """
      ]
    )
  }

  @Test func theAlertsButtonShowsTheSheetAndTheAlertGoesAway() async {
    await store.send(.showAlert) {
      $0.destination = .alert(.offerSheet)
    }
    await store.send(\.destination.alert.showSheetButtonTapped) {
      $0.destination = .sheet(Counter.State())
    }
  }

  @Test func cancellingTheAlertDismissesIt() async {
    await store.send(.showAlert) {
      $0.destination = .alert(.offerSheet)
    }
    await store.send(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test(arguments: [
    (MultipleDestinations.Action.ConfirmationDialog.drillDownButtonTapped, MultipleDestinations.Destination.State.drillDown(Counter.State())),
    (.popoverButtonTapped, .popover(Counter.State())),
    (.sheetButtonTapped, .sheet(Counter.State())),
  ])
  func theDialogPicksTheDestination(
    button: MultipleDestinations.Action.ConfirmationDialog, destination: MultipleDestinations.Destination.State
  ) async {
    await store.send(.showConfirmationDialog) {
      $0.destination = .confirmationDialog(.pickDestination)
    }
    await store.send(.destination(.presented(.confirmationDialog(button)))) {
      $0.destination = destination
    }
  }
}

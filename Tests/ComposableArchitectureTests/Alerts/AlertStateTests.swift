import ComposableArchitecture
import Testing

private enum AlertAction: Equatable {
  case confirmDeletion
}

@Suite struct AlertStateTests {
  @Test func aTitleOnlyAlertDumpsItsTitle() {
    let count = 7
    let alert = AlertState<AlertAction> {
      TextState("Delete \(count) photos?")
    }
    #expect(String(customDumping: alert) == #"AlertState(title: "Delete 7 photos?")"#)
  }

  @Test func buttonsAndMessageDumpAsSwiftNavigationDoes() {
    let alert = AlertState<AlertAction> {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) {
        TextState("Delete")
      }
      ButtonState(role: .cancel) {
        TextState("Cancel")
      }
    } message: {
      TextState("This cannot be undone.")
    }
    #expect(
      String(customDumping: alert) == """
        AlertState(
          title: "Delete?",
          actions: [
            [0]: ButtonState(
              role: .destructive,
              action: .send(
                .confirmDeletion
              ),
              label: "Delete"
            ),
            [1]: ButtonState(
              role: .cancel,
              action: .send(nil),
              label: "Cancel"
            )
          ],
          message: "This cannot be undone."
        )
        """
    )
  }

  @Test func alertsCompareByContent() {
    let one = AlertState<AlertAction> { TextState("Welcome to the crew!") }
    #expect(one == AlertState { TextState("Welcome to the crew!") })
    #expect(one != AlertState { TextState("Pick one topic or more first.") })
    #expect(TextState("a") + TextState("b") == "ab")
  }

  @Test func buttonsBuildFromConditionsAndLoops() {
    let includeCancel = false
    let alert = AlertState<AlertAction> {
      TextState("Pick")
    } actions: {
      for label in ["One", "Two"] {
        ButtonState(action: .confirmDeletion) { TextState(label) }
      }
      if includeCancel {
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    #expect(alert.buttons.map(\.label) == ["One", "Two"])
    #expect(alert.buttons.map(\.action.action) == [.confirmDeletion, .confirmDeletion])
  }

  @Test func mapTransformsButtonActions() {
    let alert = AlertState<AlertAction> {
      TextState("Delete?")
    } actions: {
      ButtonState(action: .confirmDeletion) { TextState("Delete") }
    }
    let mapped = alert.map { $0.map { "\($0)" } }
    #expect(mapped.buttons.first?.action.action == "confirmDeletion")
    #expect(mapped.title == alert.title)
  }
}

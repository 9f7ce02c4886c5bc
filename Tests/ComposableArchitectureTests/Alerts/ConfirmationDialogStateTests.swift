import ComposableArchitecture
import Testing

/// A feature that asks before deleting, with a confirmation dialog presented like an alert.
@Reducer
struct DeleteConfirmation {
  @ObservableState
  struct State: Equatable {
    @Presents var confirmationDialog: ConfirmationDialogState<Action.Dialog>?
    var isDeleted = false
  }

  enum Action: Equatable {
    case confirmationDialog(PresentationAction<Dialog>)
    case deleteButtonTapped

    enum Dialog: Equatable {
      case delete
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .confirmationDialog(.presented(.delete)):
        state.isDeleted = true
        return .none
      case .confirmationDialog:
        return .none
      case .deleteButtonTapped:
        state.confirmationDialog = .deleteItem
        return .none
      }
    }
    .ifLet(\.$confirmationDialog, action: \.confirmationDialog)
  }
}

extension ConfirmationDialogState where Action == DeleteConfirmation.Action.Dialog {
  static var deleteItem: Self {
    Self(titleVisibility: .visible) {
      TextState("Delete this item?")
    } actions: {
      ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }
  }
}

@MainActor
@Suite struct ConfirmationDialogStateTests {
  @Test func aDialogDumpsAsSwiftNavigationDoes() {
    #expect(
      String(customDumping: ConfirmationDialogState<DeleteConfirmation.Action.Dialog>.deleteItem) == """
        ConfirmationDialogState(
          titleVisibility: .visible,
          title: "Delete this item?",
          actions: [
            [0]: ButtonState(
              role: .destructive,
              action: .send(
                .delete
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

  @Test func anAutomaticTitleVisibilityIsLeftOutOfTheDump() {
    let dialog = ConfirmationDialogState<Never> { TextState("Share") }
    #expect(dialog.titleVisibility == .automatic)
    #expect(String(customDumping: dialog) == #"ConfirmationDialogState(title: "Share")"#)
  }

  @Test func mapKeepsTheTitleVisibility() {
    let mapped = ConfirmationDialogState<DeleteConfirmation.Action.Dialog>.deleteItem.map { $0.map { "\($0)" } }
    #expect(mapped.titleVisibility == .visible)
    #expect(mapped.buttons.map(\.action.action) == ["delete", nil])
  }

  @Test func aHostPresentsItAsAConfirmationDialog() {
    let dialog: any _PresentableAlert = ConfirmationDialogState<DeleteConfirmation.Action.Dialog>.deleteItem
    #expect(dialog._kind == "confirmation dialog")
    #expect(dialog._title == "Delete this item?")
    #expect(dialog._message == "This cannot be undone.")
    #expect(dialog._buttonLabels == ["Delete", "Cancel"])
    #expect((AlertState<Never> { TextState("Done") } as any _PresentableAlert)._kind == "alert")
  }

  @Test func itIsPresentedAndDismissedLikeAnAlert() {
    let store = Store(initialState: DeleteConfirmation.State()) { DeleteConfirmation() }
    store.send(.deleteButtonTapped)
    #expect(store.state.confirmationDialog == .deleteItem)

    store.send(.confirmationDialog(.presented(.delete)))
    #expect(store.state.isDeleted)
    #expect(store.state.confirmationDialog == nil, "ifLet dismisses it after any of its buttons")
  }
}

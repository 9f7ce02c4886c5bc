import ComposableArchitecture

@testable import PlaygroundSession

/// A list of chores for the runtime API beyond the lessons: rows in an `IdentifiedArray`, a
/// confirmation dialog, and a named effect.
@Reducer
struct Chores {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Chore.State> = [Chore.State(id: 1, title: "Dishes")]
    @Presents var confirmationDialog: ConfirmationDialogState<Action.Dialog>?
    var polls = 0
  }

  enum Action {
    case rows(IdentifiedActionOf<Chore>)
    case confirmationDialog(PresentationAction<Dialog>)
    case clearButtonTapped
    case startPolling
    case polled

    enum Dialog: Equatable {
      case clear
    }
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .clearButtonTapped:
        state.confirmationDialog = ConfirmationDialogState(titleVisibility: .visible) {
          TextState("Clear every chore?")
        } actions: {
          ButtonState(role: .destructive, action: .clear) { TextState("Clear") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
        return .none
      case .confirmationDialog(.presented(.clear)):
        state.rows.removeAll()
        return .none
      case .startPolling:
        return .run(name: "Poll chores") { [clock] send in
          for await _ in clock.timer(interval: .seconds(5)) { await send(.polled) }
        }
      case .polled:
        state.polls += 1
        return .none
      case .rows, .confirmationDialog:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { Chore() }
    .ifLet(\.$confirmationDialog, action: \.confirmationDialog)
  }
}

@Reducer
struct Chore {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title: String
    var isDone = false
  }

  enum Action {
    case toggle
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.isDone.toggle()
      return .none
    }
  }
}

extension Lesson {
  /// The chores list as a lesson, for session tests.
  static let chores = Lesson(
    id: "chores",
    title: "Chores",
    summary: "an identified list, a confirmation dialog and a named effect",
    initialState: { Chores.State() },
    reducer: { Chores() }
  )
}

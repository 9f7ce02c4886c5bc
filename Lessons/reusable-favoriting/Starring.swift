import ComposableArchitecture

/// What starring needs of the thing starred, whatever it is: its id, whether it is starred,
/// and the alert that says a save failed. A feature holds one to gain a star button.
@ObservableState
struct StarState<ID: Hashable & Sendable>: Equatable {
  @Presents var alert: AlertState<StarAction.Alert>?
  let id: ID
  var isStarred: Bool
}

// `@CaseReflectable` is the playground's, so the shell can type this action; `@Reducer` adds
// it to a feature's own `Action`, and this one stands outside any feature.
@CasePathable
@CaseReflectable
enum StarAction {
  case alert(PresentationAction<Alert>)
  case saved(Result<Bool, any Error>)
  case starButtonTapped

  enum Alert: Equatable {}
}

/// A reusable reducer for a star button. A tap flips the star at once, so the button answers
/// immediately, then saves it with the `save` endpoint the embedding feature gives; the
/// server's answer has the last word. A failed save flips the star back and says why.
@Reducer
struct Starring<ID: Hashable & Sendable> {
  let save: @Sendable (_ id: ID, _ isStarred: Bool) async throws -> Bool

  /// The save's cancel id, made from the starred thing's id. One id shared by every row would
  /// let a tap on one row cancel another row's save, and that row's star would never be saved.
  private struct SaveID: Hashable, Sendable {
    let starred: ID
  }

  var body: some Reducer<StarState<ID>, StarAction> {
    Reduce { state, action in
      switch action {
      case .alert:
        return .none

      case let .saved(.failure(error)):
        state.isStarred.toggle()
        state.alert = AlertState {
          TextState("The star was not saved")
        } message: {
          TextState(error.localizedDescription)
        }
        return .none

      case let .saved(.success(isStarred)):
        state.isStarred = isStarred
        return .none

      case .starButtonTapped:
        state.isStarred.toggle()
        // A second tap before the first save answers replaces it: only the latest choice
        // is saved, and only its answer can roll the star back.
        return .run { [id = state.id, isStarred = state.isStarred, save] send in
          await send(.saved(Result { try await save(id, isStarred) }))
        }
        .cancellable(id: SaveID(starred: state.id), cancelInFlight: true)
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

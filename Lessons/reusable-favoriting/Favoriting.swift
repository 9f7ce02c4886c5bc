import ComposableArchitecture
import Foundation

/// The state of favoriting one thing, whatever its id: whether it is a favourite, and the
/// alert shown when saving that failed. A feature embeds it to gain a favourite button.
@ObservableState
struct FavoritingState<ID: Hashable & Sendable>: Equatable {
  @Presents var alert: AlertState<FavoritingAction.Alert>?
  let id: ID
  var isFavorite: Bool
}

// `@CaseReflectable` is the playground's, so the shell can type this action; `@Reducer` adds
// it to a feature's own `Action`, and this one stands outside any feature.
@CasePathable
@CaseReflectable
enum FavoritingAction {
  case alert(PresentationAction<Alert>)
  case buttonTapped
  case response(Result<Bool, any Error>)

  enum Alert: Equatable {}
}

/// A reusable reducer: it toggles the favourite at once, so the button answers immediately,
/// then saves it with the `favorite` endpoint it is given. A failed save shows an alert, and
/// dismissing the alert rolls the favourite back. A second tap while saving cancels the first
/// save, by a cancel id made from the favourited thing's id, so rows do not cancel each other.
@Reducer
struct Favoriting<ID: Hashable & Sendable> {
  let favorite: @Sendable (ID, Bool) async throws -> Bool

  private struct CancelID: Hashable, Sendable {
    let id: AnyHashableSendable
  }

  var body: some Reducer<FavoritingState<ID>, FavoritingAction> {
    Reduce { state, action in
      switch action {
      case .alert(.dismiss):
        state.alert = nil
        state.isFavorite.toggle()
        return .none

      case .buttonTapped:
        state.isFavorite.toggle()
        return .run { [id = state.id, isFavorite = state.isFavorite, favorite] send in
          await send(.response(Result { try await favorite(id, isFavorite) }))
        }
        .cancellable(id: CancelID(id: AnyHashableSendable(state.id)), cancelInFlight: true)

      case let .response(.failure(error)):
        state.alert = AlertState { TextState(error.localizedDescription) }
        return .none

      case let .response(.success(isFavorite)):
        state.isFavorite = isFavorite
        return .none
      }
    }
  }
}

import ComposableArchitecture

/// A mailbox screen: pull the list down to fetch the letters that came since the last look.
///
/// SwiftUI's `.refreshable` keeps its spinner turning until the closure it runs returns, and
/// the closure is `await store.send(.refresh).finish()`: it returns when the `.refresh`
/// action's effect ends. So the request must be that effect itself, not one started by an
/// action it sends. The cancel button ends the effect, and with it the spinner.
@Reducer
struct Mailbox {
  @ObservableState
  struct State: Equatable {
    var letters: [String] = []
    var errorMessage: String?
  }

  enum Action {
    case cancelButtonTapped
    case lettersArrived(Result<[String], any Error>)
    case refresh
  }

  @Dependency(\.postOffice) var postOffice

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refresh:
        state.errorMessage = nil
        return .run { [seen = state.letters.count] send in
          await send(.lettersArrived(Result { try await postOffice.lettersAfter(seen) }))
        }
        // A second pull while the first still loads asks for the same letters again: without
        // `cancelInFlight`, both answers would arrive and every new letter would show twice.
        .cancellable(id: CancelID.refresh, cancelInFlight: true)

      case let .lettersArrived(.success(letters)):
        state.letters += letters
        return .none

      case .lettersArrived(.failure):
        // The letters on screen stay: a failed refresh takes nothing away.
        state.errorMessage = "The post office did not answer. Pull to try again."
        return .none

      case .cancelButtonTapped:
        return .cancel(id: CancelID.refresh)
      }
    }
  }

  private enum CancelID { case refresh }
}

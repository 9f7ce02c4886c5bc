import ComposableArchitecture

/// A teapot: boil the water with the kettle, drop a tea bag in, and the pot says when the tea
/// has steeped. Two effects of the simplest kinds: a request to a dependency, answered later
/// as an action, and a wait on the clock that sends an action when it is over.
@Reducer
struct Teapot {
  @ObservableState
  struct State: Equatable {
    var isWaterHot = false
    var isWaterHeating = false
    var isSteeping = false
    /// The last thing the teapot told the user.
    var note: String?
  }

  enum Action {
    case boilWaterTapped
    case steepingTimeUp
    case teaBagDropped
    case teaBagLifted
    case waterBoiled(Result<String, any Error>)
  }

  /// How long a bag of black tea steeps.
  static let steepingTime = Duration.seconds(180)

  @Dependency(\.continuousClock) var clock
  @Dependency(\.kettle) var kettle

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .boilWaterTapped:
        state.isWaterHeating = true
        state.note = nil
        return .run { send in
          let answer = await Result { try await kettle.heat(100) }
          await send(.waterBoiled(answer))
        }

      case let .waterBoiled(.success(message)):
        state.isWaterHeating = false
        state.isWaterHot = true
        state.note = message
        return .none

      case .waterBoiled(.failure):
        state.isWaterHeating = false
        state.note = "The water did not boil: try again."
        return .none

      case .teaBagDropped:
        guard state.isWaterHot else {
          state.note = "The water is cold: boil it first."
          return .none
        }
        state.isSteeping = true
        state.note = nil
        return .run { send in
          try await clock.sleep(for: Self.steepingTime)
          await send(.steepingTimeUp)
        }
        // A new bag starts the wait over: the old bag's wait is cancelled in flight.
        .cancellable(id: CancelID.steeping, cancelInFlight: true)

      case .teaBagLifted:
        state.isSteeping = false
        // The wait is not needed any more. Left running, it would announce steeped tea with
        // no bag in the pot: an effect outlives the reason it was started unless cancelled.
        return .cancel(id: CancelID.steeping)

      case .steepingTimeUp:
        state.isSteeping = false
        state.note = "Steeped: lift the bag out and pour."
        return .none
      }
    }
  }

  private enum CancelID { case steeping }
}

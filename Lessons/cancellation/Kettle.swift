import ComposableArchitecture

/// An electric kettle: set the dial, switch it on, and wait for the water to reach the
/// temperature. Heating is a request to the kettle that takes a while, so it can be stopped
/// before it is done, by the off switch or by turning the dial.
///
/// The cancel id is a private enum, not a string: ids are keyed by their type, so no other
/// feature's effect can share it, and a misspelt case does not compile.
@Reducer
struct Kettle {
  @ObservableState
  struct State: Equatable {
    /// In °C, from ``lowestSetting`` to ``highestSetting``.
    var targetTemperature = 100
    var isHeating = false
    /// What the kettle said when the water was ready.
    var readyMessage: String?

    static let lowestSetting = 40
    static let highestSetting = 100
  }

  enum Action {
    case dialTurned(Int)
    case heatingFinished(Result<String, any Error>)
    case switchOffTapped
    case switchOnTapped
  }

  @Dependency(\.kettle) var kettle

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .switchOnTapped:
        state.isHeating = true
        state.readyMessage = nil
        return heat(to: state.targetTemperature)

      case .switchOffTapped:
        // Cancelling stops the effect and nothing else: the reducer says the kettle is off.
        state.isHeating = false
        return .cancel(id: CancelID.heating)

      case let .dialTurned(celsius):
        state.targetTemperature = min(max(celsius, State.lowestSetting), State.highestSetting)
        state.readyMessage = nil
        // The request under way heats to the temperature it was given when it started: it
        // captured that number. Left running, it would report water at the old setting, so
        // turning the dial while heating starts over, and `cancelInFlight` ends the old one.
        guard state.isHeating else { return .none }
        return heat(to: state.targetTemperature)

      case let .heatingFinished(.success(message)):
        state.isHeating = false
        state.readyMessage = message
        return .none

      case .heatingFinished(.failure):
        state.isHeating = false
        return .none
      }
    }
  }

  private enum CancelID { case heating }

  /// Asks the kettle to heat to `celsius`, as one effect at a time with the heating id.
  private func heat(to celsius: Int) -> Effect<Action> {
    .run { send in
      await send(.heatingFinished(Result { try await kettle.heat(celsius) }))
    }
    .cancellable(id: CancelID.heating, cancelInFlight: true)
  }
}

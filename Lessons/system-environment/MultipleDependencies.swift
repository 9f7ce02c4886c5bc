import ComposableArchitecture
import Foundation

/// The "System environment" case study, written as TCA writes it today: a feature that uses
/// the dependencies every feature can ask for (the date, a UUID generator, a clock) beside one
/// of its own, a number fetcher.
///
/// TCA's case study predates `@Dependency`: it wraps the screen's environment in a
/// `SystemEnvironment` holding `date`, `mainQueue` and `uuid`. `@Dependency` is what replaced
/// it: each is a key path away from any reducer, and a test overrides only those it uses.
@Reducer
struct MultipleDependencies {
  @ObservableState
  struct State: Equatable {
    var alert: AlertState<Action>?
    var dateString: String?
    var fetchedNumberString: String?
    var isFetchInFlight = false
    var uuidString: String?
  }

  enum Action: Equatable {
    case alertButtonTapped
    case alertDelayReceived
    case alertDismissed
    case dateButtonTapped
    case fetchNumberButtonTapped
    case fetchNumberResponse(Int)
    case uuidButtonTapped
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.fetchNumber) var fetchNumber
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alertButtonTapped:
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.alertDelayReceived)
        }

      case .alertDelayReceived:
        state.alert = AlertState { TextState("Here's an alert after a delay!") }
        return .none

      case .alertDismissed:
        state.alert = nil
        return .none

      case .dateButtonTapped:
        state.dateString = "\(self.now)"
        return .none

      case .fetchNumberButtonTapped:
        state.isFetchInFlight = true
        return .run { send in
          await send(.fetchNumberResponse(try await self.fetchNumber()))
        }

      case let .fetchNumberResponse(number):
        state.isFetchInFlight = false
        state.fetchedNumberString = "\(number)"
        return .none

      case .uuidButtonTapped:
        state.uuidString = "\(self.uuid())"
        return .none
      }
    }
  }
}

import ComposableArchitecture
import Foundation

/// A lighthouse a view draws: the lamp's colour, where its beam points and how wide it is.
/// The view animates whatever the state says; the reducer's part is to say which changes are
/// animated: the signal effect sends each colour with `send(_:animation:)`, once a second on
/// the clock. A shell has nothing to draw, so an animated send is a plain send here, and the
/// state changes are the whole lesson.
@Reducer
struct Lighthouse {
  @ObservableState
  struct State: Equatable {
    var beamTarget: CGPoint?
    var isBeamWide = false
    var lampColor = Color.white
  }

  enum Action: Sendable {
    case beamWidthToggled(Bool)
    case lampColorChanged(Color)
    case shipSpotted(CGPoint)
    case signalButtonTapped
    case stopButtonTapped
  }

  @Dependency(\.continuousClock) var clock

  private enum CancelID { case signal }

  /// The signal a ship reads, a second a colour, ending on the lamp's resting white.
  static let signal: [Color] = [.red, .white, .red, .green, .white]

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .beamWidthToggled(isWide):
        state.isBeamWide = isWide
        return .none

      case let .lampColorChanged(color):
        state.lampColor = color
        return .none

      case let .shipSpotted(point):
        state.beamTarget = point
        return .none

      case .signalButtonTapped:
        return .run { send in
          for color in Self.signal {
            await send(.lampColorChanged(color), animation: .easeInOut)
            try await clock.sleep(for: .seconds(1))
          }
        }
        // A second tap starts the signal over. Without `cancelInFlight`, two signals would run
        // at once and their colours would interleave, a signal no ship can read.
        .cancellable(id: CancelID.signal, cancelInFlight: true)

      case .stopButtonTapped:
        state.lampColor = .white
        return .cancel(id: CancelID.signal)
      }
    }
  }
}

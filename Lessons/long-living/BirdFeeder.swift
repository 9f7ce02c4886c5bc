import ComposableArchitecture

/// A bird feeder with a motion sensor: while its screen is up, it counts the birds that land
/// and names the last one.
///
/// The sensor's stream never ends by itself. `.task` starts the effect that listens to it, and
/// the view's `.task` modifier awaits that effect and cancels it when the view goes away; no
/// cancel id is needed. That contract has a catch: each `.task` sent starts a listener of its
/// own. A view that sent it from `onAppear`, or twice, would count every bird twice.
@Reducer
struct BirdFeeder {
  @ObservableState
  struct State: Equatable {
    var birdsCounted = 0
    var lastVisitor: String?
  }

  enum Action {
    case birdLanded(species: String)
    case task
  }

  @Dependency(\.feederSensor) var feederSensor

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .birdLanded(species):
        state.birdsCounted += 1
        state.lastVisitor = species
        return .none

      case .task:
        return .run { send in
          // Ends only when the task is cancelled: the stream itself never finishes.
          for await species in await feederSensor() {
            await send(.birdLanded(species: species))
          }
        }
      }
    }
  }
}

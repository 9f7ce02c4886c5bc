import ComposableArchitecture
import Foundation

/// A walk in progress: a one-second clock moves the group from stop to stop while the song
/// recogniser names the birds it hears. When time is up, or the last stop is left, the species
/// heard are logged on the shared trail and the screen dismisses itself.
@Reducer
struct GuidedWalk {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var secondsWalked = 0
    /// The species named with confidence, in the order first heard.
    var species: [String] = []
    var stopIndex = 0
    @Shared var trail: BirdTrail
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case callHeard(BirdCall)
    case clockTicked
    case endWalkButtonTapped
    case nextStopButtonTapped
    case recognizerBrokeDown
    case task

    @CasePathable
    enum Alert {
      case discardWalk
      case saveWalk
    }
  }

  /// A guess below this confidence, in percent, stays out of the log.
  static let confidenceNeeded = 60

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.songRecognizer) var songRecognizer

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.discardWalk)):
        return .run { _ in await dismiss() }

      case .alert(.presented(.saveWalk)):
        return finish(&state)

      case .alert:
        return .none

      case let .callHeard(call):
        guard call.confidence >= Self.confidenceNeeded, !state.species.contains(call.species)
        else { return .none }
        state.species.append(call.species)
        return .none

      case .clockTicked:
        // An open alert holds the walk where it is.
        guard state.alert == nil else { return .none }
        state.secondsWalked += 1
        guard state.secondsWalked < state.trail.length.components.seconds else { return finish(&state) }
        state.stopIndex = min(state.secondsWalked / state.secondsPerStop, state.trail.stops.count - 1)
        return .none

      case .endWalkButtonTapped:
        state.alert = .endWalk(atStop: state.stopIndex + 1, of: state.trail.stops.count)
        return .none

      case .nextStopButtonTapped:
        // Leaving the last stop is the end of the walk: nothing to ask.
        guard state.stopIndex < state.trail.stops.count - 1 else { return finish(&state) }
        state.stopIndex += 1
        state.secondsWalked = state.stopIndex * state.secondsPerStop
        return .none

      case .recognizerBrokeDown:
        state.alert = .recognizerBrokeDown
        return .none

      case .task:
        return .run { [habitat = state.trail.habitat] send in
          let permission =
            songRecognizer.permission() == .undetermined
            ? await songRecognizer.requestPermission()
            : songRecognizer.permission()
          // The clock runs whatever the recogniser does; the effect ends when both have.
          await withDiscardingTaskGroup { group in
            if permission == .granted {
              group.addTask { await listen(in: habitat, send: send) }
            }
            group.addTask {
              for await _ in clock.timer(interval: .seconds(1)) {
                await send(.clockTicked)
              }
            }
          }
        }
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  /// Logs the walk on the shared trail, newest first, and leaves the screen.
  private func finish(_ state: inout State) -> Effect<Action> {
    @Dependency(\.date.now) var now
    @Dependency(\.uuid) var uuid
    let log = WalkLog(id: WalkLog.ID(uuid()), date: now, species: state.species)
    state.$trail.withLock { $0.walks.insert(log, at: 0) }
    return .run { _ in await dismiss() }
  }

  private func listen(in habitat: Habitat, send: Send<Action>) async {
    do {
      for try await call in await songRecognizer.listen(habitat) {
        await send(.callHeard(call))
      }
    } catch {
      await send(.recognizerBrokeDown)
    }
  }
}

extension GuidedWalk.State {
  var secondsPerStop: Int {
    max(Int(trail.timePerStop.components.seconds), 1)
  }
}

extension AlertState where Action == GuidedWalk.Action.Alert {
  static func endWalk(atStop stop: Int, of stops: Int) -> Self {
    Self {
      TextState("End the walk here?")
    } actions: {
      ButtonState(action: .saveWalk) {
        TextState("Log it")
      }
      ButtonState(role: .destructive, action: .discardWalk) {
        TextState("Discard")
      }
      ButtonState(role: .cancel) {
        TextState("Keep walking")
      }
    } message: {
      TextState("You are at stop \(stop) of \(stops). Log the birds heard so far, or forget this walk?")
    }
  }

  static let recognizerBrokeDown = Self {
    TextState("The recogniser stopped")
  } actions: {
    ButtonState(action: .saveWalk) {
      TextState("Log it and end")
    }
    ButtonState(role: .cancel) {
      TextState("Keep walking")
    }
  } message: {
    TextState("Birds heard from now on will not be named. End here with the log so far, or walk on?")
  }
}

import ComposableArchitecture

/// A child that ticks once a second while started, and can close itself with
/// `@Dependency(\.dismiss)`: a stack element or a presented child in the navigation tests.
@Reducer
struct Ticker {
  @ObservableState
  struct State: Equatable {
    var ticks = 0
  }

  enum Action: Equatable {
    case start
    case tick
    case stop
    case closeButtonTapped
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  enum CancelID { case timer }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { [clock] send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer)
      case .tick:
        state.ticks += 1
        return .none
      case .stop:
        return .cancel(id: CancelID.timer)
      case .closeButtonTapped:
        return .run { [dismiss] _ in await dismiss() }
      }
    }
  }
}

/// A child with nothing but a note, the second kind of stack element.
@Reducer
struct Note {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }

  enum Action: Equatable {
    case edit(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .edit(text):
        state.text = text
        return .none
      }
    }
  }
}

/// A parent with a navigation stack of tickers and notes, written as a TCA app writes one. It
/// logs what it sees, so tests can tell in which order the parent and the elements ran.
@Reducer
struct StackParent {
  @Reducer
  enum Path {
    case ticker(Ticker)
    case note(Note)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    var log: [String] = []
  }

  enum Action: Equatable {
    case path(StackActionOf<Path>)
    case pushTickerButtonTapped
    case popLastButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pushTickerButtonTapped:
        state.path.append(.ticker(Ticker.State()))
        return .none
      case .popLastButtonTapped:
        state.path.removeLast()
        return .none
      case let .path(.element(id, .ticker(.tick))):
        state.log.append("parent saw tick \(state.path[id: id, case: \.ticker]?.ticks ?? -1) of \(id.debugDescription)")
        return .none
      case let .path(.popFrom(id)):
        state.log.append("parent saw pop of \(id.debugDescription), still there: \(state.path[id: id] != nil)")
        return .none
      case let .path(.push(id, _)):
        state.log.append("parent saw push of \(id.debugDescription), there: \(state.path[id: id] != nil)")
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension StackParent.Path.State: Equatable {}
extension StackParent.Path.Action: Equatable {}

/// A parent that presents a ticker or an alert as its destination, written as a TCA app writes
/// one.
@Reducer
struct PresentingParent {
  @Reducer
  enum Destination {
    case ticker(Ticker)
    case note(Note)
    case alert(AlertState<Alert>)

    enum Alert: Equatable {
      case confirm
    }
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var log: [String] = []
  }

  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case showTickerButtonTapped
    case showNoteButtonTapped
    case showAlertButtonTapped
    case closeFromParentButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showTickerButtonTapped:
        state.destination = .ticker(Ticker.State())
        return .none
      case .showNoteButtonTapped:
        state.destination = .note(Note.State())
        return .none
      case .showAlertButtonTapped:
        state.destination = .alert(AlertState { TextState("Are you sure?") })
        return .none
      case .closeFromParentButtonTapped:
        state.destination = nil
        return .none
      case .destination(.dismiss):
        state.log.append("parent saw dismiss, still there: \(state.destination != nil)")
        return .none
      case .destination(.presented(.alert(.confirm))):
        state.log.append("parent saw confirm, still there: \(state.destination != nil)")
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension PresentingParent.Destination.State: Equatable {}
extension PresentingParent.Destination.Action: Equatable {}

/// A store for a navigation test, on the given clock. The initial state is made in the store, so
/// its stack ids come from the store's generator, from #0.
@MainActor
func navigationStore<R: Reducer>(
  _ initialState: @autoclosure () -> R.State, clock: TestClock<Duration> = TestClock(), _ reducer: () -> R
) -> Store<R.State, R.Action> {
  Store(initialState: initialState(), reducer: reducer) {
    $0.continuousClock = clock
  }
}

import ComposableArchitecture

/// The "Shared state: file storage" case study: two tabs, each with its own feature, share the
/// counting stats through `@Shared(.stats)`. A change in one tab shows in the other at once,
/// and every change is saved to `stats.json`, so the stats survive a restart.
@Reducer
struct SharedStateFileStorage {
  enum Tab: CaseIterable { case counter, profile }

  @ObservableState
  struct State: Equatable {
    var currentTab = Tab.counter
    var counter = CounterTab.State()
    var profile = ProfileTab.State()
  }

  enum Action {
    case counter(CounterTab.Action)
    case profile(ProfileTab.Action)
    case selectTab(Tab)
  }

  var body: some ReducerOf<Self> {
    Scope(\.counter, action: \.counter) {
      CounterTab()
    }

    Scope(\.profile, action: \.profile) {
      ProfileTab()
    }

    Reduce { state, action in
      switch action {
      case .counter, .profile:
        return .none

      case let .selectTab(tab):
        state.currentTab = tab
        return .none
      }
    }
  }
}

extension SharedStateFileStorage {
  @Reducer
  struct CounterTab {
    @ObservableState
    struct State: Equatable {
      @Presents var alert: AlertState<Action.Alert>?
      @Shared(.stats) var stats = Stats()
    }

    enum Action {
      case alert(PresentationAction<Alert>)
      case decrementButtonTapped
      case incrementButtonTapped
      case isPrimeButtonTapped

      enum Alert: Equatable {}
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .alert:
          return .none

        case .decrementButtonTapped:
          state.$stats.withLock { $0.decrement() }
          return .none

        case .incrementButtonTapped:
          state.$stats.withLock { $0.increment() }
          return .none

        case .isPrimeButtonTapped:
          let count = state.stats.count
          state.alert = AlertState {
            TextState(
              isPrime(count) ? "👍 The number \(count) is prime!" : "👎 The number \(count) is not prime :("
            )
          }
          return .none
        }
      }
      .ifLet(\.$alert, action: \.alert)
    }
  }

  @Reducer
  struct ProfileTab {
    @ObservableState
    struct State: Equatable {
      @Shared(.stats) var stats = Stats()
    }

    enum Action {
      case resetStatsButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .resetStatsButtonTapped:
          state.$stats.withLock { $0 = Stats() }
          return .none
        }
      }
    }
  }
}

extension SharedKey where Self == FileStorageKey<Stats>.Default {
  /// The stats, in `stats.json` in the app's documents folder: in the playground, the
  /// `Documents` folder of its data folder.
  fileprivate static var stats: Self {
    Self[.fileStorage(.documentsDirectory.appending(component: "stats.json")), default: Stats()]
  }
}

/// Whether `number` is prime, by trial division up to its square root. The stats never hold
/// more than ``Stats/limit``, so this is at most a million divisions, where a count near
/// `Int.max` would be three billion: hours of a frozen shell.
func isPrime(_ number: Int) -> Bool {
  guard number > 1 else { return false }
  var divisor = 2
  while divisor <= number / divisor {
    if number.isMultiple(of: divisor) { return false }
    divisor += 1
  }
  return true
}

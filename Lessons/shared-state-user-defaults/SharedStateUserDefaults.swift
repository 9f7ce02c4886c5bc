import ComposableArchitecture

/// The "Shared state: user defaults" case study: two tabs, each with its own feature, share a
/// count through `@Shared(.count)`, a key kept in app storage (`UserDefaults` in an app). A
/// change in one tab shows in the other at once, and the count survives a restart.
@Reducer
struct SharedStateUserDefaults {
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

extension SharedStateUserDefaults {
  @Reducer
  struct CounterTab {
    @ObservableState
    struct State: Equatable {
      @Presents var alert: AlertState<Action.Alert>?
      @Shared(.count) var count = 0
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
          state.$count.withLock { $0 -= 1 }
          return .none

        case .incrementButtonTapped:
          state.$count.withLock { $0 += 1 }
          return .none

        case .isPrimeButtonTapped:
          let count = state.count
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
      @Shared(.count) var count = 0
    }

    enum Action {
      case resetStatsButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .resetStatsButtonTapped:
          state.$count.withLock { $0 = 0 }
          return .none
        }
      }
    }
  }
}

extension SharedKey where Self == AppStorageKey<Int> {
  /// The count, under `sharedStateDemoCount` in app storage: in the playground, the file
  /// `app-storage.json` in its data folder.
  fileprivate static var count: Self {
    appStorage("sharedStateDemoCount")
  }
}

import ComposableArchitecture

/// The "Shared state: file storage" case study: two tabs, each with its own feature, share the
/// counting stats through `@Shared(.stats)`. A change in one tab shows in the other at once,
/// and every change is saved to `stats.json`, so the stats survive a restart.
@Reducer
struct SharedStateFileStorage {
  enum Tab: CaseIterable { case counter, profile }

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
    Scope(state: \.counter, action: \.counter) {
      CounterTab()
    }

    Scope(state: \.profile, action: \.profile) {
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
    struct State: Equatable {
      @Shared(.stats) var stats = Stats()
    }

    enum Action {
      case decrementButtonTapped
      case incrementButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .decrementButtonTapped:
          state.$stats.withLock { $0.decrement() }
          return .none

        case .incrementButtonTapped:
          state.$stats.withLock { $0.increment() }
          return .none
        }
      }
    }
  }

  @Reducer
  struct ProfileTab {
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

import ComposableArchitecture
import Testing

/// The ways a test drives a feature through a `TestStore`, as TCA's testing guide teaches them:
/// absolute and relative assertions, effects on an immediate clock received one by one, and a
/// non-exhaustive store that asserts only the outcome of a flow across features.
///
/// Whether code copied from TCA's own documentation and examples builds and passes against this
/// runtime is checked outside the project (see docs/tca-compatibility.md).
@MainActor
struct TestStoreWorkflowTests {
  /// A score that goes up and down by a point.
  @Reducer
  struct Score {
    @ObservableState
    struct State: Equatable {
      var points = 0
    }
    enum Action {
      case scored
      case penalized
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .scored: state.points += 1
        case .penalized: state.points -= 1
        }
        return .none
      }
    }
  }

  @Test func absoluteAssertions() async {
    let store = TestStore(initialState: Score.State(points: 7)) { Score() }
    await store.send(.scored) {
      $0.points = 8
    }
    await store.send(.penalized) {
      $0.points = 7
    }
  }

  @Test func relativeAssertions() async {
    let store = TestStore(initialState: Score.State(points: 7)) { Score() }
    await store.send(.penalized) {
      $0.points -= 1
    }
    await store.send(.scored) {
      $0.points += 1
    }
  }

  /// Counts down to zero, a tick a second on the injected clock.
  @Reducer
  struct Countdown {
    @ObservableState
    struct State: Equatable {
      var remaining = 0
    }
    enum Action {
      case start(seconds: Int)
      case tick
    }
    @Dependency(\.continuousClock) var clock
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .start(seconds):
          state.remaining = seconds
          return .run { send in
            for _ in 0..<seconds {
              try await clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          }
        case .tick:
          state.remaining -= 1
          return .none
        }
      }
    }
  }

  @Test func anImmediateClockDeliversEveryActionWithoutWaiting() async {
    let store = TestStore(initialState: Countdown.State()) {
      Countdown()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.start(seconds: 3)) {
      $0.remaining = 3
    }
    for remaining in [2, 1, 0] {
      await store.receive(\.tick) {
        $0.remaining = remaining
      }
    }
  }

  /// Checks a code; when it is right, an effect reports back, and the feature tells its parent.
  @Reducer
  struct Unlock {
    @ObservableState
    struct State: Equatable {
      var isChecking = false
    }
    enum Action {
      case cancelButtonTapped
      case checked(Bool)
      case delegate(Delegate)
      case submitButtonTapped
      @CasePathable
      enum Delegate { case unlocked }
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .cancelButtonTapped, .delegate:
          return .none
        case let .checked(isRight):
          state.isChecking = false
          return isRight ? .send(.delegate(.unlocked)) : .none
        case .submitButtonTapped:
          state.isChecking = true
          return .run { send in await send(.checked(true)) }
        }
      }
    }
  }

  /// A door whose lock screen goes away once it is unlocked.
  @Reducer
  struct Door {
    @ObservableState
    struct State: Equatable {
      var isOpen = false
      var lock: Unlock.State? = Unlock.State()
    }
    enum Action {
      case lock(Unlock.Action)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .lock(.delegate(.unlocked)):
          state.isOpen = true
          return .none
        case .lock(.cancelButtonTapped):
          // Cancelling opens the door anyway, later: the app's owner is forgetful.
          return .run { send in await send(.lock(.delegate(.unlocked))) }
        case .lock:
          return .none
        }
      }
      .ifLet(\.lock, action: \.lock) {
        Unlock()
      }
    }
  }

  @Test func aNonExhaustiveStoreAssertsOnlyTheOutcome() async {
    let store = TestStore(initialState: Door.State()) { Door() }
    store.exhaustivity = .off

    await store.send(\.lock.submitButtonTapped)
    await store.receive(\.lock.delegate.unlocked) {
      $0.isOpen = true
    }
  }

  @Test func showingSkippedAssertionsStillPasses() async {
    let store = TestStore(initialState: Door.State()) { Door() }
    store.exhaustivity = .off(showSkippedAssertions: true)

    await store.send(\.lock.submitButtonTapped)
    await store.receive(\.lock.delegate.unlocked) {
      $0.isOpen = true
    }
  }

  @Test func finishSkipAndAssertTheEndState() async {
    let store = TestStore(initialState: Door.State()) { Door() }
    store.exhaustivity = .off

    await store.send(\.lock.cancelButtonTapped)
    await store.finish()
    await store.skipReceivedActions()
    store.assert {
      $0.isOpen = true
    }
  }
}

import ComposableArchitecture
import Testing

// Tests exactly as TCA's documentation writes them, compiled against this runtime unchanged:
//
// - `TestingArticle.CounterTests` and `TestingArticle.TimerTests`: the "Testing state changes"
//   and "Testing effects" sections of TCA's article
//   `Sources/ComposableArchitecture/Documentation.docc/Articles/TestingTCA.md`, with the features
//   the article defines. The article's first timer test, on `Task.sleep` with two-second
//   timeouts, is left out: it waits on real time, and a parallel test run on two cores starves
//   its effect of a thread for longer than that (CI failed on it once). Its clock version is here.
// - `TestingArticle.NonExhaustiveTests`: its "Non-exhaustive testing" section (`exhaustivity =
//   .off`), and the `store.assert` example of `TestStore.assert`'s documentation, which ends with
//   `skipReceivedActions()`. The article elides the login feature; a small one stands in.
// - TCA's case-study tests `03-Effects-CancellationTests` and `03-Effects-TimersTests` run
//   unchanged against the lessons' features: `Tests/LessonsTests/CancellationFeatureTests.swift`
//   and `Tests/LessonsTests/TimersFeatureTests.swift`.
enum TestingArticle {}

// MARK: - Testing state changes

extension TestingArticle {
  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      var count = 0
    }
    enum Action {
      case decrementButtonTapped
      case incrementButtonTapped
    }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .decrementButtonTapped:
          state.count -= 1
          return .none
        case .incrementButtonTapped:
          state.count += 1
          return .none
        }
      }
    }
  }

  @MainActor
  struct CounterTests {
    @Test
    func basics() async {
      let store = TestStore(initialState: Feature.State(count: 0)) {
        Feature()
      }
      await store.send(.incrementButtonTapped) {
        $0.count = 1
      }
      await store.send(.incrementButtonTapped) {
        $0.count = 2
      }
      await store.send(.decrementButtonTapped) {
        $0.count = 1
      }
    }

    @Test
    func relativeMutations() async {
      let store = TestStore(initialState: Feature.State(count: 0)) {
        Feature()
      }
      await store.send(.incrementButtonTapped) {
        $0.count += 1
      }
      await store.send(.decrementButtonTapped) {
        $0.count -= 1
      }
    }
  }
}

// MARK: - Testing effects

extension TestingArticle {
  /// The article's timer, on the clock dependency, as the article rewrites it.
  @Reducer
  struct ClockTimer {
    @ObservableState
    struct State: Equatable {
      var count = 0
    }
    enum Action {
      case startTimerButtonTapped
      case timerTick
    }
    @Dependency(\.continuousClock) var clock
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .startTimerButtonTapped:
          state.count = 0
          return .run { send in
            for _ in 1...5 {
              try await self.clock.sleep(for: .seconds(1))
              await send(.timerTick)
            }
          }
        case .timerTick:
          state.count += 1
          return .none
        }
      }
    }
  }

  @MainActor
  struct TimerTests {
    @Test
    func immediateClock() async {
      let store = TestStore(initialState: ClockTimer.State(count: 0)) {
        ClockTimer()
      } withDependencies: {
        $0.continuousClock = ImmediateClock()
      }
      await store.send(.startTimerButtonTapped)
      await store.receive(\.timerTick) {
        $0.count = 1
      }
      await store.receive(\.timerTick) {
        $0.count = 2
      }
      await store.receive(\.timerTick) {
        $0.count = 3
      }
      await store.receive(\.timerTick) {
        $0.count = 4
      }
      await store.receive(\.timerTick) {
        $0.count = 5
      }
    }
  }
}

// MARK: - Non-exhaustive testing

extension TestingArticle {
  /// A login screen: submitting logs in through an effect, then tells the parent.
  @Reducer
  struct Login {
    @ObservableState
    struct State: Equatable {
      var isLoading = false
    }
    enum Action {
      case closeButtonTapped
      case delegate(Delegate)
      case loginResponse(Result<String, any Error>)
      case submitButtonTapped
      @CasePathable
      enum Delegate { case didLogin }
    }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .closeButtonTapped, .delegate:
          return .none
        case .loginResponse(.success):
          state.isLoading = false
          return .send(.delegate(.didLogin))
        case .loginResponse(.failure):
          state.isLoading = false
          return .none
        case .submitButtonTapped:
          state.isLoading = true
          return .run { send in
            await send(.loginResponse(.success("blob")))
          }
        }
      }
    }
  }

  /// The tab-based app of the article: logging in switches to the activity tab.
  @Reducer
  struct AppFeature {
    enum Tab { case activity, login }
    @ObservableState
    struct State: Equatable {
      var login: Login.State? = Login.State()
      var selectedTab = Tab.login
    }
    enum Action {
      case login(Login.Action)
    }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .login(.delegate(.didLogin)):
          state.selectedTab = .activity
          return .none
        case .login(.closeButtonTapped):
          return .run { send in
            await send(.login(.delegate(.didLogin)))
          }
        case .login:
          return .none
        }
      }
      .ifLet(\.login, action: \.login) {
        Login()
      }
    }
  }

  @MainActor
  struct NonExhaustiveTests {
    @Test
    func login() async {
      let store = TestStore(initialState: AppFeature.State()) {
        AppFeature()
      }
      store.exhaustivity = .off  // ⬅️

      await store.send(\.login.submitButtonTapped)
      await store.receive(\.login.delegate.didLogin) {
        $0.selectedTab = .activity
      }
    }

    @Test
    func showSkippedAssertions() async {
      let store = TestStore(initialState: AppFeature.State()) {
        AppFeature()
      }
      store.exhaustivity = .off(showSkippedAssertions: true)  // ⬅️

      await store.send(\.login.submitButtonTapped)
      await store.receive(\.login.delegate.didLogin) {
        $0.selectedTab = .activity
      }
    }

    /// `TestStore.assert`'s example: finish, skip what was received, assert the final state.
    @Test
    func assertAfterSkippingReceivedActions() async {
      let store = TestStore(initialState: AppFeature.State()) {
        AppFeature()
      }
      store.exhaustivity = .off
      await store.send(\.login.closeButtonTapped)
      await store.finish()
      await store.skipReceivedActions()
      store.assert {
        $0.selectedTab = .activity
      }
    }
  }
}

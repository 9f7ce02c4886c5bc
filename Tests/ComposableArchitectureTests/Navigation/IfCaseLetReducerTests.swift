import ComposableArchitecture
import PlaygroundTestSupport
import Testing

/// A feature whose state is either logged out or a logged-in ``Ticker``.
@Reducer
struct Session {
  @CasePathable
  enum State: Equatable {
    case loggedOut
    case loggedIn(Ticker.State)
  }

  enum Action: Equatable {
    case loggedIn(Ticker.Action)
    case logInButtonTapped
    case logOutButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .loggedIn(.tick):
        // Runs after the child: it sees the tick already counted.
        if case var .loggedIn(ticker) = state, ticker.ticks == 3 {
          ticker.ticks = 100
          state = .loggedIn(ticker)
        }
        return .none
      case .loggedIn:
        return .none
      case .logInButtonTapped:
        state = .loggedIn(Ticker.State())
        return .none
      case .logOutButtonTapped:
        state = .loggedOut
        return .none
      }
    }
    .ifCaseLet(\.loggedIn, action: \.loggedIn) {
      Ticker()
    }
  }
}

extension EffectTests {
  @MainActor
  @Suite(.serialized) struct IfCaseLetReducer {
    @Test func childActionsRunTheChildBeforeTheParent() {
      let store = navigationStore(Session.State.loggedIn(Ticker.State(ticks: 2))) { Session() }
      store.send(.loggedIn(.tick))
      #expect(store.state == .loggedIn(Ticker.State(ticks: 100)))
    }

    @Test func leavingTheCaseCancelsTheChildsEffects() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = navigationStore(Session.State.loggedOut, clock: clock) { Session() }
        let events = EventLog(store)
        store.send(.logInButtonTapped)
        store.send(.loggedIn(.start))
        await clock.advance(by: .seconds(1))
        #expect(store.state == .loggedIn(Ticker.State(ticks: 1)))

        store.send(.logOutButtonTapped)
        #expect(events.events == [.effectCancelled(effectID: 1, action: .loggedIn(.start), reason: .ownerWentAway)])
        #expect(store.runningEffects.isEmpty)
        await clock.advance(by: .seconds(2))
        #expect(store.state == .loggedOut)
      }
    }

    @Test func theChildsCancelIDsAreItsOwn() async {
      await onMainSerialExecutor {
        let store = navigationStore(Session.State.loggedIn(Ticker.State())) { Session() }
        store.send(.loggedIn(.start))
        #expect(store.runningEffects.first?.cancelIDs.map { $0.base as? Ticker.CancelID } == [.timer])
        store.send(.loggedIn(.stop))
        #expect(store.runningEffects.isEmpty)
      }
    }

    @Test func actionInAnotherCaseIsReportedAndChangesNothing() {
      let issues = IssueMessages()
      let store = navigationStore(Session.State.loggedOut) { Session() }
      withIssueReporters([issues]) {
        _ = store.send(.loggedIn(.tick))
      }
      #expect(store.state == .loggedOut)
      #expect(
        issues.messages.map(elidingLines) == [
          """
          An "ifCaseLet" at "ComposableArchitectureTests/IfCaseLetReducerTests.swift:LINE" \
          received a child action when child state was set to a different case.

            Action:
              Session.Action.loggedIn(.tick)
            State:
              Session.State.loggedOut

          \(anotherCaseExplanation("Session.State", runner: "child's reducer"))
          """
        ]
      )
    }
  }
}

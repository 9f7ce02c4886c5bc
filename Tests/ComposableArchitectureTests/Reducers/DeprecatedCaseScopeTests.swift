import ComposableArchitecture
import Testing

/// A parent that runs a child on a case of its state with `Scope(state:action:)` and a case key
/// path, which TCA 1.25 deprecates ("Use a '@Reducer enum' or 'ifCaseLet(_:action:)' on a base
/// reducer, instead."). The `body` is marked deprecated itself, so using the deprecated form
/// here warns nowhere; the store reaches the body through the protocol.
struct CaseScopedSession: Reducer {
  @CasePathable
  enum State: Equatable {
    case loggedIn(Ticker.State)
    case loggedOut
  }

  @CasePathable
  enum Action: Equatable {
    case loggedIn(Ticker.Action)
  }

  @available(*, deprecated, message: "Shows the deprecated 'Scope(state:action:)' with a case key path")
  var body: some Reducer<State, Action> {
    Scope(state: \.loggedIn, action: \.loggedIn) {
      Ticker()
    }
  }
}

@MainActor
@Suite struct DeprecatedCaseScopeTests {
  @Test func childRunsWhileTheStateIsInItsCase() {
    let store = Store(initialState: CaseScopedSession.State.loggedIn(Ticker.State())) {
      CaseScopedSession()
    }
    store.send(.loggedIn(.tick))
    #expect(store.state == .loggedIn(Ticker.State(ticks: 1)))
  }

  /// An action for another case is reported with TCA's text for `Scope`, which differs from
  /// `ifCaseLet`'s: it names "Scope" and dumps only the cases.
  @Test func actionInAnotherCaseIsReportedWithScopesText() {
    let issues = IssueMessages()
    let store = Store(initialState: CaseScopedSession.State.loggedOut) { CaseScopedSession() }
    withIssueReporters([issues]) {
      _ = store.send(.loggedIn(.tick))
    }
    #expect(store.state == .loggedOut)
    #expect(
      issues.messages.map(elidingLines) == [
        """
        A "Scope" at "ComposableArchitectureTests/DeprecatedCaseScopeTests.swift:LINE" received \
        a child action when child state was set to a different case.

          Action:
            CaseScopedSession.Action.loggedIn(.tick)
          State:
            CaseScopedSession.State.loggedOut

        \(anotherCaseExplanation("CaseScopedSession.State", runner: "scoped reducer")) A parent that \
        switches the case itself should run the child with "ifCaseLet", which lets the child go \
        first.
        """
      ]
    )
  }
}

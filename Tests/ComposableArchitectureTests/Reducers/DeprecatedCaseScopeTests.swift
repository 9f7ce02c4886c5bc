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

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer set "CaseScopedSession.State" to a different case before the scoped \
        reducer ran. Child reducers must run before any parent reducer sets child state to a \
        different case. This ensures that child reducers can handle their actions while their \
        state is still available. Consider using "Reducer.ifCaseLet" to embed this child \
        reducer in the parent reducer that change its state to ensure the child reducer runs \
        first.

        \(anotherCaseCauses)
        """
      ]
    )
  }
}

import ComposableArchitecture
import PlaygroundTestSupport
import Testing

extension EffectTests {
  @MainActor
  @Suite(.serialized) struct Presentation {
    @Test func presentedActionsRunTheChild() {
      let store = navigationStore(PresentingParent.State()) { PresentingParent() }
      store.send(.showTickerButtonTapped)
      store.send(.destination(.presented(.ticker(.tick))))
      #expect(store.state.destination == .ticker(Ticker.State(ticks: 1)))
    }

    @Test func dismissRunsTheParentThenClearsTheChild() {
      let store = navigationStore(PresentingParent.State()) { PresentingParent() }
      store.send(.showNoteButtonTapped)
      store.send(.destination(.dismiss))
      #expect(store.state.destination == nil)
      #expect(store.state.log == ["parent saw dismiss, still there: true"])
    }

    @Test func dismissDependencySendsDismissToTheParent() async {
      await onMainSerialExecutor {
        let store = navigationStore(PresentingParent.State()) { PresentingParent() }
        store.send(.showTickerButtonTapped)
        store.send(.destination(.presented(.ticker(.closeButtonTapped))))
        await Task.megaYield()
        #expect(store.state.destination == nil)
        #expect(store.state.log == ["parent saw dismiss, still there: true"])
      }
    }

    @Test func dismissingCancelsTheChildsEffects() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = navigationStore(PresentingParent.State(), clock: clock) { PresentingParent() }
        let events = EventLog(store)
        store.send(.showTickerButtonTapped)
        store.send(.destination(.presented(.ticker(.start))))
        await clock.advance(by: .seconds(1))
        #expect(store.state.destination == .ticker(Ticker.State(ticks: 1)))

        store.send(.destination(.dismiss))
        #expect(
          events.events == [
            .effectCancelled(effectID: 1, action: .destination(.presented(.ticker(.start))), reason: .ownerWentAway)
          ]
        )
        await clock.advance(by: .seconds(2))
        #expect(store.runningEffects.isEmpty)
      }
    }

    @Test func settingTheStateToNilCancelsTheChildsEffects() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = navigationStore(PresentingParent.State(), clock: clock) { PresentingParent() }
        store.send(.showTickerButtonTapped)
        store.send(.destination(.presented(.ticker(.start))))
        store.send(.closeFromParentButtonTapped)
        #expect(store.runningEffects.isEmpty)
      }
    }

    /// Another case of the destination is another child: the old one's effects stop.
    @Test func presentingAnotherCaseCancelsTheOldChildsEffects() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = navigationStore(PresentingParent.State(), clock: clock) { PresentingParent() }
        store.send(.showTickerButtonTapped)
        store.send(.destination(.presented(.ticker(.start))))
        store.send(.showNoteButtonTapped)
        #expect(store.runningEffects.isEmpty)
        #expect(store.state.destination == .note(Note.State()))
      }
    }

    @Test func actionWhileNothingIsPresentedIsReported() {
      let issues = IssueMessages()
      let store = navigationStore(PresentingParent.State()) { PresentingParent() }
      withIssueReporters([issues]) {
        store.send(.destination(.presented(.ticker(.tick))))
      }
      #expect(store.state.destination == nil)
      #expect(issues.messages.map(elidingLines) == [
          """
          An "ifLet" at "ComposableArchitectureTests/NavigationFeatures.swift:LINE" received a \
          presentation action when destination state was absent.

            Action:
              PresentingParent.Action.destination(.presented(.ticker(.tick)))

          Nothing was presented when this action arrived, so the destination's reducer could not \
          run it. Three things lead here. A reducer composed before this one set the destination \
          state to nil while handling the same action: put the child's reducer first. An effect \
          the destination started kept running after it went away and sent this: cancel that \
          effect when the destination goes. Or the action was sent from outside while the \
          destination was gone: only send it while the destination is there.
          """
      ])
    }

    @Test func anAlertGoesAwayAfterItsAction() {
      let store = navigationStore(PresentingParent.State()) { PresentingParent() }
      store.send(.showAlertButtonTapped)
      store.send(.destination(.presented(.alert(.confirm))))
      #expect(store.state.destination == nil)
      #expect(store.state.log == ["parent saw confirm, still there: true"])
    }

    @Test func dismissOutsideAPresentationIsReported() async {
      let issues = IssueMessages()
      @Dependency(\.dismiss) var dismiss
      await withIssueReporters([issues]) {
        await dismiss()
      }
      #expect(issues.messages.count == 1)
      #expect(issues.messages.first?.hasPrefix("A reducer requested dismissal at \"ComposableArchitectureTests/PresentationTests.swift:") == true)
    }

    @Test func presentsStateDumpsAsItsOptional() {
      var state = PresentingParent.State()
      #expect(
        String(customDumping: state) == """
          PresentingParent.State(
            _destination: nil,
            log: []
          )
          """
      )
      state.destination = .note(Note.State(text: "hi"))
      #expect(
        String(customDumping: state) == """
          PresentingParent.State(
            _destination: .note(
              Note.State(text: "hi")
            ),
            log: []
          )
          """
      )
      #expect(PresentingParent.State(destination: .note(Note.State())).destination == .note(Note.State()))
    }
  }
}

/// A parent of an optional child, run with the `ifLet` for plain optionals.
@Reducer
private struct OptionalParent {
  struct State: Equatable {
    var child: Ticker.State?
  }

  enum Action {
    case child(Ticker.Action)
    case toggle
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .toggle = action {
        state.child = state.child == nil ? Ticker.State() : nil
      }
      return .none
    }
    .ifLet(\.child, action: \.child) {
      Ticker()
    }
  }
}

extension EffectTests {
  @MainActor
  @Suite(.serialized) struct OptionalIfLet {
    @Test func runsTheChildWhilePresentAndCancelsItsEffectsWhenNil() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = navigationStore(OptionalParent.State(), clock: clock) { OptionalParent() }
        store.send(.toggle)
        store.send(.child(.start))
        await clock.advance(by: .seconds(1))
        #expect(store.state.child?.ticks == 1)
        store.send(.toggle)
        #expect(store.runningEffects.isEmpty)
      }
    }

    @Test func childActionWhileNilIsReported() {
      let issues = IssueMessages()
      let store = navigationStore(OptionalParent.State()) { OptionalParent() }
      withIssueReporters([issues]) {
        store.send(.child(.tick))
      }
      #expect(store.state.child == nil)
      #expect(
        issues.messages.map(elidingLines) == [
          """
          An "ifLet" at "ComposableArchitectureTests/PresentationTests.swift:LINE" received a \
          child action when child state was "nil".

            Action:
              OptionalParent.Action.child(.tick)

          The child's state was "nil", so its reducer could not run the action. Three things \
          lead here. A reducer composed before this one set the child state to nil while \
          handling the same action: put the child's reducer first. An effect the child started \
          kept running after it went away and sent this: cancel that effect when the child goes. \
          Or the action was sent from outside while the child was gone: only send it while the \
          child is there.
          """
        ]
      )
    }
  }
}

@Suite struct PresentationStateTests {
  @Test func caseSubscriptChangesOnlyThePresentedCase() {
    var state = PresentingParent.State(destination: .note(Note.State(text: "a")))
    state.$destination[case: \.note]?.text = "b"
    #expect(state.destination == .note(Note.State(text: "b")))
    state.$destination[case: \.ticker]?.ticks = 5
    #expect(state.destination == .note(Note.State(text: "b")), "another case is left alone")
    #expect(state.$destination[case: \.ticker] == nil)
  }

  /// The older spelling, a property wrapper, works too.
  @Test func presentationStateIsAPropertyWrapper() {
    struct State {
      @PresentationState var child: Note.State?
    }
    var state = State(child: nil)
    state.child = Note.State(text: "x")
    #expect(state.$child.wrappedValue == Note.State(text: "x"))
  }
}

extension EffectTests {
  @MainActor
  @Suite(.serialized) struct CustomDismiss {
    /// A `DismissEffect` made with a closure runs it, e.g. to record the call in a test.
    @Test func aDismissEffectWithAClosureRunsIt() async {
      await onMainSerialExecutor {
        let dismissed = LockIsolated(0)
        let store = Store(initialState: PresentingParent.State()) {
          PresentingParent()
        } withDependencies: {
          $0.dismiss = DismissEffect { dismissed.withValue { $0 += 1 } }
        }
        store.send(.showTickerButtonTapped)
        store.send(.destination(.presented(.ticker(.closeButtonTapped))))
        await Task.megaYield()
        #expect(dismissed.value == 1)
        #expect(store.state.destination != nil, "the closure replaced the dismissal")
      }
    }
  }
}

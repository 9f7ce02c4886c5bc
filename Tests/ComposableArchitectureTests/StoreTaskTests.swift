import ComposableArchitecture
import PlaygroundTestSupport
import Testing

extension EffectTests {
  /// The task `Store.send` returns stands for every effect the action started, the effects of
  /// the actions those effects send included, as in TCA.
  @MainActor
  @Suite(.serialized) struct StoreTask {
    /// "start" runs an effect that sends "relay" and ends; "relay" starts a timer.
    func relayingStore(clock: TestClock<Duration>) -> Store<[String], String> {
      scriptedStore(clock: clock) { action in
        switch action {
        case "start":
          .run { send in await send("relay") }
        case "relay":
          .run { send in
            for await _ in clock.timer(interval: .seconds(1)) {
              await send("tick")
            }
          }
        default:
          .none
        }
      }
    }

    @Test func cancellingTheTaskCancelsTheEffectsOfActionsItsEffectsSent() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = relayingStore(clock: clock)
        let task = store.send("start")
        await Task.megaYield()
        await clock.advance(by: .seconds(1))
        #expect(store.state == ["start", "relay", "tick"])
        #expect(store.runningEffects.map(\.action) == ["relay"], "the timer, started by the relayed action")

        task.cancel()
        await Task.megaYield()
        #expect(store.runningEffects.isEmpty)
        await clock.advance(by: .seconds(1))
        #expect(store.state == ["start", "relay", "tick"])
      }
    }

    @Test func finishingTheTaskWaitsForTheEffectsOfActionsItsEffectsSent() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          switch action {
          case "start":
            .run { send in await send("relay") }
          case "relay":
            .run { send in
              try await clock.sleep(for: .seconds(1))
              await send("done")
            }
          default:
            .none
          }
        }
        let task = store.send("start")
        let finished = LockIsolated(false)
        let waiter = Task {
          await task.finish()
          finished.setValue(true)
        }
        await Task.megaYield()
        #expect(!finished.value, "the relayed action's effect is still sleeping")
        await clock.advance(by: .seconds(1))
        await waiter.value
        #expect(store.state == ["start", "relay", "done"])
      }
    }

    @Test func anActionFromACompletedEffectIsReportedAndStillReduced() async {
      await onMainSerialExecutor {
        let issues = IssueMessages()
        await withIssueReporters([issues]) {
          let clock = TestClock()
          let store = scriptedStore(clock: clock) { action in
            action == "escape"
              ? .run { send in
                Task {
                  try await clock.sleep(for: .seconds(1))
                  await send("escaped")
                }
              }
              : .none
          }
          store.send("escape")
          await Task.megaYield()
          #expect(store.runningEffects.isEmpty, "the effect returned")
          await clock.advance(by: .seconds(1))
          #expect(store.state == ["escape", "escaped"], "as in TCA, the action is reduced")
        }
        #expect(
          issues.messages == [
            """
            An action was sent from a completed effect.

              Action:
                "escaped"

              Effect returned from:
                "escape"

            The "send" handed to this "Effect.run" was kept and called after the run's closure \
            had returned, for example from a "Task { … }" started inside it. The store no longer \
            tracks that effect, so tests cannot wait for it or cancel it. Await the work inside \
            the closure instead of starting a task that outlives it.
            """
          ]
        )
      }
    }

    @Test func aTestStoreNamesTheFeaturesActions() async {
      let clock = TestClock()
      let store = TestStore(initialState: EscapingEffect.State()) {
        EscapingEffect()
      } withDependencies: {
        $0.continuousClock = clock
      }
      let messages = await knownIssueMessages {
        await store.send(.escapeButtonTapped)
        await clock.advance(by: .seconds(1))
        await store.receive(\.escaped) {
          $0.escapes = 1
        }
      }
      #expect(
        messages == [
          """
          An action was sent from a completed effect.

            Action:
              EscapingEffect.Action.escaped

            Effect returned from:
              EscapingEffect.Action.escapeButtonTapped

          The "send" handed to this "Effect.run" was kept and called after the run's closure had \
          returned, for example from a "Task { … }" started inside it. The store no longer \
          tracks that effect, so tests cannot wait for it or cancel it. Await the work inside \
          the closure instead of starting a task that outlives it.
          """
        ]
      )
    }
  }
}

/// Escapes its effect's `send` into an unstructured task, the mistake TCA warns about.
@Reducer
struct EscapingEffect {
  @ObservableState
  struct State: Equatable {
    var escapes = 0
  }
  enum Action {
    case escapeButtonTapped
    case escaped
  }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .escapeButtonTapped:
        return .run { [clock] send in
          Task {
            try await clock.sleep(for: .seconds(1))
            await send(.escaped)
          }
        }
      case .escaped:
        state.escapes += 1
        return .none
      }
    }
  }
}

import ComposableArchitecture
import PlaygroundTestSupport
import Testing

private enum CancelID { case first }

/// `.merge` and `.concatenate` of effects that take time, on a `TestClock`.
extension EffectTests {
  @MainActor
  @Suite(.serialized) struct AsyncComposition {
    /// Sleeps on `clock` for `seconds`, then sends `action`.
    static func after(_ seconds: Int, send action: String, clock: TestClock<Duration>) -> Effect<String> {
      .run { send in
        try await clock.sleep(for: .seconds(seconds))
        await send(action)
      }
    }

    @Test func mergeRunsEffectsAtTheSameTime() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          action == "start"
            ? .merge(Self.after(2, send: "slow", clock: clock), Self.after(1, send: "fast", clock: clock))
            : .none
        }
        let task = store.send("start")
        await clock.advance(by: .seconds(1))
        #expect(store.state == ["start", "fast"])
        await clock.advance(by: .seconds(1))
        #expect(store.state == ["start", "fast", "slow"])
        await task.finish()
      }
    }

    @Test func concatenateRunsEffectsOneAfterAnother() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          action == "start"
            ? .concatenate(Self.after(2, send: "slow", clock: clock), Self.after(1, send: "fast", clock: clock))
            : .none
        }
        let task = store.send("start")
        await clock.advance(by: .seconds(1))
        #expect(store.state == ["start"], "the second effect has not started yet")
        await clock.advance(by: .seconds(1))
        #expect(store.state == ["start", "slow"])
        await clock.advance(by: .seconds(1))
        #expect(store.state == ["start", "slow", "fast"])
        await task.finish()
      }
    }

    /// Leading `.send`s are reduced at once; the ones after a `.run` wait for it to finish.
    @Test func concatenateSendsAfterTheRunWaitForIt() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          action == "start"
            ? .concatenate(.send("a"), Self.after(1, send: "b", clock: clock), .send("c"))
            : .none
        }
        let task = store.send("start")
        #expect(store.state == ["start", "a"])
        await Task.megaYield()
        #expect(store.state == ["start", "a"])
        await clock.advance(by: .seconds(1))
        #expect(store.state == ["start", "a", "b", "c"])
        await task.finish()
      }
    }

    /// TCA runs the next effect of a concatenation when the earlier one completes *or is
    /// cancelled*.
    @Test func concatenateGoesOnAfterAnEarlierEffectIsCancelled() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          switch action {
          case "start":
            .concatenate(
              Self.after(10, send: "never", clock: clock).cancellable(id: CancelID.first),
              .send("next")
            )
          case "stop": .cancel(id: CancelID.first)
          default: .none
          }
        }
        let task = store.send("start")
        await Task.megaYield()
        store.send("stop")
        await task.finish()
        #expect(store.state == ["start", "stop", "next"])
      }
    }

    /// A `.send` inside a concatenation finishes once its action is reduced, as TCA's `Just`
    /// does: the effects that action's reducer starts belong to the store, not to the
    /// concatenation, so the next effect does not wait for them.
    @Test func concatenationDoesNotWaitForEffectsOfTheActionsItSends() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          switch action {
          case "start":
            .concatenate(Self.after(1, send: "a", clock: clock), .send("x"), Self.after(1, send: "b", clock: clock))
          case "x":
            Self.after(10, send: "x's own effect finished", clock: clock)
          default:
            .none
          }
        }
        store.send("start")
        await clock.advance(by: .seconds(1))
        #expect(store.state == ["start", "a", "x"])
        await clock.advance(by: .seconds(1))
        #expect(store.state == ["start", "a", "x", "b"])
        store.cancelAllEffects()
      }
    }

    /// In TCA, `.send` is a publisher that emits at once, and `.concatenate`/`.merge` subscribe
    /// to their first effect immediately, so a `.send` merged into the first effect of a
    /// concatenation is reduced before `send` returns, like any other synchronous action.
    @Test func sendMergedIntoTheFirstConcatenatedEffectIsReducedBeforeSendReturns() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          action == "start"
            ? .concatenate(.merge(.send("a"), Self.after(1, send: "b", clock: clock)), .send("c"))
            : .none
        }
        let task = store.send("start")
        #expect(store.state == ["start", "a"])
        await clock.advance(by: .seconds(1))
        #expect(store.state == ["start", "a", "b", "c"])
        await task.finish()
      }
    }
  }
}

import ComposableArchitecture
import PlaygroundTestSupport
import Testing

/// swift-clocks' `TestClock` driving a store's effects.
extension EffectTests {
  @MainActor
  @Suite(.serialized) struct Clock {
    @Test func timerTicksOncePerInterval() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          guard action == "start" else { return .none }
          return .run { send in
            for await _ in clock.timer(interval: .seconds(1)) {
              await send("tick")
            }
          }
        }
        store.send("start")
        await clock.advance(by: .milliseconds(999))
        #expect(store.state == ["start"])
        await clock.advance(by: .milliseconds(1))
        #expect(store.state.filter { $0 == "tick" }.count == 1)
        await clock.advance(by: .seconds(5))
        #expect(store.state.filter { $0 == "tick" }.count == 6)
        store.cancelAllEffects()
      }
    }

    @Test func sleepUntilNowWaitsForTheNextAdvance() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          guard action == "start" else { return .none }
          return .run { send in
            try await clock.sleep(for: .zero)
            await send("woke")
          }
        }
        store.send("start")
        await Task.megaYield()
        #expect(store.state == ["start"])
        await clock.advance()
        #expect(store.state == ["start", "woke"])
      }
    }

    /// One advance past both deadlines resumes the earlier sleep first, with the clock's `now`
    /// set to each sleep's own deadline, and leaves `now` at the target.
    @Test func sleepsResumeInDeadlineOrder() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let start = clock.now
        let sleep = { (seconds: Int) -> Effect<String> in
          .run { send in
            try await clock.sleep(for: .seconds(seconds))
            await send("\(seconds)s woke at \(start.duration(to: clock.now).components.seconds)")
          }
        }
        let store = scriptedStore(clock: clock) { action in
          action == "start" ? .merge(sleep(3), sleep(1)) : .none
        }
        store.send("start")
        await clock.advance(by: .seconds(5))
        #expect(store.state == ["start", "1s woke at 1", "3s woke at 3"])
        #expect(clock.now == start.advanced(by: .seconds(5)))
      }
    }

    /// A sleep that starts during an advance and ends inside its window also resumes.
    @Test func sleepsScheduledDuringAnAdvanceAlsoFire() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          guard action == "start" else { return .none }
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send("first")
            try await clock.sleep(for: .seconds(1))
            await send("second")
          }
        }
        store.send("start")
        await clock.advance(by: .seconds(2))
        #expect(store.state == ["start", "first", "second"])
      }
    }
  }
}

import ComposableArchitecture
import PlaygroundTestSupport
import Testing

private enum CancelID { case response, timer }

extension EffectTests {
  /// `withTaskCancellation(id:)` and `Task.cancel(id:)`, which share their registry with
  /// `.cancellable(id:)` and `.cancel(id:)`.
  @MainActor
  @Suite(.serialized) struct TaskCancellation {
    @Test func taskCancelCancelsAnOperation() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          switch action {
          case "start":
            .run { send in
              await withTaskCancellation(id: CancelID.response) {
                try? await clock.sleep(for: .seconds(1))
                guard !Task.isCancelled else { return }
                await send("response")
              }
              await send("after")
            }
          case "cancel":
            .run { _ in Task.cancel(id: CancelID.response) }
          default:
            .none
          }
        }
        store.send("start")
        await Task.megaYield()
        await store.send("cancel").finish()
        await clock.advance(by: .seconds(1))
        await Task.megaYield()
        #expect(store.state == ["start", "cancel", "after"], "only the operation is cancelled, not the rest of its effect")
        #expect(store.runningEffects.isEmpty)
      }
    }

    @Test func cancelEffectCancelsAnOperation() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          switch action {
          case "start":
            .run { send in
              try await withTaskCancellation(id: CancelID.response) {
                try await clock.sleep(for: .seconds(1))
                await send("response")
              }
            }
          case "cancel":
            .cancel(id: CancelID.response)
          default:
            .none
          }
        }
        store.send("start")
        await Task.megaYield()
        store.send("cancel")
        await clock.advance(by: .seconds(1))
        await Task.megaYield()
        #expect(store.state == ["start", "cancel"])
        #expect(store.runningEffects.isEmpty)
      }
    }

    @Test func taskCancelCancelsACancellableEffect() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          switch action {
          case "start":
            .run { send in
              for await _ in clock.timer(interval: .seconds(1)) { await send("tick") }
            }
            .cancellable(id: CancelID.timer)
          case "stop":
            .run { _ in Task.cancel(id: CancelID.timer) }
          default:
            .none
          }
        }
        let events = EventLog(store)
        store.send("start")
        await clock.advance(by: .seconds(1))
        await store.send("stop").finish()
        await clock.advance(by: .seconds(2))
        #expect(store.state == ["start", "tick", "stop"])
        #expect(events.events == [.effectCancelled(effectID: 1, action: "start", reason: .cancel)])
      }
    }

    /// Debouncing, as TCA's documentation shows it: each new operation cancels the one before.
    @Test func cancelInFlightDebounces() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          guard action.hasPrefix("search ") else { return .none }
          return .run { send in
            try await withTaskCancellation(id: CancelID.response, cancelInFlight: true) {
              try await clock.sleep(for: .seconds(0.3))
              await send("results for \(action.dropFirst(7))")
            }
          }
        }
        store.send("search a")
        await clock.advance(by: .seconds(0.1))
        store.send("search ab")
        await clock.advance(by: .seconds(0.1))
        store.send("search abc")
        await clock.advance(by: .seconds(0.3))
        await Task.megaYield()
        #expect(store.state == ["search a", "search ab", "search abc", "results for abc"])
      }
    }

    @Test func theOperationsValueAndErrorComeBack() async throws {
      struct Failure: Error, Equatable {}
      let value = await withTaskCancellation(id: CancelID.response) { 42 }
      #expect(value == 42)
      await #expect(throws: Failure.self) {
        try await withTaskCancellation(id: CancelID.response) { () throws(Failure) -> Int in throw Failure() }
      }
    }
  }
}

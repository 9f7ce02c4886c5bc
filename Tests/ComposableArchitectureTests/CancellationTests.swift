import ComposableArchitecture
import PlaygroundTestSupport
import Testing

/// Two features' private cancel ids with the same case name: TCA keys ids by type, so these
/// never collide.
private enum FeatureA { case timer }
private enum FeatureB { case timer }

private enum Inner { case id }
private enum Outer { case id }

/// A one-second timer on `clock` that sends `tick` for ever.
private func timer(_ clock: TestClock<Duration>, tick: String = "tick") -> Effect<String> {
  .run { send in
    for await _ in clock.timer(interval: .seconds(1)) {
      await send(tick)
    }
  }
}

private extension Store where State == [String] {
  func count(_ action: String) -> Int { state.filter { $0 == action }.count }
}

extension EffectTests {
  @MainActor
  @Suite(.serialized) struct Cancellation {
    @Test func cancelStopsTheEffect() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          switch action {
          case "start": timer(clock).cancellable(id: FeatureA.timer)
          case "stop": .cancel(id: FeatureA.timer)
          default: .none
          }
        }
        let events = EventLog(store)
        store.send("start")
        await clock.advance(by: .seconds(1))
        #expect(store.count("tick") == 1)

        store.send("stop")
        await clock.advance(by: .seconds(3))
        #expect(store.count("tick") == 1)
        #expect(events.events == [.effectCancelled(effectID: 1, action: "start", reason: .cancel)])
        #expect(store.runningEffects.isEmpty)
      }
    }

    @Test func cancellingAnIDWithNothingInFlightDoesNothing() {
      let store = scriptedStore { action in action == "stop" ? .cancel(id: FeatureA.timer) : .none }
      let events = EventLog(store)
      store.send("stop")
      #expect(events.events.isEmpty)
      #expect(store.state == ["stop"])
    }

    @Test func cancelInFlightCancelsTheRunningEffect() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          action == "start" ? timer(clock).cancellable(id: FeatureA.timer, cancelInFlight: true) : .none
        }
        let events = EventLog(store)
        store.send("start")
        await Task.megaYield()
        store.send("start")
        #expect(events.events == [.effectCancelled(effectID: 1, action: "start", reason: .cancelInFlight)])
        #expect(store.runningEffects.map(\.id) == [2])

        await clock.advance(by: .seconds(1))
        #expect(store.count("tick") == 1, "only the newer timer ticks")
        store.cancelAllEffects()
      }
    }

    @Test func withoutCancelInFlightBothEffectsRun() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          action == "start" ? timer(clock).cancellable(id: FeatureA.timer) : .none
        }
        let events = EventLog(store)
        store.send("start")
        store.send("start")
        await clock.advance(by: .seconds(1))
        #expect(store.count("tick") == 2)
        #expect(events.events.isEmpty)
        #expect(store.runningEffects.map(\.id) == [1, 2])
        store.cancelAllEffects()
      }
    }

    @Test func idsOfDifferentTypesDoNotCollide() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          switch action {
          case "startA": timer(clock, tick: "a").cancellable(id: FeatureA.timer)
          case "startB": timer(clock, tick: "b").cancellable(id: FeatureB.timer)
          case "stopA": .cancel(id: FeatureA.timer)
          default: .none
          }
        }
        let events = EventLog(store)
        store.send("startA")
        store.send("startB")
        await clock.advance(by: .seconds(1))
        store.send("stopA")
        await clock.advance(by: .seconds(2))

        #expect(store.count("a") == 1)
        #expect(store.count("b") == 3)
        #expect(events.events == [.effectCancelled(effectID: 1, action: "startA", reason: .cancel)])
        #expect(store.runningEffects.map(\.action) == ["startB"])
        store.cancelAllEffects()
      }
    }

    @Test func cancelAllEffectsReportsOwnerWentAway() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          switch action {
          case "timer": timer(clock).cancellable(id: FeatureA.timer)
          case "plain": timer(clock)
          default: .none
          }
        }
        let events = EventLog(store)
        store.send("timer")
        store.send("plain")
        store.cancelAllEffects()
        await clock.advance(by: .seconds(2))

        #expect(
          events.events == [
            .effectCancelled(effectID: 1, action: "timer", reason: .ownerWentAway),
            .effectCancelled(effectID: 2, action: "plain", reason: .ownerWentAway),
          ]
        )
        #expect(store.runningEffects.isEmpty)
        #expect(store.count("tick") == 0)
      }
    }

    /// `runningEffects` lists effects oldest first, with the action that started each and its
    /// cancel ids, innermost first; finished effects leave the list.
    @Test func runningEffectsListsIDActionAndCancelIDs() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          let wait = Effect<String>.run { _ in try await clock.sleep(for: .seconds(1)) }
          return switch action {
          case "nested": wait.cancellable(id: Inner.id).cancellable(id: Outer.id)
          case "plain": wait
          default: .none
          }
        }
        store.send("nested")
        store.send("plain")

        let running = store.runningEffects
        #expect(running.map(\.id) == [1, 2])
        #expect(running.map(\.action) == ["nested", "plain"])
        #expect(running.map(\.cancelIDs.count) == [2, 0])
        #expect(running.first?.cancelIDs.first?.base as? Inner == .id)
        #expect(running.first?.cancelIDs.last?.base as? Outer == .id)

        await clock.advance(by: .seconds(1))
        #expect(store.runningEffects.isEmpty)
      }
    }

    @Test func effectTaskContextNamesTheRunningEffect() async {
      await onMainSerialExecutor {
        let store = scriptedStore { action in
          guard action.hasPrefix("start") else { return .none }
          return .run { send in
            await send("effect \(EffectTaskContext.effectID.map(String.init) ?? "nil")")
          }
        }
        store.send("start 1")
        store.send("start 2")
        await Task.megaYield()
        #expect(store.state == ["start 1", "start 2", "effect 1", "effect 2"])
        #expect(EffectTaskContext.effectID == nil)
      }
    }

    @Test func releasingTheStoreCancelsItsEffects() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let wasCancelled = LockIsolated(false)
        var store: Store<[String], String>? = scriptedStore(clock: clock) { _ in
          .run { _ in
            do {
              try await clock.sleep(for: .seconds(10))
            } catch {
              wasCancelled.setValue(error is CancellationError)
            }
          }
        }
        store?.send("start")
        await Task.megaYield()
        #expect(!wasCancelled.value)
        store = nil
        await Task.megaYield()
        #expect(wasCancelled.value)
      }
    }
  }
}

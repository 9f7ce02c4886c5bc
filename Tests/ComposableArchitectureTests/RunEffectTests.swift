import ComposableArchitecture
import PlaygroundTestSupport
import Testing

private enum CancelID { case work }

private struct Boom: Error, Equatable {
  let code: Int
}

/// `.run` effects: what they send, how the store waits for them, and their errors.
extension EffectTests {
  @MainActor
  @Suite(.serialized) struct RunEffects {
    @Test func actionsSentFromRunAreReducedInOrder() async {
      await onMainSerialExecutor {
        let store = scriptedStore { action in
          guard action == "start" else { return .none }
          return .run { send in
            await send("a")
            await send("b")
            await send("c")
          }
        }
        await store.send("start").finish()
        #expect(store.state == ["start", "a", "b", "c"])
      }
    }

    @Test func sendReturnsBeforeTheRunEffectSends() async {
      await onMainSerialExecutor {
        let store = scriptedStore { action in
          action == "start" ? .run { send in await send("done") } : .none
        }
        let task = store.send("start")
        #expect(store.state == ["start"])
        await task.finish()
        #expect(store.state == ["start", "done"])
      }
    }

    @Test func finishWaitsForTheEffectToEnd() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          guard action == "start" else { return .none }
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send("done")
          }
        }
        let finished = LockIsolated(false)
        let task = store.send("start")
        let waiter = Task {
          await task.finish()
          finished.setValue(true)
        }
        await Task.megaYield()
        #expect(!finished.value)
        #expect(store.runningEffects.count == 1)

        await clock.advance(by: .seconds(1))
        await waiter.value
        #expect(finished.value)
        #expect(store.state == ["start", "done"])
        #expect(store.runningEffects.isEmpty)
      }
    }

    /// The effect ignores its cancellation and sends anyway; the store drops the action.
    @Test func actionSentAfterCancelIsDropped() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          switch action {
          case "start":
            .run { send in
              try? await clock.sleep(for: .seconds(1))
              await send("late")
            }
            .cancellable(id: CancelID.work)
          case "stop": .cancel(id: CancelID.work)
          default: .none
          }
        }
        let task = store.send("start")
        await Task.megaYield()
        store.send("stop")
        await task.finish()
        await clock.advance(by: .seconds(1))
        #expect(store.state == ["start", "stop"])
        #expect(store.runningEffects.isEmpty)
      }
    }

    @Test func cancellingTheStoreTaskCancelsTheEffect() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          guard action == "start" else { return .none }
          return .run { send in
            try? await clock.sleep(for: .seconds(1))
            await send("late")
          }
        }
        let task = store.send("start")
        await Task.megaYield()
        task.cancel()
        #expect(task.isCancelled)
        await task.finish()
        await clock.advance(by: .seconds(1))
        #expect(store.state == ["start"])
        #expect(store.runningEffects.isEmpty)
      }
    }

    @Test func unhandledErrorIsReported() async {
      await onMainSerialExecutor {
        let issues = IssueMessages()
        let line = #line + 2
        let store = scriptedStore { action in
          action == "start" ? .run { _ in throw Boom(code: 42) } : .none
        }
        await withIssueReporters([issues]) {
          await store.send("start").finish()
        }
        #expect(store.state == ["start"])
        #expect(
          issues.messages == [
            """
            An "Effect.run" returned from "ComposableArchitectureTests/RunEffectTests.swift:\(line)" \
            threw an unhandled error.

                Boom(code: 42)

            The effect threw, and nothing turned the error into an action, so the feature never \
            hears of it. Give the run a "catch: { error, send in … }" that sends a failure \
            action, or wrap the throwing call in "do { … } catch { … }". Cancellation is the one \
            error left out.
            """
          ]
        )
      }
    }

    /// As in TCA: an error thrown once the effect was cancelled is the cancellation's doing, so
    /// neither `catch:` nor the unhandled-error report sees it.
    @Test func anErrorAfterCancellationIsNeitherCaughtNorReported() async {
      await onMainSerialExecutor {
        let issues = IssueMessages()
        let caught = LockIsolated(0)
        let store = scriptedStore { action in
          switch action {
          case "start":
            .merge(
              .run { _ in
                do { try await Task.never() } catch { throw Boom(code: 1) }
              } catch: { _, _ in
                caught.withValue { $0 += 1 }
              },
              .run { _ in
                do { try await Task.never() } catch { throw Boom(code: 2) }
              }
            )
            .cancellable(id: "work")
          case "stop":
            .cancel(id: "work")
          default:
            .none
          }
        }
        await withIssueReporters([issues]) {
          let task = store.send("start")
          await Task.megaYield()
          store.send("stop")
          await task.finish()
        }
        #expect(store.runningEffects.isEmpty)
        #expect(caught.value == 0)
        #expect(issues.messages.isEmpty)
      }
    }

    @Test func cancellationErrorIsNotReported() async {
      await onMainSerialExecutor {
        let issues = IssueMessages()
        let store = scriptedStore { action in
          action == "start" ? .run { _ in throw CancellationError() } : .none
        }
        await withIssueReporters([issues]) {
          await store.send("start").finish()
        }
        #expect(issues.messages.isEmpty)
      }
    }

    @Test func catchHandlerReceivesTheErrorAndCanSend() async {
      await onMainSerialExecutor {
        let issues = IssueMessages()
        let store = scriptedStore { action in
          guard action == "start" else { return .none }
          return .run { _ in
            throw Boom(code: 7)
          } catch: { error, send in
            await send("caught \((error as? Boom)?.code ?? -1)")
          }
        }
        await withIssueReporters([issues]) {
          await store.send("start").finish()
        }
        #expect(store.state == ["start", "caught 7"])
        #expect(issues.messages.isEmpty)
      }
    }

    @Test func aNamedEffectIsListedWithItsName() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = scriptedStore(clock: clock) { action in
          switch action {
          case "named": .run(name: "Poll server") { _ in try await clock.sleep(for: .seconds(1)) }
          case "unnamed": .run { _ in try await clock.sleep(for: .seconds(1)) }
          default: .none
          }
        }
        store.send("named")
        store.send("unnamed")
        #expect(store.runningEffects.map(\.name) == ["Poll server", nil])
        store.cancelAllEffects()
      }
    }

    @Test func theNameNamesTheEffectsTask() async {
      await onMainSerialExecutor {
        let store = scriptedStore { action in
          guard action == "start" else { return .none }
          return .run(priority: .low, name: "Load facts") { send in
            await send("task name: \(Task.name ?? "none")")
          }
        }
        await store.send("start").finish()
        #expect(store.state == ["start", "task name: Load facts"])
      }
    }
  }
}

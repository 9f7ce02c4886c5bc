import ComposableArchitecture
import Testing

/// `Store.send` with synchronous effects: everything happens before `send` returns.
@MainActor
@Suite struct StoreSendTests {
  @Test func sendChangesState() {
    let store = Store(initialState: 0) { DirectCounter() }
    store.send(.increment)
    #expect(store.state == 1)
    store.send(.increment)
    store.send(.decrement)
    #expect(store.state == 1)
  }

  @Test func noneEffectStartsNothing() async {
    let store = scriptedStore { _ in .none }
    let task = store.send("tap")
    #expect(store.state == ["tap"])
    #expect(task.isCancelled, "a send that started no effect returns an empty task")
    #expect(store.runningEffects.isEmpty)
    await task.finish()
  }

  @Test func sendEffectsAreReducedBeforeSendReturns() {
    let store = scriptedStore { action in
      switch action {
      case "start": .send("a")
      case "a": .send("b")
      default: .none
      }
    }
    store.send("start")
    #expect(store.state == ["start", "a", "b"])
  }

  /// As in TCA, actions sent synchronously queue behind those already waiting: an action's own
  /// sends are reduced after its siblings.
  @Test func sentActionsQueueInOrder() {
    let store = scriptedStore { action in
      switch action {
      case "start": .merge(.send("a"), .send("b"))
      case "a": .send("a's child")
      default: .none
      }
    }
    store.send("start")
    #expect(store.state == ["start", "a", "b", "a's child"])
  }

  @Test func mergeOfSendsReducesInOrder() {
    let store = scriptedStore { action in
      action == "start" ? .merge(.send("1"), .send("2"), .send("3")) : .none
    }
    store.send("start")
    #expect(store.state == ["start", "1", "2", "3"])
  }

  @Test func concatenateOfSendsReducesInOrderBeforeSendReturns() {
    let store = scriptedStore { action in
      action == "start" ? .concatenate(.send("1"), .none, .send("2")) : .none
    }
    let task = store.send("start")
    #expect(store.state == ["start", "1", "2"])
    #expect(task.isCancelled, "nothing asynchronous was started")
  }

  @Test func mergeWithAndConcatenateWithCompose() {
    let store = scriptedStore { action in
      action == "start"
        ? Effect.send("1").merge(with: .send("2")).concatenate(with: .send("3")) : .none
    }
    store.send("start")
    #expect(store.state == ["start", "1", "2", "3"])
  }

  @Test func effectsOfEachSendStartAfresh() {
    let store = scriptedStore { action in action == "ping" ? .send("pong") : .none }
    store.send("ping")
    store.send("ping")
    #expect(store.state == ["ping", "pong", "ping", "pong"])
  }
}

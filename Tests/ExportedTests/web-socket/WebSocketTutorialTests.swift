import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines WebSocket.
@testable import Lessons

@MainActor
struct WebSocketTutorialTests {
  @Test func session1() async {
    let clock = TestClock()

    let store = TestStore(initialState: WebSocket.State()) {
      WebSocket()
    } withDependencies: {
      $0.continuousClock = clock
      $0.webSocket = .liveValue
    }

    await store.send(.connectButtonTapped) {
      $0.connectivityState = .connecting
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.webSocket.didOpen) {
      $0.connectivityState = .connected
    }
    await store.receive(\.receivedSocketMessage.success.string, "Welcome to echo.websocket.events: every message you send comes back.") {
      $0.receivedMessages = ["Welcome to echo.websocket.events: every message you send comes back."]
    }
    await store.send(.messageToSendChanged("Hi")) {
      $0.messageToSend = "Hi"
    }
    await store.send(.sendButtonTapped) {
      $0.messageToSend = ""
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.sendResponse)
    await store.receive(\.receivedSocketMessage.success.string, "Hi") {
      $0.receivedMessages = ["Welcome to echo.websocket.events: every message you send comes back.", "Hi"]
    }
    await clock.advance(by: .seconds(30))
    await store.send(.connectButtonTapped) {
      $0.connectivityState = .disconnected
    }
    store.dependencies.webSocket = .dropping
    await store.send(.connectButtonTapped) {
      $0.connectivityState = .connecting
    }
    await clock.advance(by: .seconds(30))
    await store.receive(\.webSocket.didOpen) {
      $0.connectivityState = .connected
      $0.receivedMessages = []
    }
    await store.receive(\.receivedSocketMessage.success.string, "Welcome to echo.websocket.events: every message you send comes back.") {
      $0.receivedMessages = ["Welcome to echo.websocket.events: every message you send comes back."]
    }
    await store.receive(\.webSocket.didClose) {
      $0.connectivityState = .disconnected
    }
    await store.finish()
  }

  @Test func session2() async {
    let clock = TestClock()

    let store = TestStore(initialState: WebSocket.State()) {
      WebSocket()
    } withDependencies: {
      $0.continuousClock = clock
      $0.webSocket = .liveValue
    }

    await store.send(.connectButtonTapped) {
      $0.connectivityState = .connecting
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.webSocket.didOpen) {
      $0.connectivityState = .connected
    }
    await store.receive(\.receivedSocketMessage.success.string) {
      $0.receivedMessages = ["Welcome to echo.websocket.events: every message you send comes back."]
    }
    await store.send(.connectButtonTapped) {
      $0.connectivityState = .disconnected
    }
    await store.finish()
  }
}

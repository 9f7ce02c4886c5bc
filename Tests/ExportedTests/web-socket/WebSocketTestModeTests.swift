import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines WebSocket.
@testable import Lessons

@MainActor
struct WebSocketTestModeTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: WebSocket.State()) {
      WebSocket()
    } withDependencies: {
      $0.continuousClock = clock
      $0.webSocket = .liveValue
    }

    await withKnownIssue {
      await store.send(.connectButtonTapped)
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
    await clock.advance(by: .seconds(10))
    await store.skipInFlightEffects()
    await store.finish()
  }
}

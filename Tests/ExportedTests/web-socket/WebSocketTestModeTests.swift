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
      $0.webSocket.open = { _, _, _ in
        return AsyncStream { continuation in
          let task = Task {
            try await clock.sleep(for: .seconds(1))
            continuation.yield(.didOpen(protocol: nil))
            try await Task.never()
          }
          continuation.onTermination = { _ in task.cancel() }
        }
      }
      $0.webSocket.receive = { _ in
        return AsyncStream { continuation in
          let task = Task {
            continuation.yield(.success(.string("Welcome to echo.websocket.events: every message you send comes back.")))
            try await clock.sleep(for: .milliseconds(500))
            try await clock.sleep(for: .zero)  // after the others due now, as in the session
            continuation.yield(.success(.string("Hi")))
            try await Task.never()
          }
          continuation.onTermination = { _ in task.cancel() }
        }
      }
      $0.webSocket.send = { _, _ in
        try await clock.sleep(for: .milliseconds(500))
      }
      $0.webSocket.sendPing = { _ in }
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

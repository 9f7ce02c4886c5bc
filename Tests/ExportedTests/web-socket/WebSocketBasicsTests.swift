import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines WebSocket.
@testable import Lessons

private struct SocketClosed: Error {}

@MainActor
struct WebSocketBasicsTests {
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
            continuation.yield(.success(.string("Hello")))
            try await Task.never()
          }
          continuation.onTermination = { _ in task.cancel() }
        }
      }
      $0.webSocket.send = { [calls = LockIsolated(0)] _, _ in
        let call = calls.withValue { count in
          count += 1
          return count
        }
        switch call {
        case 1:
          try await clock.sleep(for: .milliseconds(500))
        case 2:
          throw SocketClosed()
        default:
          return try await Task.never()
        }
      }
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
    await store.send(.messageToSendChanged("Hello")) {
      $0.messageToSend = "Hello"
    }
    await store.send(.sendButtonTapped) {
      $0.messageToSend = ""
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.sendResponse)
    await store.receive(\.receivedSocketMessage.success.string, "Hello") {
      $0.receivedMessages = ["Welcome to echo.websocket.events: every message you send comes back.", "Hello"]
    }
    await store.send(.connectButtonTapped) {
      $0.connectivityState = .disconnected
    }
    await store.send(.sendButtonTapped)
    await store.receive(\.sendResponse) {
      $0.alert = AlertState { TextState("Could not send socket message. Connect to the server first, and try again.") }
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
    store.dependencies.webSocket.open = { _, _, _ in
      return AsyncStream { continuation in
        let task = Task {
          try await clock.sleep(for: .seconds(1))
          continuation.yield(.didClose(code: .internalServerError, reason: nil))
          continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
      }
    }
    await store.send(.connectButtonTapped) {
      $0.connectivityState = .connecting
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.webSocket.didClose) {
      $0.connectivityState = .disconnected
    }
    await store.send(.webSocket(.didClose(code: .normalClosure, reason: nil)))
    await store.finish()
  }
}

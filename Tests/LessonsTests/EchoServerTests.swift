import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The web socket's live value, a server simulated on the clock: the feature run against it as
/// the playground runs it, with a `TestClock`.
@MainActor
struct EchoServerTests {
  @Test func opensAfterTheHandshakeGreetsAndEchoes() async {
    let clock = TestClock()
    let store = TestStore(initialState: WebSocket.State(receivedMessages: ["from before"])) {
      WebSocket()
    } withDependencies: {
      $0.continuousClock = clock
      $0.webSocket = .liveValue
    }

    await store.send(.connectButtonTapped) {
      $0.connectivityState = .connecting
    }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.webSocket.didOpen) {
      $0.connectivityState = .connected
      $0.receivedMessages = []
    }
    await store.receive(\.receivedSocketMessage.success, .string(EchoServer.greeting)) {
      $0.receivedMessages = [EchoServer.greeting]
    }

    await store.send(.messageToSendChanged("Hi")) {
      $0.messageToSend = "Hi"
    }
    await store.send(.sendButtonTapped) {
      $0.messageToSend = ""
    }
    await clock.advance(by: EchoServer.roundTrip)
    await store.receive(\.sendResponse)
    await store.receive(\.receivedSocketMessage.success, .string("Hi")) {
      $0.receivedMessages = [EchoServer.greeting, "Hi"]
    }

    await store.send(.connectButtonTapped) {
      $0.connectivityState = .disconnected
    }
    await store.finish()
  }

  @Test func sendingWhileDisconnectedFails() async {
    let store = TestStore(initialState: WebSocket.State(messageToSend: "Hi")) {
      WebSocket()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.webSocket = .liveValue
    }

    await store.send(.sendButtonTapped) {
      $0.messageToSend = ""
    }
    await store.receive(\.sendResponse) {
      $0.alert = AlertState {
        TextState("Could not send socket message. Connect to the server first, and try again.")
      }
    }
  }

  @Test func anUnreachableServerClosesTheConnection() async {
    let clock = TestClock()
    let store = TestStore(initialState: WebSocket.State()) {
      WebSocket()
    } withDependencies: {
      $0.continuousClock = clock
      $0.webSocket = .unreachable
    }

    await store.send(.connectButtonTapped) {
      $0.connectivityState = .connecting
    }
    await clock.advance(by: EchoServer.handshake)
    await store.receive(\.webSocket.didClose) {
      $0.connectivityState = .disconnected
    }
    await store.finish()
  }

  /// The server closing the socket is what ends the connection's effect: the ping loop would
  /// otherwise run forever, and `finish` would fail.
  @Test func aDroppedConnectionCancelsItsEffect() async {
    let clock = TestClock()
    let store = TestStore(initialState: WebSocket.State()) {
      WebSocket()
    } withDependencies: {
      $0.continuousClock = clock
      $0.webSocket = .dropping
    }

    await store.send(.connectButtonTapped) {
      $0.connectivityState = .connecting
    }
    await clock.advance(by: EchoServer.handshake)
    await store.receive(\.webSocket.didOpen) {
      $0.connectivityState = .connected
    }
    await store.receive(\.receivedSocketMessage.success) {
      $0.receivedMessages = [EchoServer.greeting]
    }
    await clock.advance(by: .seconds(25))
    await store.receive({ action in
      guard case let .webSocket(.didClose(code, reason)) = action else { return false }
      return code == .goingAway && reason == Data("The server is restarting.".utf8)
    }) {
      $0.connectivityState = .disconnected
    }
    await store.finish()
  }

  @Test func aClosedSocketAnswersNoPing() async throws {
    let server = EchoServer()
    #expect(throws: SocketClosed()) { try server.sendPing(id: WebSocketClient.ID()) }
  }
}
